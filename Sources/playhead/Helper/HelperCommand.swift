import ArgumentParser

/// `playhead helper`: the child processes `playhead bench` starts of itself; hidden, not for people.
struct HelperCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "helper",
    abstract: "Run one of the child processes that `playhead bench` starts.",
    discussion: """
      Not for people: `playhead bench` runs these as its own children, and their arguments may \
      change with it.
      """,
    shouldDisplay: false,
    subcommands: [
      StampLinesHelper.self, StampPtyHelper.self, ConsumeHelper.self, AllocationProbeHelper.self,
    ]
  )
}
