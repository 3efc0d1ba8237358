import ArgumentParser

/// What the stamping helpers take: the stamps file, then the command whose output is stamped.
struct StampedCommand: ParsableArguments {
  @Argument(help: ArgumentHelp("Where the stamps go, one line per output.", valueName: "file"))
  var stamps: String

  @Argument(parsing: .postTerminator, help: "The command, after --.")
  var command: [String] = []
}
