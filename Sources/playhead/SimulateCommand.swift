import ArgumentParser
import Foundation
import PlayheadTestbed

/// `playhead simulate`: a virtual touchpad playing a script (or a `libinput record` file) through real
/// libinput, with a command running against it.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract:
      "Play scripted gestures on a virtual touchpad through real libinput and run a command against it.",
    discussion: """
      Arguments after -- that start with "-" (or none) go to `playhead live`, which then runs \
      against the virtual touchpad through real libinput; anything else after -- is a command run \
      in its place (it finds the touchpad at /dev/input/event12, also in $PLAYHEAD_TESTBED_DEVICE). \
      With --reference the command is `libinput debug-events`. Commands of our own are stopped \
      with SIGINT once they have read the last event (--stop-after seconds later).

      Examples:
        playhead simulate --script "swipe 3 up 15mm 300ms" -- --log - --no-hud
        playhead simulate --touchpad precision-i2c \\
          --script "swipe 4 left 40mm 250ms" --reference
        playhead simulate --recording touchpad.yml -- libinput debug-events
      """)

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Built-in touchpad: synaptics-ps2, precision-i2c or apple-trackpad.", valueName: "name"),
    completion: .touchpadName)
  var touchpad: String = TouchpadSpec.default.name

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Gesture script, e.g. \"swipe 3 up 20mm 300ms; pinch 2 out 1.5 400ms\".", valueName: "script"))
  var script: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay a `libinput record` YAML file (device and events) instead of a script.", valueName: "file"),
    completion: .file(extensions: ["yaml", "yml"]))
  var recording: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay an evemu events file (E: sec.usec type code value) on --touchpad.", valueName: "file"),
    completion: .file())
  var events: String?

  @Flag(name: .long, help: "Create the touchpad through /dev/uinput (real kernel path) instead of umockdev.")
  var uinput = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Append a 40-byte record per read() of the device to this file (latency stamps).", valueName: "file"),
    completion: .file())
  var readStamps: String?

  @Flag(name: .long, help: "Run the reference consumer `libinput debug-events` instead of `playhead live`.")
  var reference = false

  // Numbers are `.unconditional` so that "-1" is a value (refused in validate() in one line), not a flag.
  @Option(
    name: .long, parsing: .unconditional,
    help:
      ArgumentHelp(
        "Unplug the touchpad this many seconds after the first touch (reads fail with ENODEV, udev sends remove).",
        valueName: "s"))
  var vanishAfter: Double?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Send the command SIGINT this many seconds after it has read the last event (default: 0.5).",
      valueName: "s"))
  var stopAfter: Double?

  @Flag(name: .long, help: "Print the umockdev files (description, ioctls, udev database, events) and exit.")
  var printFiles = false

  @Argument(
    parsing: .postTerminator,
    help: "Options for `playhead live` (the default command), or another command to run against the touchpad."
  )
  var command: [String] = []

  func validate() throws {
    let sources = [script != nil, recording != nil, events != nil].filter { $0 }.count
    if sources > 1 { throw CLIError.usage("give one of --script, --recording or --events") }
    if sources == 0 { throw CLIError.usage("give --script \"…\", --recording FILE or --events FILE") }
    for (name, seconds) in [("--vanish-after", vanishAfter), ("--stop-after", stopAfter)] {
      if let seconds, !(seconds.isFinite && seconds >= 0) {
        throw CLIError.usage("\(name) must be a number of seconds ≥ 0, got \(CLIError.number(seconds))")
      }
    }
  }

  func run() throws {
    do {
      let source: TestbedInput.Source
      if let recording {
        source = .recording(path: recording)
      } else if let events {
        source = .events(path: events, touchpad: touchpad)
      } else {
        source = .script(script ?? "", touchpad: touchpad)
      }
      let run = SimulationRun(
        input: try TestbedInput(source),
        command: SimulationRun.command(after: command, reference: reference, executable: Self.selfPath),
        uinput: uinput, printFiles: printFiles, readStamps: readStamps, vanishAfter: vanishAfter,
        stopAfter: stopAfter)
      try run.run()
    } catch let error as TestbedError {
      throw CLIError.failure("simulate: \(error)", error.exitCode)
    }
  }

  /// This executable, which simulate, demo and bench run again inside the testbed (`live`, helpers).
  static var selfPath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }
}
