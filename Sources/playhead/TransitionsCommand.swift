import ArgumentParser
import PlayheadTransitionFile
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

  @Option(
    help: ArgumentHelp("Print this built-in's transition file, to start your own from.", valueName: "name"),
    completion: .transitionName)
  var export: String?

  func run() throws {
    if let export {
      guard let text = BuiltInTransitions.text(named: export) else { throw TransitionSource.unknown(export) }
      print(text, terminator: "")
    } else {
      let all = BuiltInTransitions.all
      if json {
        print(BuiltInTransitions.listingJSON(of: all))
      } else {
        StandardOutput.print(BuiltInTransitions.listing(of: all))
      }
    }
    try CLIError.flushStandardOutput()
  }
}
