import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadTransitions
import Testing

/// A frame record's latency: from the stamp its metric names to the write, never negative (issue 24).
@Suite("Frame latency")
struct FrameLatencyTests {
  /// A frame showing an event stamped `event` µs and read at `read` µs, measured by `metric`.
  static func frame(event: Microseconds?, read: Microseconds?, metric: LatencyMetric) -> Frame {
    let sample = TransitionSample(
      transition: "flip", phase: .interactive, percent: 0.25, speed: 0, timeOffset: 0.25, duration: 1,
      isDismissal: false, isInteractive: true, isPaused: false)
    return Frame(
      seq: 3, time: 2_000_000, transition: "flip", isDismissal: false, gesture: nil, sample: sample,
      duration: 1, layerNames: [], layers: [], decision: nil, newestEvent: event, newestRead: read,
      latencyMetric: metric)
  }

  /// The `frame` record `frame` writes at `written`, parsed, and the log's refusal count.
  static func record(_ frame: Frame, writtenAt written: Microseconds) throws -> ([String: Any], Int) {
    let path = NSTemporaryDirectory() + "playhead-latency-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.frame(frame, writtenAt: written)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return (try #require(object), log.refusedLatencies)
  }

  @Test("event → frame: the write less the event's time, and the metric named")
  func eventToFrame() throws {
    let (r, refused) = try Self.record(
      Self.frame(event: 1_990_000, read: 1_995_000, metric: .eventToFrame), writtenAt: 2_001_500)
    #expect(r["latency"] as? Int == 11_500)  // 2 001 500 − 1 990 000
    #expect(r["latencyMetric"] as? String == "event_to_frame")
    #expect(refused == 0)
  }

  @Test("read → frame (the testbed, a pipe): measured from the read, whatever the event's stamp says")
  func readToFrame() throws {
    // umockdev handed the event out 40 ms before the time it carries: event → frame would be −38.5 ms.
    let (r, refused) = try Self.record(
      Self.frame(event: 2_040_000, read: 1_999_000, metric: .readToFrame), writtenAt: 2_001_500)
    #expect(r["latency"] as? Int == 2_500)  // 2 001 500 − 1 999 000
    #expect(r["latencyMetric"] as? String == "read_to_frame")
    #expect(refused == 0)
  }

  @Test("a latency that would be negative is not written, and is counted")
  func negativeRefused() throws {
    let (r, refused) = try Self.record(
      Self.frame(event: 2_040_000, read: 1_999_000, metric: .eventToFrame), writtenAt: 2_001_500)
    #expect(r["latency"] == nil && r["latencyMetric"] == nil)
    #expect(r["type"] as? String == "frame" && r["seq"] as? Int == 3, "the record itself is whole")
    #expect(refused == 1)
    #expect(FrameLatency(.eventToFrame, from: 10, to: 9) == nil)
    #expect(FrameLatency(.readToFrame, from: 10, to: 10)?.microseconds == 0)
    #expect(FrameLatency(.frameBuild, from: 0, to: 10) == nil, "only a stamp → frame latency")
  }

  @Test("no new event: no latency and nothing refused")
  func noEvent() throws {
    let (r, refused) = try Self.record(
      Self.frame(event: nil, read: nil, metric: .readToFrame), writtenAt: 2_001_500)
    #expect(r["latency"] == nil && r["latencyMetric"] == nil)
    #expect(refused == 0)
  }
}
