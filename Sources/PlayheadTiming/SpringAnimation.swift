/// `CASpringAnimation` on one layer property: from a value to a value along a `Spring`.
///
/// Its duration defaults to the spring's settling duration, as `CASpringAnimation.settlingDuration`
/// is used in practice; the spring is evaluated at the animation's local time within the iteration.
public struct SpringAnimation: Sendable, Hashable {
  public var property: LayerProperty
  public var fromValue: Double
  public var toValue: Double
  public var spring: Spring
  /// When and how the animation plays, in its layer's local time.
  public var timing: MediaTiming

  /// A spring animation; `duration` nil means the spring's settling duration. Throws for non-finite
  /// values, a negative duration, or an undamped spring without an explicit duration.
  public init(
    property: LayerProperty, from fromValue: Double, to toValue: Double, spring: Spring = .caDefault,
    duration: Double? = nil, beginTime: Double = 0, fillMode: FillMode = .removed
  ) throws(TimingError) {
    try TimingError.requireFinite(fromValue, "fromValue")
    try TimingError.requireFinite(toValue, "toValue")
    try TimingError.requireFinite(beginTime, "beginTime")
    let length = duration ?? spring.settlingDuration
    try TimingError.requireNonNegative(length, "duration")
    self.property = property
    self.fromValue = fromValue
    self.toValue = toValue
    self.spring = spring
    self.timing = MediaTiming(beginTime: beginTime, duration: length, fillMode: fillMode)
  }

  /// The value at `layerTime` (the layer's local time), or nil when the animation has no effect there.
  @inlinable public func value(atLayerTime layerTime: Double) -> Double? {
    guard let fraction = timing.iterationFraction(atLocal: timing.localTime(fromParent: layerTime)) else {
      return nil
    }
    let progress = spring.value(at: fraction * timing.duration)
    return fromValue + (toValue - fromValue) * progress
  }
}
