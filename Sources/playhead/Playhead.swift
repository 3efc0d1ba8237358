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
}
