import PlayheadEngine
import PlayheadSystem

extension BenchReport {
  /// The one JSON object of `playhead bench --json`, keys in the order:
  /// the six latency metrics, `engine_cost`, `allocations_per_event`, `idle_wakeups_per_second`,
  /// `events_per_second`, `missed_frames`, `frame_bytes`; in testbed mode `libinput_debug_events`,
  /// `playhead_log`, `playhead_hud`, `ratio_vs_libinput` and `libinput_gesture_delay`; with
  /// `--predict`, `prediction`; with `--window`, `presentation` and (with `--predict`)
  /// `presentation_predicted`; with `--cpu-latency`, `cpu_latency`.
  public func json() -> String {
    var fields: [(String, String)] = []
    for metric in Self.jsonLatencyMetrics {
      fields.append((metric.rawValue, Self.json(latency[metric] ?? .empty)))
    }
    fields.append(("engine_cost", Self.json(engineCost)))
    fields.append(("allocations_per_event", Self.json(allocationsPerEvent)))
    fields.append(("idle_wakeups_per_second", Self.json(idleWakeupsPerSecond)))
    fields.append(("events_per_second", Self.json(eventsPerSecond)))
    fields.append(("missed_frames", Self.json(missedFrames)))
    fields.append(("frame_bytes", Self.json(frameBytes)))
    if let testbed {
      fields.append(("libinput_debug_events", Self.json(testbed.libinputDebugEvents)))
      fields.append(("playhead_log", Self.json(testbed.playheadLog)))
      fields.append(("playhead_hud", testbed.playheadHUD.map { Self.json($0) } ?? "null"))
      fields.append(
        (
          "ratio_vs_libinput",
          Self.object([("p50", Self.json(testbed.ratioP50)), ("p99", Self.json(testbed.ratioP99))])
        ))
      fields.append(("libinput_gesture_delay", Self.json(testbed.libinputGestureDelay)))
    }
    if let prediction {
      fields.append(
        (
          "prediction",
          Self.object([
            ("error_mm", Self.json(prediction.errorMM)),
            ("error_without_prediction_mm", Self.json(prediction.errorWithoutMM)),
            ("hidden_latency_ms", Self.json(prediction.hiddenMilliseconds)),
          ])
        ))
    }
    fields += presentationFields()
    if let cpuLatency {
      fields.append(
        (
          "cpu_latency",
          Self.object([
            ("requested_us", Self.json(Int(cpuLatency.requested))),
            ("in_force_us", Self.json(Int(cpuLatency.inForce))),
          ])
        ))
    }
    return Self.object(fields)
  }

  /// `{"p50", "p95", "p99", "max"}`; all null when nothing was recorded.
  static func json(_ s: LatencySummary) -> String {
    if s.count == 0 { return object([("p50", "null"), ("p95", "null"), ("p99", "null"), ("max", "null")]) }
    return object([("p50", json(s.p50)), ("p95", json(s.p95)), ("p99", json(s.p99)), ("max", json(s.max))])
  }

  /// A figure through the one JSON writer: nanosecond resolution in µs, so three decimals (trailing
  /// zeros dropped, a whole number without a point); `null` when unknown or not finite.
  static func json(_ value: Double?) -> String {
    JSONBytes.text { JSONBytes.appendNumber(value, decimals: 3, to: &$0) }
  }

  static func json(_ count: Int) -> String {
    JSONBytes.text { JSONBytes.appendInteger(Int64(count), to: &$0) }
  }

  /// `{"key":value,…}` of values already written as JSON.
  static func object(_ fields: [(String, String)]) -> String {
    JSONBytes.text { out in
      out.append(UInt8(ascii: "{"))
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONBytes.appendString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        out.append(contentsOf: value.utf8)
      }
      out.append(UInt8(ascii: "}"))
    }
  }
}
