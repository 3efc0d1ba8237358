import ArgumentParser
import Dispatch
import Foundation
import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadSystem
import PlayheadTransitionFile
import PlayheadTransitions

/// `playhead devices`: the touchpads on this machine, and optionally their live events.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the touchpads on this machine and whether Playhead can open them.",
    discussion: """
      Every touchpad udev knows is listed, including those this user may not open yet (install \
      udev/70-playhead-touchpad.rules for those). With --watch, Playhead opens the touchpads through \
      libinput and prints each gesture and device event as a JSON line, with the CLOCK_MONOTONIC time \
      at which it was read from the device, until interrupted (Ctrl-C).
      """)

  @Flag(name: .long, help: "Print JSON instead of a table (with --watch: always JSON lines).")
  var json = false

  @Flag(name: .long, help: "Print live gesture and device events as JSON lines.")
  var watch = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --watch: open only this touchpad node, e.g. /dev/input/event5.", valueName: "path"),
    completion: .file())
  var device: String?

  // `.unconditional` so "-1" reaches validate() instead of reading as an unknown flag.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("With --watch: exit after this many swipes or pinches have ended.", valueName: "n"))
  var gestures: Int?

  @Option(
    name: .long, help: ArgumentHelp("With --watch: the udev seat whose touchpads to open.", valueName: "seat")
  )
  var seat = "seat0"

  /// Bad combinations get one line and EX_USAGE, like every other Playhead error.
  func validate() throws {
    if let gestures, gestures < 1 {
      CLIError.report("--gestures must be at least 1, not \(gestures)")
      throw ExitCode(SysExits.usage)
    }
    if !watch && (device != nil || gestures != nil) {
      CLIError.report("--device and --gestures need --watch")
      throw ExitCode(SysExits.usage)
    }
  }

  func run() throws {
    do {
      if watch { runWatch() }
      try list()
    } catch {
      CLIError.report(error.description)
      throw ExitCode(error.exitCode)
    }
    try CLIError.flushStandardOutput()
  }

  private func list() throws(InputError) {
    let touchpads = try TouchpadInventory.list()
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = (try? encoder.encode(touchpads.map(Record.init))) ?? Data("[]".utf8)
      print(touchpads.isEmpty ? "[]" : Self.escapingBeyondASCII(String(decoding: data, as: UTF8.self)))
      return
    }
    if touchpads.isEmpty {
      print("No touchpad found. Run `playhead demo` to drive Playhead from a virtual touchpad.")
    } else {
      StandardOutput.print(Self.table(touchpads))
      if touchpads.contains(where: { !$0.canOpen }) {
        print("\nTo open touchpads marked \"no\", install \(InputError.udevRule) (see udev/README.md).")
      }
    }
    // The desktop's name comes from the environment: escaped whole, a line break in it too.
    if let line = Self.desktopLine(session: .current()) {
      StandardOutput.print("\n" + TerminalText.escaped(line))
    }
  }

  /// JSONEncoder's output with DEL, C1, bidi controls and U+2028/U+2029 written `\uXXXX`, as
  /// `JSONBytes` writes them (the encoder escapes only C0): outside JSON's ASCII syntax they can only
  /// be inside strings, so the values stay the same.
  static func escapingBeyondASCII(_ json: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard scalar.value >= 0x7F, TerminalText.needsEscape(scalar) else {
        out.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
    return String(out)
  }

  /// What `live` would say at start with the default transition (flip) in this session.
  static func desktopLine(session: DesktopSession) -> String? {
    guard let descriptor = BuiltInTransitions.named("flip"),
      let binding = try? GestureBinding(parsing: descriptor.defaultGesture)
    else { return nil }
    let dismissal = try? GestureBinding(parsing: descriptor.dismissalGesture)
    return DesktopNotice.line(binding: binding, dismissal: dismissal, session: session).map {
      "The desktop: \($0)."
    }
  }
}

extension DevicesCommand {
  /// The JSON object of one touchpad in `playhead devices --json` (unknown values are null).
  struct Record: Encodable {
    var info: TouchpadInfo

    enum CodingKeys: String, CodingKey { case name, node, widthMM, heightMM, gestures, canOpen }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(info.name, forKey: .name)
      try container.encode(info.node, forKey: .node)
      try container.encode(info.widthMM, forKey: .widthMM)
      try container.encode(info.heightMM, forKey: .heightMM)
      try container.encode(info.hasGestures, forKey: .gestures)
      try container.encode(info.canOpen, forKey: .canOpen)
    }
  }

  /// The human table: name, node, size, gestures, whether this user can open it.
  static func table(_ touchpads: [TouchpadInfo]) -> String {
    let header = ["NAME", "NODE", "SIZE", "GESTURES", "CAN OPEN"]
    let rows = touchpads.map { info -> [String] in
      let size: String
      if let width = info.widthMM, let height = info.heightMM {
        size = "\(millimetres(width))x\(millimetres(height)) mm"
      } else {
        size = "unknown"
      }
      let gestures = info.hasGestures.map { $0 ? "yes" : "no" } ?? "unknown"
      return [info.name, info.node, size, gestures, info.canOpen ? "yes" : "no"]
    }
    return TextTable.render([header] + rows)
  }

  /// Whole millimetres, rounded half to even as printf's `%.0f` did.
  static func millimetres(_ x: Double) -> String {
    guard let units = FixedPointText.units(x, decimals: 0, rounding: .toNearestOrEven) else { return "\(x)" }
    return FixedPointText.string(units: units, decimals: 0)
  }

  /// One `--watch` JSON line: the replay record's fields plus `timeUsec` (libinput's time_usec),
  /// `readUsec` (CLOCK_MONOTONIC when Playhead's wake-up began reading libinput's fd) and, for
  /// gestures, `handledUsec` (when the handler got it: handledUsec − readUsec is Playhead's dispatch cost).
  static func watchLine(_ event: InputEvent, readTime: Instant) -> String {
    func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }
    switch event {
    case .gesture(let g):
      var fields = [
        "\"kind\":\"\(g.kind.rawValue)\"", "\"phase\":\"\(g.phase.rawValue)\"",
        "\"cancelled\":\(g.cancelled)",
        "\"fingers\":\(g.fingers)", "\"time\":\(number(g.time.seconds))",
      ]
      if g.kind != .hold {
        fields += [
          "\"dx\":\(number(g.dx))", "\"dy\":\(number(g.dy))",
          "\"dxUnaccelerated\":\(number(g.dxUnaccelerated))",
          "\"dyUnaccelerated\":\(number(g.dyUnaccelerated))",
        ]
      }
      if let scale = g.scale { fields.append("\"scale\":\(number(scale))") }
      if let angle = g.angleDelta { fields.append("\"angle\":\(number(angle))") }
      fields += [
        "\"timeUsec\":\(g.time)", "\"readUsec\":\(readTime)", "\"handledUsec\":\(MonotonicClock.now())",
      ]
      return "{" + fields.joined(separator: ",") + "}"
    case .device(let d):
      let width = d.widthMM.map(number) ?? "null"
      let height = d.heightMM.map(number) ?? "null"
      return "{\"kind\":\"device\",\"phase\":\"\(d.phase.rawValue)\",\"name\":\(jsonString(d.name)),"
        + "\"sysname\":\(jsonString(d.sysname)),\"widthMM\":\(width),\"heightMM\":\(height),\"readUsec\":\(readTime)}"
    }
  }
}
