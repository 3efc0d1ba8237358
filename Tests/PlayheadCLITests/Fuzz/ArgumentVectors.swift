import Foundation
import PlayheadTestSupport

/// Random argument vectors for the commands that end by themselves, from their own option lists:
/// values in range, out of range, negative, NaN, infinite, huge, empty, missing, repeated, conflicting.
struct ArgumentVectors {
  /// Files the vectors name (made by the test in a scratch folder, plus the fixtures).
  struct Files {
    var inputs: [String]  // transcripts first, recordings, transition files, a state log, and bad paths
    var eventless: [String]  // files with no input events (empty, missing, a folder, not a transcript)
    var scratch: String  // where outputs go
  }

  /// Commands left out, and why: each waits for something that may never come.
  static let excludedCommands: [String: String] = [
    "live": "reads the touchpads until q or a signal",
    "record": "reads the touchpads until q or a signal",
    "simulate": "plays a virtual touchpad in real time under umockdev (seconds per run)",
    "helper": "the bench's child processes, waiting for SIGINT",
    "help": "prints help, which the vectors never ask for",
  ]

  /// What makes a command end quickly: always in its vector, first (a replay on the virtual clock,
  /// no HUD, no allocation probe). Fuzzed options may repeat these with bad values, never slow ones.
  static let base: [String: [String]] = [
    "demo": ["--speed", "max", "--no-hud"],
    "replay": ["--speed", "max", "--no-hud"],
    "compare": ["--no-hud"],
    "bench": ["--speed", "max", "--no-allocations", "--idle", "0"],
  ]

  /// Options never added: `devices --watch` waits for touchpad events until interrupted;
  /// `bench --allocations` compiles and runs a child under a preload (seconds per run).
  static let excludedOptions: Set = ["devices --watch", "bench --allocations"]

  static let transitions = ["flip", "fade", "fade-3s", "pieces", "pop", "slide", "fold", "zoom", "dynamic"]
  static let names =
    transitions + [
      "uikit", "gnome", "niri", "androidx", "synaptics-ps2", "apple-trackpad", "x", "", "FLIP", "flip ", "-1",
    ]
  static let numbers = [
    "0", "1", "0.5", "40", "60", "1000", "1001", "-1", "-0", "-0.1", "1.5", "0.001", "nan", "NaN", "inf",
    "-inf",
    "1e308", "1e-320", "99999999999999999999", "abc", "", "0x10",
  ]
  /// `--speed` and `--idle` never take a value that plays in real time for long.
  static let speeds = ["max", "0", "-1", "nan", "inf", "abc", "", "1e308", "-0", "1e6"]
  static let idles = ["0", "-1", "nan", "61", "inf", "abc", ""]
  static let gestures = [
    "swipe:3:down", "swipe:4:left", "pinch:2", "hold:3", "swipe:0:up", "swipe:-1:up", "swipe:3:sideways",
    "pinch", "swipe:99:down", "x", "",
  ]
  static let panels = [
    "40x20", "3x3", "1000x1000", "2x2", "1001x10", "0x0", "-3x4", "axb", "40x", "40X20", "",
  ]

  var files: Files

  /// A value for `option` of `command`: mostly plausible, often not.
  func value(for option: CommandOptions.Option, of command: String, index: Int, using rng: inout SplitMix64)
    -> String
  {
    let outputs: Set = ["--log", "--plot", "--output", "-o", "--hgrm"]
    let pool: [String]
    switch (option.name, option.valueName) {
    case ("--speed", _): pool = Self.speeds
    case ("--idle", _): pool = Self.idles
    case (let name, _) where outputs.contains(name):
      pool = [
        "\(files.scratch)/out-\(index)", "-", "\(files.scratch)/missing/folder/out", files.scratch,
        "/dev/full", "",
      ]
    case (_, "file"), (_, "log"): pool = files.inputs
    case (_, "kind:fingers[:direction]"), (_, "gesture"): pool = Self.gestures
    case (_, "colsxrows"): pool = Self.panels
    case (_, "X.Y"): pool = ["1.17", "1.22.1", "1.18", "0.1", "abc", "-1", "", "1.99999999999999999999"]
    case (_, "a,b,…"): pool = ["uikit,gnome", "niri", "uikit,,gnome", "x,y", "", "uikit,uikit"]
    case (_, "name"), (_, "mode"), (_, "style"), (_, "touchpad"), (_, "seat"), (_, "policy"):
      pool = option.allValues + Self.names + ["curve", "spring", "braille", "ascii", "seat0"]
    case (_, "script"): pool = ["swipe 3 down 15mm 300ms", "swipe 3", "", "swipe 3 down -1mm 1e308ms"]
    case (_, "path"): pool = ["/dev/null", "/nonexistent", ""]
    case (_, "p"), (_, "mm"), (_, "x"), (_, "n"), (_, "s"), (_, "points"): pool = Self.numbers
    default: pool = option.allValues + Self.numbers + Self.names  // a new kind of value
    }
    return pool.randomElement(using: &rng) ?? ""
  }

  /// One vector for `command` (without the executable).
  func vector(for command: CommandOptions, index: Int, using rng: inout SplitMix64) -> [String] {
    var argv = [command.command]
    let chance = { (percent: UInt64, rng: inout SplitMix64) in rng.next() % 100 < percent }
    for positional in command.positionals {
      if chance(5, &rng) { continue }  // a required one missing
      if positional.isOptional && chance(40, &rng) { continue }
      switch positional.valueName {
      case "transition": argv.append(Self.names.randomElement(using: &rng)!)
      default: argv.append(files.inputs.randomElement(using: &rng)!)
      }
    }
    if chance(3, &rng) { argv.append("extra") }
    argv += Self.base[command.command] ?? []
    if command.command == "sample", chance(90, &rng) {
      argv += ["--percent", Self.numbers.randomElement(using: &rng)!]
    }
    // A bench that measures takes 5–10 s (its throughput runs): one in fifty gets a transcript, the
    // rest a file with no events, which still passes every option through its checks first.
    if command.command == "bench", chance(95, &rng) {
      argv += ["--replay", chance(2, &rng) ? files.inputs[0] : files.eventless.randomElement(using: &rng)!]
    }
    if command.command == "plot", chance(90, &rng) {
      argv += ["-o", "\(files.scratch)/plot-\(index).svg"]
    }
    let candidates = command.options.filter {
      !Self.excludedOptions.contains("\(command.command) \($0.name)")
    }
    var chosen: [CommandOptions.Option] = []
    for _ in 0..<Int(rng.next() % 5) {
      if let option = candidates.randomElement(using: &rng) { chosen.append(option) }
    }
    if let again = chosen.first, chance(15, &rng) { chosen.append(again) }  // repeated
    for (i, option) in chosen.enumerated() {
      argv.append(option.name)
      guard option.takesValue else { continue }
      // A value missing: at the end, or with the next option where its value should be.
      if chance(5, &rng) && i == chosen.count - 1 { continue }
      argv.append(value(for: option, of: command.command, index: index, using: &rng))
    }
    if chance(3, &rng) { argv.append("--bogus") }
    return argv
  }
}
