import ArgumentParser

/// `playhead sample TRANSITION --percent P [--dismissal] [--json | --draw COLSxROWS [--style S]]`.
struct SampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample",
    abstract: "Print each layer's presentation values with a transition paused at a percent.",
    discussion: """
      The transition is paused the way UIKit's percent-driven interactor pauses it (container speed 0, \
      timeOffset = duration × percent), so the values are what a gesture held at that percent shows. \
      The container comes first, then its layers back to front; angles are in degrees, lengths in \
      points. --draw COLSxROWS draws them instead, as the HUD's layer view does: each layer through its \
      transform and the container's perspective (docs/hud.md).
      """)

  @Argument(help: "The transition to sample (see `playhead transitions`).", completion: .transitionName)
  var transition: String?

  @Option(
    name: .customLong("transition-file"),
    help: ArgumentHelp("Sample the transition this file describes instead.", valueName: "file"),
    completion: .transitionFile)
  var transitionFile: String?

  // Numbers are read as text so that a bad one ("abc", "-0.1", "nan") gets Playhead's one-line
  // error instead of argument-parser's usage block; `.unconditional` lets "-0.1" reach that check.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("How far the transition has run, from 0 to 1.", valueName: "p"))
  var percent: String

  @Flag(help: "Sample the dismissal (the transition played in reverse).")
  var dismissal = false

  @Flag(help: "Print one JSON object instead of one line per layer.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Draw the layers as the HUD does, on a panel this many cells across and down.", valueName: "colsxrows"))
  var draw: String?

  @Option(
    help: ArgumentHelp(
      "How --draw fills cells: braille, blocks or ascii (default: braille, ascii where the locale is not UTF-8).",
      valueName: "style"),
    completion: .drawStyle)
  var style: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Container width in points (default: 320, or the transition file's).", valueName: "points"))
  var width: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Container height in points (default: 568, or the transition file's).", valueName: "points"))
  var height: String?

  func run() throws {
    if transition != nil && transitionFile != nil {
      throw CLIError.usage("give a transition name or --transition-file, not both")
    }
    guard transition != nil || transitionFile != nil else {
      throw CLIError.usage(
        "give a transition to sample (see `playhead transitions`) or --transition-file FILE")
    }
    let request = SampleRequest(
      source: try TransitionSource.resolve(name: transition, file: transitionFile),
      transitionFile: transitionFile,
      percent: percent, width: width, height: height, isDismissal: dismissal)
    let report = try request.report()
    if let draw {
      try SampleDrawing(panel: draw, style: style, json: json).print(report)
    } else {
      if json { print(report.json) } else { StandardOutput.print(report.text) }
    }
    try CLIError.flushStandardOutput()
  }
}
