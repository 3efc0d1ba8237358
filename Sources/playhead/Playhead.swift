import ArgumentParser

@main
struct Playhead: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playhead",
    abstract: "Scrub UIKit-style interactive transitions with touchpad gestures.",
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
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      try CommandLineExit.checkHelpTopic(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      CommandLineExit.exit(with: error)
    }
  }
}
