import PlayheadEngine
import PlayheadSystem

extension BenchReport {
  /// The human-readable table: one row per distribution (p50 p95 p99 max), then the single figures and
  /// the notes.
  public func table() -> String {
    var rows: [[String]] = [["metric", "p50", "p95", "p99", "max", "unit"]]
    /// "n/a": not measurable in this mode; "-": measurable, but nothing was recorded.
    func add(_ name: String, _ s: LatencySummary?, unit: String) {
      let cells = s.map { s in
        s.count > 0 ? [s.p50, s.p95, s.p99, s.max].map { Self.cell($0) } : ["-", "-", "-", "-"]
      }
      rows.append([name] + (cells ?? ["n/a", "n/a", "n/a", "n/a"]) + [unit])
    }
    for metric in Self.jsonLatencyMetrics { add(metric.rawValue, latency[metric] ?? .empty, unit: "µs") }
    if let output = frameOutput { add("frame_output", output, unit: "µs") }
    add("engine_cost", engineCost, unit: "µs")
    add("frame_bytes", frameBytes, unit: "B")
    if let testbed {
      /// A consumer's read → line split, in the two rows under its own.
      func addSplit(_ split: DrainSplit?, own: String) {
        guard let split else { return }
        add("  libinput_dispatch", split.dispatch, unit: "µs read→drained")
        add("  " + own, split.handling, unit: "µs drained→line")
      }
      add("libinput_debug_events", testbed.libinputDebugEvents, unit: "µs read→line")
      addSplit(testbed.libinputSplit, own: "libinput_printing")
      add("playhead_log", testbed.playheadLog, unit: "µs read→line")
      addSplit(testbed.playheadLogSplit, own: "playhead_handling")
      add("playhead_hud", testbed.playheadHUD, unit: "µs read→frame")
      add("libinput_gesture_delay", testbed.libinputGestureDelay, unit: "µs read→BEGIN")
    }
    if let prediction {
      add("prediction_error", prediction.errorMM, unit: "mm")
      add("error_without_prediction", prediction.errorWithoutMM, unit: "mm")
    }
    for (run, suffix) in presentationRuns {
      for (name, summary, unit) in Self.presentationRows(run, suffix: suffix) {
        add(name, summary, unit: unit)
      }
    }
    var lines = ["playhead bench: \(title)"]
    let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for (index, row) in rows.enumerated() {
      var line = row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
      for column in 1..<5 {
        line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
      }
      line += "  " + row[5]
      lines.append(line.trimmingTrailingSpaces())
      if index == 0 { lines.append(String(repeating: "-", count: widths.reduce(0, +) + 10)) }
    }
    var singles: [(String, String)] = [
      ("events_per_second", eventsPerSecond.map { Self.cell($0) } ?? "n/a"),
      ("missed_frames", String(missedFrames)),
      ("allocations_per_event", allocationsPerEvent.map { Self.cell($0) } ?? "n/a"),
      ("idle_wakeups_per_second", idleWakeupsPerSecond.map { Self.cell($0) } ?? "n/a"),
    ]
    if let testbed {
      singles.append(("ratio_vs_libinput p50", testbed.ratioP50.map { Self.cell($0) } ?? "n/a"))
      singles.append(("ratio_vs_libinput p99", testbed.ratioP99.map { Self.cell($0) } ?? "n/a"))
    }
    if let prediction { singles.append(("hidden_latency_ms", Self.cell(prediction.hiddenMilliseconds))) }
    for (run, suffix) in presentationRuns { singles += Self.presentationSingles(run, suffix: suffix) }
    if let cpuLatency {
      singles.append(("cpu_latency_requested_us", String(cpuLatency.requested)))
      singles.append(("cpu_latency_in_force_us", String(cpuLatency.inForce)))
    }
    singles += extras
    let nameWidth = singles.map { $0.0.count }.max() ?? 0
    lines.append("")
    for (name, value) in singles {
      lines.append(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + value)
    }
    if !notes.isEmpty {
      lines.append("")
      for note in notes { lines.append("note: " + note) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number for the table: three decimals below 10, one below 1000, none above (the magnitude
  /// before rounding decides), rounded half away from zero by the one number writer; "n/a" when not
  /// finite or past Int64's units (no measurement comes near).
  public static func cell(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude < 10 ? 3 : (magnitude < 1000 ? 1 : 0)
    guard let units = FixedPointText.units(value, decimals: decimals) else { return "n/a" }
    return FixedPointText.string(units: units, decimals: decimals)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[..<end])
  }
}
