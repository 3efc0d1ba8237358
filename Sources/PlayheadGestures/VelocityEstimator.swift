import PlayheadEvents

/// Velocity by least squares over the last `window` of a gesture's samples (150 ms by default), using
/// libinput's microsecond event times.
///
/// GNOME divides the summed deltas of the window by its span; a least-squares line through the
/// positions weighs every sample and shrugs off one late or early event. The slope of the line
/// `p(t) = a + b·t` through the samples `(tᵢ, pᵢ)` is `b = Σ(tᵢ−t̄)(pᵢ−p̄) / Σ(tᵢ−t̄)²`.
/// Fewer than two samples in the window (the fingers rested longer than the window) give 0.
///
/// Allocation-free per event: the samples live in a `FixedRing` of `capacity` slots made once. A
/// device faster than `capacity` events per window shortens the window to the newest samples.
public struct VelocityEstimator: Sendable {
  /// Slots in the ring; 64 covers 150 ms at over 400 Hz, well above any touchpad's report rate.
  public static let capacity = 64

  private var ring = FixedRing(capacity: VelocityEstimator.capacity, filler: MotionSample.zero)
  /// The window, µs.
  public var window: Duration

  /// An empty estimator fitting over `window` µs (GNOME's 150 ms by default).
  public init(window: Duration = 150_000) {
    self.window = window
  }

  /// Samples held (at most `capacity`).
  public var count: Int { ring.count }

  /// Forgets every sample (a new gesture).
  public mutating func reset() { ring.removeAll() }

  /// Appends a sample; the oldest one is overwritten when the ring is full.
  public mutating func append(_ sample: MotionSample) { ring.append(sample) }

  /// The newest sample, if any.
  public var newest: MotionSample? { ring.last }

  /// Rewrites every stored sample (used when the axis locks: the locked-out channel becomes 0).
  public mutating func updateAll(_ body: (inout MotionSample) -> Void) { ring.updateEach(body) }

  /// Per-channel velocity (units per second) at `now`, fitted over the samples in `[now − window, now]`.
  ///
  /// One pass over the window with the slope in its sum form, `b = (n·Σtp − Σt·Σp) / (n·Σt² − (Σt)²)`;
  /// times are taken relative to `now` (seconds) and positions relative to the newest sample, so
  /// large clocks and long travels lose no precision to cancellation.
  public func velocity(at now: Instant) -> MotionSample {
    let earliest = now.saturatingSubtracting(window)
    // Measured, issue 26: the ring's slots walked newest first by their own index (no per-sample
    // bounds arithmetic), and the first sample in the window (the reference) found before the sums.
    let slots = ring.storage.slots
    let capacity = ring.capacity
    var remaining = ring.count
    var slot = remaining > 0 ? ring.slot(remaining - 1) : 0
    while remaining > 0 && slots[slot].time > now {
      remaining &-= 1
      slot = slot == 0 ? capacity &- 1 : slot &- 1
    }
    guard remaining > 0, slots[slot].time >= earliest else { return MotionSample(time: now) }
    let first = slots[slot]
    let reference = SIMD4(first.x, first.y, first.scale, first.rotation)
    var n = 0
    var st = 0.0, stt = 0.0
    // The four channels (x, y, scale, rotation) side by side: lane by lane the same additions and
    // products in the same order as four scalar sums, so the same bits, in half the instructions.
    var sums = SIMD4<Double>(), products = SIMD4<Double>()
    while remaining > 0 {
      let s = slots[slot]
      remaining &-= 1
      slot = slot == 0 ? capacity &- 1 : slot &- 1
      if s.time < earliest { break }
      if s.time > now { continue }
      let channels = SIMD4(s.x, s.y, s.scale, s.rotation)
      // × 1e-6, not `.seconds` (÷ 10⁶): the fit's bits are kept. `earliest ≤ s.time ≤ now`, so the
      // difference is never beyond Int64 (the wrapping form is the saturating one's value).
      let t = Double((s.time &- now).microseconds) * 1e-6
      let v = channels - reference
      n &+= 1
      st += t
      stt += t * t
      sums += v
      products += t * v
    }
    guard n >= 2 else { return MotionSample(time: now) }
    let k = Double(n)
    let denominator = k * stt - st * st
    // All samples at one instant (millisecond-resolution transcripts): no slope to speak of.
    guard denominator > 1e-12 * k * k else { return MotionSample(time: now) }
    let slope = (k * products - st * sums) / denominator
    return MotionSample(time: now, x: slope[0], y: slope[1], scale: slope[2], rotation: slope[3])
  }
}
