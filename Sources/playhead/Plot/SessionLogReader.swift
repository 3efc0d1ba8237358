import PlayheadInput
import PlayheadPlot

/// Reads a state log (docs/engine.md) for `playhead plot`: twice, streaming, in constant memory —
/// the first pass checks every line and finds the extent, the second folds the records into the plot.
enum SessionLogReader {
  /// The plot of the log at `path`; `.invalid` names the first line that is not a state-log record,
  /// or the end of a log with no frames.
  static func plot(_ path: String) throws(JSONLinesError) -> SessionPlot {
    var extent = SessionExtent()
    let lines = try JSONLinesFile.read(path) { _, record in
      guard let type = record.string("type") else { return "not a Playhead state log record (no \"type\")" }
      guard let t = record.number("t"), t.isFinite else { return "a \(type) record without a time \"t\"" }
      switch type {
      case "frame":
        guard let percent = record.number("percent"),
          let phase = record.string("phase").flatMap(SessionPhase.init(name:))
        else { return "a frame record without its percent and phase" }
        extent.frame(
          t: t, phase: phase, percent: percent, timeOffset: record.number("timeOffset") ?? .nan,
          transition: record.string("transition") ?? "")
      case "decision":
        guard record.string("outcome") != nil else { return "a decision record without its outcome" }
        extent.decision(t: t)
      case "gesture", "complete", "reload":
        extent.time(t)
      default:
        return "not a Playhead state log record (type \"\(type)\")"
      }
      return nil
    }
    guard extent.frames > 0 else {
      throw JSONLinesError(
        kind: .invalid, file: path, line: max(lines, 1), reason: "no frame records: nothing to plot")
    }
    var plot = SessionPlot(title: path, extent: extent)
    try JSONLinesFile.read(path) { _, record in
      guard let t = record.number("t") else { return nil }
      if record.string("type", is: "frame") {
        plot.frame(
          t: t, phase: record.string("phase").flatMap(SessionPhase.init(name:)) ?? .idle,
          percent: record.number("percent") ?? .nan, timeOffset: record.number("timeOffset") ?? .nan,
          transition: record.string("transition") ?? "")
      } else if record.string("type", is: "decision") {
        plot.decision(
          t: t, finish: record.string("outcome", is: "finish"), reason: record.string("reason") ?? "")
      }
      return nil
    }
    return plot
  }
}
