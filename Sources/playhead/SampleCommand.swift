import ArgumentParser
import PlayheadTiming
import PlayheadTransitions

/// `playhead sample TRANSITION --percent P [--dismissal] [--json]`.
struct SampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Print every layer's presentation values with a transition scrubbed to a percent.")

  @Argument(help: "The transition (see `playhead transitions`).")
  var transition: String

  @Option(help: "Percent complete, from 0 to 1.")
  var percent: Double

  @Flag(help: "Sample the dismissal (the reverse direction).")
  var dismissal = false

  @Flag(help: "Print one JSON object instead of a table.")
  var json = false

  @Option(help: "Container width in points.")
  var width: Double = 320

  @Option(help: "Container height in points.")
  var height: Double = 568

  func run() throws {
    guard let descriptor = TransitionCatalogue.named(transition) else {
      throw ValidationError(
        "unknown transition '\(transition)'; the transitions are \(TransitionCatalogue.names.joined(separator: ", "))")
    }
    let report: SampleReport
    do {
      report = try SampleReport(
        descriptor: descriptor, percent: percent, isDismissal: dismissal,
        container: ContainerSize(width: width, height: height))
    } catch {
      throw ValidationError("\(error)")
    }
    print(json ? report.json : report.text)
  }
}
