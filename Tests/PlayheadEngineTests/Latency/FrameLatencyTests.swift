import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadTransitions
import Testing

/// A frame record's latency: from the stamp its metric names to the write, never negative (issue 24).
@Suite("Frame latency")
struct FrameLatencyTests {
  /// A frame showing an event stamped `event` µs and read at `read` µs, measured by `metric`; the HUD's
  /// latency line shows `summary` (the same metric unless given).
  static func frame(event: Instant?, read: Instant?, metric: LatencyMetric, summary: LatencyMetric? = nil)
    -> Frame
  {
    let sample = TransitionSample(
      transition: "flip", phase: .interactive, percent: 0.25, speed: 0, timeOffset: 0.25, duration: 1,
      isDismissal: false, isInteractive: true, isPaused: false)
    return Frame(
      seq: 3, time: 2_000_000, transition: "flip", isDismissal: false, gesture: nil, sample: sample,
      duration: 1, layerNames: [], layers: [], decision: nil, newestEvent: event, newestRead: read,
      newestLatencyMetric: metric, latencyMetric: summary ?? metric)
  }

  /// The `frame` record `frame` writes at `written`, parsed, and the log's refusal count.
  static func record(_ frame: Frame, writtenAt written: Instant) throws -> ([String: Any], Int) {
    let path = NSTemporaryDirectory() + "playhead-latency-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.frame(frame, writtenAt: written)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return (try #require(object), log.refusedLatencies)
  }

  /// One frame written at 2 001 500 µs: what it showed, how its latency is measured, and the record's
  /// `latency` and `latencyMetric` and the log's refusals, each worked by hand.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var event: Instant?
    var read: Instant?
    var metric: LatencyMetric
    /// The HUD's latency line, when it shows another metric.
    var summary: LatencyMetric? = nil
    var latency: Int?
    var metricName: String?
    var refused: Int
  }

  static let cases = [
    Case(
      testDescription: "event → frame: the write less the event's time, and the metric named",
      event: 1_990_000, read: 1_995_000, metric: .eventToFrame,
      latency: 11_500,  // 2 001 500 − 1 990 000
      metricName: "event_to_frame", refused: 0),
    // umockdev handed the event out 40 ms before the time it carries: event → frame would be −38.5 ms.
    Case(
      testDescription:
        "read → frame (the testbed, a pipe): measured from the read, whatever the event's stamp says",
      event: 2_040_000, read: 1_999_000, metric: .readToFrame,
      latency: 2_500,  // 2 001 500 − 1 999 000
      metricName: "read_to_frame", refused: 0),
    Case(
      testDescription: "a latency that would be negative is not written, and is counted",
      event: 2_040_000, read: 1_999_000, metric: .eventToFrame,  // 2 001 500 − 2 040 000 < 0
      latency: nil, metricName: nil, refused: 1),
    // Before: the record had no latency once a HUD beside a window switched to event → presented.
    Case(
      testDescription:
        "a HUD showing event → presented (beside a window): the record still measures event → frame",
      event: 1_990_000, read: 1_995_000, metric: .eventToFrame, summary: .eventToPresented,
      latency: 11_500,  // 2 001 500 − 1 990 000
      metricName: "event_to_frame", refused: 0),
    Case(
      testDescription: "no new event: no latency and nothing refused",
      event: nil, read: nil, metric: .readToFrame, latency: nil, metricName: nil, refused: 0),
  ]

  @Test(arguments: cases)
  func latencyOfTheRecord(_ c: Case) throws {
    let (r, refused) = try Self.record(
      Self.frame(event: c.event, read: c.read, metric: c.metric, summary: c.summary), writtenAt: 2_001_500)
    if let latency = c.latency {
      #expect(r["latency"] as? Int == latency)
      #expect(r["latencyMetric"] as? String == c.metricName)
    } else {
      #expect(r["latency"] == nil && r["latencyMetric"] == nil)
    }
    #expect(r["type"] as? String == "frame" && r["seq"] as? Int == 3, "the record itself is whole")
    #expect(refused == c.refused)
  }

  @Test("a latency exists only from a stamp to the frame, and never ends before it starts")
  func refusedByTheInitializer() {
    #expect(FrameLatency(.eventToFrame, from: 10, to: 9) == nil)
    #expect(FrameLatency(.readToFrame, from: 10, to: 10)?.microseconds == 0)
    #expect(FrameLatency(.frameBuild, from: 0, to: 10) == nil, "only a stamp → frame latency")
  }
}
