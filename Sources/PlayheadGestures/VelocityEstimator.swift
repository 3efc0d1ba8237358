import PlayheadEvents

/// Velocity by least squares over the last `window` of a gesture's samples (150 ms by default), using
/// libinput's microsecond event times.
///
/// GNOME divides the summed deltas of the window by its span; a least-squares line through the
/// positions weighs every sample and shrugs off one late or early event. The slope of the line
/// `p(t) = a + b·t` through the samples `(tᵢ, pᵢ)` is `b = Σ(tᵢ−t̄)(pᵢ−p̄) / Σ(tᵢ−t̄)²`.
/// Fewer than two samples in the window (the fingers rested longer than the window) give 0.
///
/// Allocation-free: the samples live in a fixed ring of `capacity` slots inside the value. A device
/// faster than `capacity` events per window shortens the window to the newest `capacity` samples.
public struct VelocityEstimator: Sendable {
  /// Slots in the ring; 64 covers 150 ms at over 400 Hz, well above any touchpad's report rate.
  public static let capacity = 64

  private var ring = InlineArray<64, MotionSample>(repeating: .zero)
  private var head = 0  // index of the next write
  public private(set) var count = 0
  /// The window, µs.
  public var window: Microseconds

  public init(window: Microseconds = 150_000) {
    self.window = window
  }

  /// Forgets every sample (a new gesture).
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// Appends a sample; the oldest one is overwritten when the ring is full.
  public mutating func append(_ sample: MotionSample) {
    ring[head] = sample
    head = (head + 1) % Self.capacity
    if count < Self.capacity { count += 1 }
  }

  /// The newest sample, if any.
  public var newest: MotionSample? {
    count == 0 ? nil : ring[(head - 1 + Self.capacity) % Self.capacity]
  }

  /// Rewrites every stored sample (used when the axis locks: the locked-out channel becomes 0).
  public mutating func updateAll(_ body: (inout MotionSample) -> Void) {
    var index = (head - count + Self.capacity) % Self.capacity
    for _ in 0..<count {
      body(&ring[index])
      index = (index + 1) % Self.capacity
    }
  }

  /// Per-channel velocity (units per second) at `now`, fitted over the samples in `[now − window, now]`.
  public func velocity(at now: Microseconds) -> MotionSample {
    let earliest = now - window
    // Pass 1: how many samples are in the window, and their means (times relative to `now`, in s).
    var n = 0
    var sumT = 0.0, sumX = 0.0, sumY = 0.0, sumS = 0.0, sumR = 0.0
    var index = (head - 1 + Self.capacity) % Self.capacity
    while n < count {
      let s = ring[index]
      if s.time < earliest || s.time > now { break }
      sumT += Double(s.time - now) * 1e-6
      sumX += s.x
      sumY += s.y
      sumS += s.scale
      sumR += s.rotation
      n += 1
      index = (index - 1 + Self.capacity) % Self.capacity
    }
    guard n >= 2 else { return MotionSample(time: now) }
    let k = Double(n)
    let meanT = sumT / k, meanX = sumX / k, meanY = sumY / k, meanS = sumS / k, meanR = sumR / k
    // Pass 2: the centred sums of the normal equations.
    var stt = 0.0, stx = 0.0, sty = 0.0, sts = 0.0, str = 0.0
    index = (head - 1 + Self.capacity) % Self.capacity
    for _ in 0..<n {
      let s = ring[index]
      let dt = Double(s.time - now) * 1e-6 - meanT
      stt += dt * dt
      stx += dt * (s.x - meanX)
      sty += dt * (s.y - meanY)
      sts += dt * (s.scale - meanS)
      str += dt * (s.rotation - meanR)
      index = (index - 1 + Self.capacity) % Self.capacity
    }
    // All samples at one instant (millisecond-resolution transcripts): no slope to speak of.
    guard stt > 1e-12 else { return MotionSample(time: now) }
    return MotionSample(time: now, x: stx / stt, y: sty / stt, scale: sts / stt, rotation: str / stt)
  }
}
