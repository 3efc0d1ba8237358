import PlayheadEvents

/// The latency a frame record carries (`latency` and `latencyMetric` in the state log): µs from the
/// newest input the frame shows for the first time to the frame's write, both ends read from the
/// engine loop's one clock.
///
/// It starts at the event's own time (`event_to_frame`) where that time is when the event happened,
/// and at the read that delivered the event (`read_to_frame`) where it is not: under the umockdev
/// testbed the times are the events file's stamps, from a pipe they are a transcript's (the frame's
/// `latencyMetric`, the engine's `hudLatency`). A latency is made only through `init?`, which refuses
/// an end before its start, so no record can say a frame was shown before its input (stamps out of
/// order or on two clocks, issue 24); the state log counts what it refused (`refusedLatencies`).
public struct FrameLatency: Sendable, Hashable {
  /// `eventToFrame` or `readToFrame`.
  public let metric: LatencyMetric
  /// Always ≥ 0.
  public let microseconds: Int64

  /// nil when `end` is before `start`, or `metric` is not a stamp → frame latency.
  public init?(_ metric: LatencyMetric, from start: Instant, to end: Instant) {
    guard metric == .eventToFrame || metric == .readToFrame, end >= start else { return nil }
    self.metric = metric
    microseconds = (end - start).microseconds
  }
}

extension Frame {
  /// Where this frame's latency starts, as its `newestLatencyMetric` says: the newest new event's
  /// time, or the read that delivered it; nil when the frame shows no new event (or the read is unknown).
  public var latencyOrigin: Instant? {
    newestLatencyMetric == .readToFrame ? newestRead : newestEvent
  }
}
