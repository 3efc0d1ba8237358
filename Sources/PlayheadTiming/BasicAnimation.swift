/// `CABasicAnimation` on one layer property: from a value to a value over one iteration.
///
/// Like UIKit's `UIView.animate`, it runs along `easeInEaseOut` unless told otherwise.
public struct BasicAnimation: Sendable, Hashable {
  /// The animated property.
  public var property: LayerProperty
  /// Value at fraction 0.
  public var fromValue: Double
  /// Value at fraction 1.
  public var toValue: Double
  /// When and how the animation plays, in its layer's local time.
  public var timing: MediaTiming
  /// The easing applied to each iteration's fraction.
  public var timingFunction: TimingFunction
  /// CA's `isAdditive`: the value is added to the property's value so far (the model value and the
  /// animations before it) instead of replacing it, as UIKit's overlapping view animations are.
  public var isAdditive = false

  /// An animation of `property` from `fromValue` to `toValue` over `duration` seconds starting at
  /// `beginTime` (in the layer's local time). Throws for non-finite values or a negative duration.
  public init(
    property: LayerProperty, from fromValue: Double, to toValue: Double, duration: Double,
    beginTime: Double = 0, timingFunction: TimingFunction = .easeInEaseOut, fillMode: FillMode = .removed
  ) throws(TimingError) {
    try TimingError.requireFinite(fromValue, "fromValue")
    try TimingError.requireFinite(toValue, "toValue")
    try TimingError.requireNonNegative(duration, "duration")
    try TimingError.requireFinite(beginTime, "beginTime")
    self.init(
      unchecked: property, from: fromValue, to: toValue,
      timing: MediaTiming(
        beginTime: beginTime, duration: duration, fillMode: fillMode), timingFunction: timingFunction)
  }

  /// An animation with a full media timing; throws if the timing does not validate.
  public init(
    property: LayerProperty, from fromValue: Double, to toValue: Double, timing: MediaTiming,
    timingFunction: TimingFunction = .easeInEaseOut
  ) throws(TimingError) {
    try TimingError.requireFinite(fromValue, "fromValue")
    try TimingError.requireFinite(toValue, "toValue")
    try timing.validate()
    self.init(
      unchecked: property, from: fromValue, to: toValue, timing: timing, timingFunction: timingFunction)
  }

  init(
    unchecked property: LayerProperty, from: Double, to: Double, timing: MediaTiming,
    timingFunction: TimingFunction
  ) {
    self.property = property
    self.fromValue = from
    self.toValue = to
    self.timing = timing
    self.timingFunction = timingFunction
  }

  /// The value at `layerTime` (the layer's local time), or nil when the animation has no effect there.
  @inlinable public func value(atLayerTime layerTime: Double) -> Double? {
    guard let fraction = timing.iterationFraction(atLocal: timing.localTime(fromParent: layerTime)) else {
      return nil
    }
    let eased = timingFunction.evaluate(fraction)
    return fromValue + (toValue - fromValue) * eased
  }
}
