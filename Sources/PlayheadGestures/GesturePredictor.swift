import PlayheadEvents

/// Input prediction for `--predict`: the pan's translation resampled to a frame's time, and
/// extrapolated past the newest event by at most `maxPrediction` (8 ms) to hide input latency.
///
/// The anchors: Android's input resampling (interpolate between the two events around the sample
/// time; extrapolate from the last two events, never more than 8 ms, and not at all when they are
/// more than 20 ms apart, `RESAMPLE_MAX_PREDICTION` / `RESAMPLE_MAX_DELTA`), and Chrome's
/// `LinearPredictor` (first order, `.linear`) and `LeastSquaresPredictor` (a quadratic fitted to the
/// recent points, `.leastSquares`). Pure, and allocation-free after creation: the last eight samples live in a `FixedRing`.
public struct GesturePredictor: Sendable {
  public enum Model: String, Sendable, Hashable, CaseIterable {
    /// The line through the last two samples (Android, Chrome's first-order linear predictor).
    case linear
    /// A least-squares quadratic through the samples of the last `fitWindow` (at least three;
    /// fewer fall back to `.linear`). Exact on constant acceleration, so it follows a deceleration.
    case leastSquares
  }

  /// How a prediction was made.
  public enum Source: String, Sendable, Hashable {
    /// The frame time lies within the samples: interpolated between the two around it.
    case interpolated
    /// Beyond the newest sample: extrapolated by `horizon`.
    case extrapolated
    /// Not enough to go on (one sample, or the fingers stopped sending events): the newest value.
    case held
  }

  public struct Prediction: Sendable, Hashable {
    public var translation: Vector2
    /// How far past the newest sample the prediction reaches, µs (0 when interpolated or held): the
    /// latency it hides.
    public var horizon: Duration
    public var source: Source
  }

  public static let capacity = 8

  public var model: Model
  /// The longest extrapolation, µs (Android: 8 ms).
  public var maxPrediction: Duration
  /// No extrapolation when the newest sample is older than this, or the last two are further apart
  /// (Android: 20 ms): the fingers have stopped, and libinput sends nothing when they do.
  public var maxSampleGap: Duration
  /// The samples `.leastSquares` fits, µs back from the newest.
  public var fitWindow: Duration

  private var ring = FixedRing(capacity: GesturePredictor.capacity, filler: MotionSample.zero)

  /// Samples held (at most `capacity`).
  public var count: Int { ring.count }

  public init(
    model: Model = .leastSquares, maxPrediction: Duration = 8_000, maxSampleGap: Duration = 20_000,
    fitWindow: Duration = 50_000
  ) {
    self.model = model
    self.maxPrediction = maxPrediction
    self.maxSampleGap = maxSampleGap
    self.fitWindow = fitWindow
  }

  /// Forgets the trajectory (a new gesture).
  public mutating func reset() { ring.removeAll() }

  /// Adds one sample. A sample at the newest sample's time replaces it; an older one is ignored.
  public mutating func add(time: Instant, translation: Vector2) {
    let sample = MotionSample(time: time, x: translation.x, y: translation.y)
    if let newest = ring.last {
      if time < newest.time { return }
      if time == newest.time {
        ring[ring.count - 1] = sample
        return
      }
    }
    ring.append(sample)
  }

  /// Follows a pan's snapshots: `.began` starts a trajectory, `.changed` extends it, anything else ends it.
  public mutating func add(_ snapshot: GestureSnapshot) {
    switch snapshot.state {
    case .began:
      reset()
      add(time: snapshot.time, translation: snapshot.translation)
    case .changed:
      add(time: snapshot.time, translation: snapshot.translation)
    case .possible, .ended, .cancelled, .failed:
      reset()
    }
  }

  /// The translation at `frameTime`; nil with no samples.
  public func predict(at frameTime: Instant) -> Prediction? {
    guard count > 0 else { return nil }
    let newest = ring[count - 1]
    let held = Prediction(translation: Vector2(x: newest.x, y: newest.y), horizon: 0, source: .held)
    guard count >= 2 else { return held }

    if frameTime <= newest.time {
      // Resample: interpolate between the samples around the frame time.
      let oldest = ring[0]
      if frameTime <= oldest.time {
        return Prediction(translation: Vector2(x: oldest.x, y: oldest.y), horizon: 0, source: .held)
      }
      var i = count - 2
      while i > 0 && ring[i].time > frameTime { i -= 1 }
      let a = ring[i], b = ring[i + 1]
      let u =
        Double(frameTime.saturatingDuration(since: a.time).microseconds)
        / Double(b.time.saturatingDuration(since: a.time).microseconds)
      return Prediction(
        translation: Vector2(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u), horizon: 0,
        source: .interpolated)
    }

    let previous = ring[count - 2]
    let gap = frameTime.saturatingDuration(since: newest.time)
    guard gap <= maxSampleGap, newest.time.saturatingDuration(since: previous.time) <= maxSampleGap else {
      return held
    }
    let horizon = min(gap, maxPrediction)
    let h = Double(horizon.microseconds) * 1e-3  // ms (× 1e-3, not ÷ 1000: the fit's bits are kept)

    if model == .leastSquares, let fitted = quadraticExtrapolation(to: h, newest: newest) {
      return Prediction(translation: fitted, horizon: horizon, source: .extrapolated)
    }
    let dt = Double(newest.time.saturatingDuration(since: previous.time).microseconds) * 1e-3
    let vx = (newest.x - previous.x) / dt, vy = (newest.y - previous.y) / dt
    return Prediction(
      translation: Vector2(x: newest.x + vx * h, y: newest.y + vy * h), horizon: horizon,
      source: .extrapolated)
  }

  /// The pan snapshot with its translation predicted at `frameTime` (began/changed snapshots only;
  /// others, and a predictor with no samples, give the snapshot back unchanged).
  public func resample(_ snapshot: GestureSnapshot, to frameTime: Instant) -> GestureSnapshot {
    guard snapshot.state == .began || snapshot.state == .changed, let p = predict(at: frameTime) else {
      return snapshot
    }
    var resampled = snapshot
    resampled.translation = p.translation
    return resampled
  }

  /// Fits p(τ) = a + b·τ + c·τ² (τ in ms before the newest sample) to the samples of the fit window
  /// by least squares, per axis, and evaluates it at τ = h. nil with fewer than three samples or a
  /// singular system (then the caller falls back to the line through the last two).
  private func quadraticExtrapolation(to h: Double, newest: MotionSample) -> Vector2? {
    var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
    var px0 = 0.0, px1 = 0.0, px2 = 0.0, py0 = 0.0, py1 = 0.0, py2 = 0.0
    var n = 0
    var i = count - 1
    while i >= 0 {
      let s = ring[i]
      if newest.time.saturatingDuration(since: s.time) > fitWindow { break }
      let t = Double(s.time.saturatingDuration(since: newest.time).microseconds) * 1e-3
      let t2 = t * t
      s0 += 1
      s1 += t
      s2 += t2
      s3 += t2 * t
      s4 += t2 * t2
      px0 += s.x
      px1 += s.x * t
      px2 += s.x * t2
      py0 += s.y
      py1 += s.y * t
      py2 += s.y * t2
      n += 1
      i -= 1
    }
    guard n >= 3 else { return nil }
    // Normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [p0 p1 p2], by Cramer's rule.
    let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard abs(det) > 1e-9 else { return nil }
    func solve(_ p0: Double, _ p1: Double, _ p2: Double) -> Double {
      let a = (p0 * (s2 * s4 - s3 * s3) - s1 * (p1 * s4 - s3 * p2) + s2 * (p1 * s3 - s2 * p2)) / det
      let b = (s0 * (p1 * s4 - p2 * s3) - p0 * (s1 * s4 - s3 * s2) + s2 * (s1 * p2 - p1 * s2)) / det
      let c = (s0 * (s2 * p2 - s3 * p1) - s1 * (s1 * p2 - p1 * s2) + p0 * (s1 * s3 - s2 * s2)) / det
      return a + b * h + c * h * h
    }
    let result = Vector2(x: solve(px0, px1, px2), y: solve(py0, py1, py2))
    return result.x.isFinite && result.y.isFinite ? result : nil
  }
}
