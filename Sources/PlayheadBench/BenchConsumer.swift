import Foundation
import PlayheadEngine

/// The in-process consumer's report file (`playhead helper consume`), read back into a bench report.
public enum BenchConsumer {
  /// The note for intervals the recorder refused because they came out negative (stamps out of
  /// order or on two clocks: a defect, issue 24); nil for none.
  public static func negativeIntervalsNote(_ count: Int) -> String? {
    count == 0 ? nil : "\(count) intervals came out negative and were left out (stamps out of order)"
  }

  /// Reads a consumer report back into the bench report's latency figures.
  public static func readConsumerReport(_ path: String, into report: inout BenchReport) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      report.notes.append("the in-process consumer left no report: no stage figures")
      return
    }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, fields[0] == "missed_frames", let missed = Int(fields[1]) {
        report.missedFrames = missed
        continue
      }
      if fields.count == 2, fields[0] == "negative_intervals", let count = Int(fields[1]) {
        if let note = negativeIntervalsNote(count) { report.notes.append(note) }
        continue
      }
      guard fields.count == 6, let metric = LatencyMetric(rawValue: String(fields[0])) else { continue }
      let numbers = fields[1...4].compactMap { Double($0) }
      guard numbers.count == 4, let count = UInt64(fields[5]) else { continue }
      let summary = LatencySummary(
        p50: numbers[0], p95: numbers[1], p99: numbers[2], max: numbers[3], count: count)
      switch metric {
      case .frameBytes: break  // the HUD run on the pseudo-terminal gives the bytes of real frames
      case .frameOutput: report.frameOutput = summary
      case .engineCost, .recognize, .interact, .eventsPerFrame, .readToFrame: break
      // Stages to presentation need a window, which the consumer has not.
      case .eventToPresented, .buildToCommit, .commitToPresented, .presentedInterval: break
      case .inputDispatch, .eventToState, .frameWait, .eventToFrame, .frameLateness, .frameBuild:
        report.latency[metric] = summary
      }
    }
  }
}
