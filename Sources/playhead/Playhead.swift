import ArgumentParser

@main
struct Playhead: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playhead",
    abstract: "Scrub UIKit-style interactive transitions with touchpad gestures.",
    version: "0.1.0",
    subcommands: [DevicesCommand.self, ReplayCommand.self, SampleCommand.self, TransitionsCommand.self]
  )
}
