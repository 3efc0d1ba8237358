import ArgumentParser

@main
struct Playhead: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playhead",
    abstract: "Scrub UIKit-style interactive transitions with touchpad gestures.",
    // The man page's DESCRIPTION (generate-manual puts the discussion there) as well as --help's.
    discussion: """
      Touchpad swipes and pinches, read through libinput, scrub a transition's animation timeline as \
      UIKit's percent-driven interactive transitions do: while the fingers move the container layer \
      is paused and its timeOffset follows them; when they lift, a release rule decides to finish or \
      cancel and the completion plays from there. A terminal HUD shows the live state, --log writes \
      it as JSON lines, and bench measures the latency each stage adds; demo needs no touchpad. A \
      failure is one line on standard error and a sysexits(3) status (man playhead lists them).
      """,
    version: "0.1.0",
    subcommands: [
      LiveCommand.self, DemoCommand.self, ReplayCommand.self, RecordCommand.self, DevicesCommand.self,
      SampleCommand.self, TransitionsCommand.self, CheckCommand.self, CompareCommand.self,
      SimulateCommand.self,
      BenchCommand.self, PlotCommand.self, HelperCommand.self,
    ]
  )

  /// argument-parser's own `main` prints its usage block under every error; Playhead's errors are one
  /// line (README), so what reaches the root goes through `CommandLineExit`, the one place that says how.
  static func main() { main(Array(CommandLine.arguments.dropFirst())) }

  /// The same for `arguments` (`helper run-many` runs each fuzzed vector through it, as a launch would).
  static func main(_ arguments: [String]?) {
    let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    do {
      try CommandLineExit.checkHelpTopic(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      CommandLineExit.exit(with: error)
    }
  }
}
