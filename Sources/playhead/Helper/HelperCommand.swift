import ArgumentParser

/// `playhead helper`: the child processes `playhead bench` starts of itself, and the CLI fuzz's batch
/// runner; hidden, not for people.
struct HelperCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "helper",
    abstract: "Run one of the child processes that `playhead bench` starts.",
    discussion: """
      Not for people: `playhead bench` runs these as its own children, and the CLI fuzz runs its \
      batches through run-many; their arguments may change with them.
      """,
    shouldDisplay: false,
    subcommands: [
      StampLinesHelper.self, StampPtyHelper.self, ConsumeHelper.self, AllocationProbeHelper.self,
      RunManyHelper.self,
    ]
  )
}
