/// `CAKeyframeAnimation` on one layer property.
///
/// The whole animation first runs along `timingFunction` (easeInEaseOut by default, as UIKit's
/// `animateKeyframes` does with options 0); the eased fraction is then split by `keyTimes` and each
/// segment interpolated by `calculationMode`, optionally eased again by `segmentTimingFunctions`.
public struct KeyframeAnimation: Sendable, Hashable {
  /// Everything but the timing, in one shared immutable box (measured, issue 26): the layer tree
  /// samples through an enum, which copied the payload every frame — six arrays retained and released
  /// per animation per frame; now one reference.
  @usableFromInline final class Keyframes: Sendable {
    @usableFromInline let property: LayerProperty
    @usableFromInline let values: [Double]
    @usableFromInline let keyTimes: [Double]
    @usableFromInline let calculationMode: CalculationMode
    @usableFromInline let timingFunction: TimingFunction
    @usableFromInline let segmentTimingFunctions: [TimingFunction]
    /// Key times used for `.paced`: proportional to the cumulative distance between values.
    @usableFromInline let pacedKeyTimes: [Double]
    /// For `.cubicPaced`: the values with the spline's turning points between them, and their paced
    /// key times, so a straight walk through them travels the spline's path at constant speed.
    @usableFromInline let splineTurns: [Double]
    @usableFromInline let splineTurnTimes: [Double]

    init(
      property: LayerProperty, values: [Double], keyTimes: [Double], calculationMode: CalculationMode,
      timingFunction: TimingFunction, segmentTimingFunctions: [TimingFunction]
    ) {
      self.property = property
      self.values = values
      self.keyTimes = keyTimes
      self.calculationMode = calculationMode
      self.timingFunction = timingFunction
      self.segmentTimingFunctions = segmentTimingFunctions
      pacedKeyTimes = KeyframeAnimation.pace(values)
      splineTurns = KeyframeAnimation.splineTurns(values)
      splineTurnTimes = KeyframeAnimation.pace(splineTurns)
    }

    /// The value at an already-eased fraction of the whole animation.
    @inlinable func value(atFraction f: Double) -> Double {
      let n = values.count
      if n == 1 { return values[0] }
      switch calculationMode {
      case .discrete:
        // The last value whose key time has been reached.
        var i = 0
        while i + 1 < n && keyTimes[i + 1] <= f { i += 1 }
        return values[i]
      case .linear, .cubic:
        return interpolate(f, values, at: keyTimes)
      case .paced:
        return interpolate(f, values, at: pacedKeyTimes)
      case .cubicPaced:
        return interpolate(f, splineTurns, at: splineTurnTimes)
      }
    }

    /// Piecewise interpolation through `points` at `times` (Catmull-Rom for `.cubic`, eased by the
    /// segment timing functions for `.linear` and `.cubic`, else straight lines: constant speed when
    /// the times are paced), holding the end values outside.
    @inlinable func interpolate(_ f: Double, _ points: [Double], at times: [Double]) -> Double {
      let n = points.count
      if f <= times[0] { return points[0] }
      if f >= times[n - 1] { return points[n - 1] }
      // Segment i: times[i] ≤ f < times[i + 1]; zero-width segments (touching windows) are skipped.
      var i = 0
      while i + 2 < n && times[i + 1] <= f { i += 1 }
      let span = times[i + 1] - times[i]
      var u = span > 0 ? (f - times[i]) / span : 1
      if !segmentTimingFunctions.isEmpty && (calculationMode == .linear || calculationMode == .cubic) {
        u = segmentTimingFunctions[i].evaluate(u)
      }
      let a = points[i]
      let b = points[i + 1]
      if calculationMode != .cubic { return a + (b - a) * u }
      let (m0, m1) = KeyframeAnimation.tangents(points, segment: i)
      return KeyframeAnimation.hermite(a, m0, b, m1, u)
    }
  }

  @usableFromInline let keyframes: Keyframes
  /// When and how the animation plays, in its layer's local time.
  public var timing: MediaTiming

  /// The animated property.
  @inlinable public var property: LayerProperty { keyframes.property }
  /// The keyframe values.
  @inlinable public var values: [Double] { keyframes.values }
  /// Fractions of the duration at which each value is reached (non-decreasing, 0…1).
  @inlinable public var keyTimes: [Double] { keyframes.keyTimes }
  /// How values are filled in between.
  @inlinable public var calculationMode: CalculationMode { keyframes.calculationMode }
  /// Easing of the whole animation, applied before the key times split it.
  @inlinable public var timingFunction: TimingFunction { keyframes.timingFunction }
  /// Easing within each segment (`values.count − 1` of them), or empty for linear segments.
  @inlinable public var segmentTimingFunctions: [TimingFunction] { keyframes.segmentTimingFunctions }

  public static func == (a: KeyframeAnimation, b: KeyframeAnimation) -> Bool {
    guard a.timing == b.timing else { return false }
    if a.keyframes === b.keyframes { return true }
    return a.property == b.property && a.values == b.values && a.keyTimes == b.keyTimes
      && a.calculationMode == b.calculationMode && a.timingFunction == b.timingFunction
      && a.segmentTimingFunctions == b.segmentTimingFunctions
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(property)
    hasher.combine(values)
    hasher.combine(keyTimes)
    hasher.combine(calculationMode)
    hasher.combine(timingFunction)
    hasher.combine(segmentTimingFunctions)
    hasher.combine(timing)
  }

  /// A keyframe animation. `keyTimes` may be empty (values evenly spaced) or have one entry per value
  /// (for `.discrete`, one more entry is also accepted, as Core Animation allows). Throws for
  /// non-finite values, key times outside [0, 1] or decreasing, mismatched counts or a bad timing.
  public init(
    property: LayerProperty, values: [Double], keyTimes: [Double] = [],
    calculationMode: CalculationMode = .linear,
    timing: MediaTiming, timingFunction: TimingFunction = .easeInEaseOut,
    segmentTimingFunctions: [TimingFunction] = []
  ) throws(TimingError) {
    try timing.validate()
    guard !values.isEmpty else { throw .invalidKeyframes("no values") }
    for value in values { try TimingError.requireFinite(value, "keyframe value") }
    var times = keyTimes
    if times.isEmpty {
      let n = values.count
      times = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }
    let countFits =
      times.count == values.count || (calculationMode == .discrete && times.count == values.count + 1)
    guard countFits else {
      throw .invalidKeyframes("\(times.count) key times for \(values.count) values")
    }
    var previous = 0.0
    for time in times {
      try TimingError.requireFinite(time, "key time")
      guard (0...1).contains(time) else {
        throw .outOfRange(parameter: "key time", value: time, range: "[0, 1]")
      }
      guard time >= previous else {
        throw .invalidKeyframes("key times must not decrease (\(time) after \(previous))")
      }
      previous = time
    }
    guard segmentTimingFunctions.isEmpty || segmentTimingFunctions.count == values.count - 1 else {
      throw .invalidKeyframes(
        "\(segmentTimingFunctions.count) segment timing functions for \(values.count) values")
    }
    keyframes = Keyframes(
      property: property, values: values, keyTimes: Array(times.prefix(values.count)),
      calculationMode: calculationMode, timingFunction: timingFunction,
      segmentTimingFunctions: segmentTimingFunctions)
    self.timing = timing
  }

  /// Convenience: a keyframe animation of `duration` seconds from `beginTime` with the given fill.
  public init(
    property: LayerProperty, values: [Double], keyTimes: [Double] = [],
    calculationMode: CalculationMode = .linear,
    duration: Double, beginTime: Double = 0, fillMode: FillMode = .removed,
    timingFunction: TimingFunction = .easeInEaseOut
  ) throws(TimingError) {
    try TimingError.requireNonNegative(duration, "duration")
    try self.init(
      property: property, values: values, keyTimes: keyTimes, calculationMode: calculationMode,
      timing: MediaTiming(beginTime: beginTime, duration: duration, fillMode: fillMode),
      timingFunction: timingFunction)
  }

  /// Cumulative |Δvalue| normalised to 0…1; evenly spaced when the values never move.
  static func pace(_ values: [Double]) -> [Double] {
    let n = values.count
    if n == 1 { return [0] }
    var cumulative = [0.0]
    for i in 1..<n { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
    let total = cumulative[n - 1]
    if total == 0 { return (0..<n).map { Double($0) / Double(n - 1) } }
    return cumulative.map { $0 / total }
  }

  /// The value at `layerTime` (the layer's local time), or nil when the animation has no effect there.
  @inlinable public func value(atLayerTime layerTime: Double) -> Double? {
    // The one rule, the plan's in-place sampler's (not a frame's hot path: layers' overlaps, files).
    withUnsafePointer(to: self) { Self.value(of: $0, atLayerTime: layerTime) }
  }

  /// `value(atLayerTime:)` of the animation `animation` points to, which the caller keeps alive.
  /// Measured, issue 26: read through the pointer, the animation was copied (its keyframes retained
  /// and released) around every sample; the keyframes are borrowed here instead.
  @inlinable static func value(
    of animation: UnsafePointer<KeyframeAnimation>, atLayerTime layerTime: Double
  ) -> Double? {
    let timing = animation.pointee.timing
    guard let fraction = timing.iterationFraction(atLocal: timing.localTime(fromParent: layerTime)) else {
      return nil
    }
    return Unmanaged.passUnretained(animation.pointee.keyframes)._withUnsafeGuaranteedRef {
      $0.value(atFraction: $0.timingFunction.evaluate(fraction))
    }
  }

  /// The value at an already-eased fraction of the whole animation.
  @inlinable public func value(atFraction f: Double) -> Double { keyframes.value(atFraction: f) }

  /// Catmull-Rom tangents at the ends of segment `i` (Kochanek–Bartels with tension, continuity and
  /// bias 0), one-sided at the first and last value.
  @inlinable static func tangents(_ values: [Double], segment i: Int) -> (Double, Double) {
    let n = values.count
    let a = values[i]
    let b = values[i + 1]
    let m0 = i > 0 ? (b - values[i - 1]) / 2 : (b - a)
    let m1 = i + 2 < n ? (values[i + 2] - a) / 2 : (b - a)
    return (m0, m1)
  }

  /// The cubic Hermite segment from `a` (tangent `m0`) to `b` (tangent `m1`) at `u` in 0…1.
  @inlinable static func hermite(_ a: Double, _ m0: Double, _ b: Double, _ m1: Double, _ u: Double) -> Double
  {
    let u2 = u * u
    let u3 = u2 * u
    return (2 * u3 - 3 * u2 + 1) * a + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * b + (u3 - u2) * m1
  }

  /// The values with each spline segment's turning points (h′(u) = 0 inside it) put between them: the
  /// path `.cubicPaced` travels, one monotonic piece after another.
  static func splineTurns(_ values: [Double]) -> [Double] {
    guard values.count > 1 else { return values }
    var out = [values[0]]
    for i in 0..<(values.count - 1) {
      let a = values[i]
      let b = values[i + 1]
      let (m0, m1) = tangents(values, segment: i)
      // h′(u) = A·u² + B·u + C for the Hermite form above.
      let qa = 6 * (a - b) + 3 * (m0 + m1)
      let qb = 6 * (b - a) - 4 * m0 - 2 * m1
      let qc = m0
      var roots: [Double] = []
      if abs(qa) < 1e-12 {
        if qb != 0 { roots = [-qc / qb] }
      } else {
        let d = qb * qb - 4 * qa * qc
        if d > 0 {
          let r = d.squareRoot()
          roots = [(-qb - r) / (2 * qa), (-qb + r) / (2 * qa)].sorted()
        }
      }
      for u in roots where u > 0 && u < 1 { out.append(hermite(a, m0, b, m1, u)) }
      out.append(b)
    }
    return out
  }
}
