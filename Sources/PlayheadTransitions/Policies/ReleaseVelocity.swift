import Foundation

/// The velocity estimators of the platforms' release rules, each as its source computes it, over a
/// `GestureTrack` in percent (so each returns percent per second, or per event for Hyprland).
/// Sources and constants: docs/policies.md.
public enum ReleaseVelocity {
  /// Whole milliseconds, as Clutter's and Android's event times are. Playhead's times are whole
  /// microseconds; the nanosecond added keeps a product such as 0.35 × 1000 = 349.999… at 350.
  static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000 + 1e-6).rounded(.down) }

  /// GNOME Shell's `EventHistory` (js/ui/swipeTracker.js): the began event appends (t, 0), each
  /// update (t, δ), times in whole milliseconds (Clutter's event time); every append, and the release,
  /// first trims the records older than 150 ms, except that a trim which would remove every record
  /// removes none (`findIndex` answers −1 and `splice(0, −1)` deletes nothing). The velocity is the
  /// sum of the deltas after the first record over the span of the records, Σ δ₂…δₙ / (tₙ − t₁).
  /// libadwaita (src/adw-swipe-tracker.c) records no began event, appends the first update twice
  /// (once while pending, once scrolling), and its `trim_history` does remove every record when all
  /// are older: after a rest longer than 150 ms its velocity is 0, GNOME Shell's is not.
  public static func gnome(_ track: GestureTrack, libadwaita: Bool = false) -> Double {
    var times: [Double] = []
    var deltas: [Double] = []
    func trim(_ now: Double) {
      guard let index = times.firstIndex(where: { $0 >= now - 150 }) else {
        if libadwaita {
          times.removeAll()
          deltas.removeAll()
        }
        return
      }
      times.removeFirst(index)
      deltas.removeFirst(index)
    }
    func append(_ t: Double, _ delta: Double) {
      trim(t)
      times.append(t)
      deltas.append(delta)
    }
    for i in 0..<track.samples.count {
      let t = milliseconds(track.samples[i].time)
      if i == 0 {
        if !libadwaita { append(t, 0) }
        continue
      }
      append(t, track.delta(at: i))
      if libadwaita && i == 1 { append(t, track.delta(at: i)) }
    }
    if let release = track.releaseTime { trim(milliseconds(release)) }
    guard times.count >= 2, let first = times.first, let last = times.last, last != first else { return 0 }
    return deltas.dropFirst().reduce(0, +) / (last - first) * 1000
  }

  /// niri's `SwipeTracker` (src/input/swipe_tracker.rs): every update's delta is pushed (the first
  /// one too; the began event pushes nothing), then a zero-delta sample at the release; the front is
  /// trimmed while the newest is more than 150 ms after it; velocity = Σ all deltas in the window /
  /// (t_last − t_first), in units per second, microsecond times.
  public static func niri(_ track: GestureTrack) -> Double {
    let count = track.samples.count
    guard count >= 2, let release = track.releaseTime else { return 0 }
    let newest = max(release, track.samples[count - 1].time)
    var first = 1
    while first < count && newest - track.samples[first].time > 0.150 { first += 1 }
    let oldest = first < count ? track.samples[first].time : newest
    let span = newest - oldest
    guard span > 0 else { return 0 }
    var total = 0.0
    for i in first..<count { total += track.delta(at: i) }
    return total / span
  }

  /// Hyprland's "speed" (UnifiedWorkspaceSwipeGesture.cpp): the running mean of |δ| per event over the
  /// whole gesture, `avg = (avg × n + |d|) / (n + 1)` — per event, not per second.
  public static func hyprlandMeanDelta(_ track: GestureTrack) -> Double {
    track.updateCount == 0 ? 0 : track.sumOfAbsoluteDeltas / Double(track.updateCount)
  }

  /// Flutter's `VelocityTracker` (gestures/velocity_tracker.dart): the newest samples back to 100 ms
  /// (`_horizonMilliseconds`) and up to 20 (`_historySize`), stopping at a gap over 40 ms
  /// (`_assumePointerMoveStoppedMilliseconds`); with at least 3 (`_minSampleSize`), a degree-2
  /// least-squares fit of position against time (ms, relative to the newest), velocity = its linear
  /// coefficient × 1000. A release more than 40 ms after the newest sample reads 0.
  public static func flutter(_ track: GestureTrack) -> Double {
    let count = track.samples.count
    guard count > 0 else { return 0 }
    let newest = track.samples[count - 1]
    if let release = track.releaseTime, (release - newest.time) * 1000 > 40 { return 0 }
    var ts: [Double] = []
    var xs: [Double] = []
    var previous = newest.time
    var i = count - 1
    while i >= 0 && ts.count < 20 {
      let s = track.samples[i]
      let age = (newest.time - s.time) * 1000
      let gap = (previous - s.time) * 1000
      if age > 100 || gap > 40 { break }
      ts.append(-age)
      xs.append(s.percent)
      previous = s.time
      i -= 1
    }
    guard ts.count >= 3, let b = quadraticFitSlope(ts, xs) else { return 0 }
    return b * 1000
  }

  /// The slope at 0 (the linear coefficient) of the least-squares parabola x = a + b·t + c·t²; nil
  /// when the normal equations are singular.
  static func quadraticFitSlope(_ t: [Double], _ x: [Double]) -> Double? {
    var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
    for i in t.indices {
      let ti = t[i], t2 = ti * ti
      s0 += 1; s1 += ti; s2 += t2; s3 += t2 * ti; s4 += t2 * t2
      y0 += x[i]; y1 += x[i] * ti; y2 += x[i] * t2
    }
    // Cramer's rule on [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]] · [a b c] = [y0 y1 y2].
    let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard det != 0, det.isFinite else { return nil }
    let detB = s0 * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
    return detB / det
  }

  /// androidx.transition's `VelocityTracker1D` (the seek controller's): the samples plus one at the
  /// release at the same position, times in whole milliseconds; the newest back to 100 ms and up to
  /// 20, stopping at a gap over 40 ms; two samples give their slope; more, the impulse strategy: over
  /// consecutive pairs oldest first, v = Δx/Δt, work += (v − v_prev) × |v| with v_prev = sign(work) ×
  /// √(2|work|), the first pair's work halved; velocity = sign(work) × √(2|work|) × 1000.
  public static func androidx(_ track: GestureTrack) -> Double {
    var times: [Double] = []
    var values: [Double] = []
    for i in 0..<track.samples.count {
      times.append(milliseconds(track.samples[i].time))
      values.append(track.samples[i].percent)
    }
    if let release = track.releaseTime {
      times.append(milliseconds(release))
      values.append(track.percent)
    }
    guard let newest = times.last else { return 0 }
    var start = times.count - 1
    var previous = newest
    var n = 0
    while start >= 0 && n < 20 {
      if newest - times[start] > 100 || previous - times[start] > 40 { break }
      previous = times[start]
      n += 1
      start -= 1
    }
    start += 1
    guard n >= 2 else { return 0 }
    if n == 2 {
      let dt = times[start + 1] - times[start]
      return dt == 0 ? 0 : (values[start + 1] - values[start]) / dt * 1000
    }
    func speed(_ work: Double) -> Double { (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot() }
    var work = 0.0
    for i in (start + 1)..<times.count {
      let dt = times[i] - times[i - 1]
      if dt == 0 { continue }
      let v = (values[i] - values[i - 1]) / dt
      work += (v - speed(work)) * abs(v)
      if i == start + 1 { work *= 0.5 }
    }
    return speed(work) * 1000
  }
}
