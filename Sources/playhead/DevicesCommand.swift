import ArgumentParser
import PlayheadInput

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
      throw CLIError.usage("--gestures must be at least 1, not \(gestures)")
    }
    if !watch && (device != nil || gestures != nil) {
      throw CLIError.usage("--device and --gestures need --watch")
    }
  }

  func run() throws {
    do throws(InputError) {
      if watch {
        DevicesWatch(input: .touchpads(device.map { .path($0) } ?? .udev(seat: seat)), gestures: gestures)
          .run()
      }
      try TouchpadListing.print(json: json)
    } catch {
      throw CLIError.failure(error.description, error.exitCode)
    }
    try CLIError.flushStandardOutput()
  }
}
