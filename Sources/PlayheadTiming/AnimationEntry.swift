/// An animation attached to a layer under a key, as `CALayer.add(_:forKey:)` keeps it.
public struct AnimationEntry: Sendable, Hashable {
  /// The key it was added under; adding another animation with the same key on the same layer
  /// replaces it.
  public let key: String
  /// The layer it animates.
  public let layer: LayerID
  /// The animation.
  public var animation: LayerAnimation

  public init(key: String, layer: LayerID, animation: LayerAnimation) {
    self.key = key
    self.layer = layer
    self.animation = animation
  }
}
