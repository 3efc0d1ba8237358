import ArgumentParser
import PlayheadTransitions

/// `playhead transitions`.
struct TransitionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transitions",
    abstract: "List the transition catalogue with each one's duration, curve, gesture and release rule.")

  @Flag(help: "Print one JSON object per transition, one per line.")
  var json = false

  func run() {
    print(json ? TransitionCatalogue.listingJSON : TransitionCatalogue.listing)
  }
}
