/// A named layer: its place in the tree, its media timing, its model values and the transform it
/// gives its sublayers.
public struct Layer: Sendable, Hashable {
  /// The layer's name, unique in its tree.
  public let name: String
  /// The parent layer, nil for a top-level layer (whose parent time is the tree's global time).
  public let parent: LayerID?
  /// How the layer maps its parent's time to its own (speed 0 + timeOffset scrubs the subtree).
  public var timing: MediaTiming
  /// The model values: what shows wherever no animation has an effect.
  public var model: LayerValues
  /// Applied to the sublayers about the layer's bounds centre, as `CALayer.sublayerTransform`.
  public var sublayerTransform: Transform3D
  /// Its label, image and contents gravity (its colours are in `model`).
  public var content: LayerContent

  /// m34 of `sublayerTransform` (perspective for the sublayers), e.g. −1/500; 0 is none. The
  /// shorthand most transitions need: setting it leaves the rest of the matrix as it is.
  public var sublayerM34: Double {
    get { sublayerTransform.m34 }
    set { sublayerTransform.m34 = newValue }
  }
}
