/// One layer property moved by a `PropertyAnimator`: from its model value before the animations
/// block to the value the block set.
public struct AnimatorTrack: Sendable, Hashable {
  /// The layer whose model value moves.
  public let layer: LayerID
  /// The property that moves.
  public let property: LayerProperty
  /// The value at progress 0.
  public let from: Double
  /// The value at progress 1.
  public let to: Double

  /// The value at `progress` (a spring's overshoot carries through).
  @inlinable public func value(at progress: Double) -> Double {
    from + (to - from) * progress
  }
}
