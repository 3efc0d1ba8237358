import ArgumentParser
import PlayheadTransitions

/// `playhead transitions`.
struct TransitionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transitions",
    abstract: "List the transition catalogue with each one's duration, curve, gesture and release rule.",
    discussion: """
      The seed column names the write-up each transition follows. The percent column is how the \
      gesture's travel becomes percent complete; the release rule decides, when the fingers lift, \
      whether the transition finishes or cancels.
      """)

  @Flag(help: "Print one JSON object per transition, one per line.")
  var json = false

  func run() throws {
    print(json ? TransitionCatalogue.listingJSON : TransitionCatalogue.listing)
    try CLIError.flushStandardOutput()
  }
}
