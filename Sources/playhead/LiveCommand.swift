import ArgumentParser
import PlayheadInput

/// `playhead live`: the touchpad drives a transition, shown in the HUD and logged.
struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Drive a transition with your touchpad, live, through libinput.",
    discussion: """
      Reads every touchpad on the seat (or the one --device names) and scrubs the transition as your \
      fingers move. Keys: q quits, space plays the transition without a gesture, r reverses \
      present/dismiss, s slows animations, p pauses. With no readable touchpad it says why; \
      `playhead demo` needs none.
      """)

  @OptionGroup var shared: SharedOptions

  @Option(help: ArgumentHelp("Read this touchpad only, e.g. /dev/input/event6.", valueName: "path"))
  var device: String?

  @Option(help: ArgumentHelp("The udev seat whose touchpads are read.", valueName: "seat"))
  var seat: String = "seat0"

  var backend: LibinputSource.Backend { device.map { .path($0) } ?? .udev(seat: seat) }

  func run() throws {
    let label = device.map { "live: \($0)" } ?? "live: \(seat)"
    let setup = try EngineSetup(options: shared, source: label, live: true)
    EngineRunner(setup: setup).runLive(backend: backend)
  }
}
