/// A named layer: its place in the tree, its media timing, its model values and the perspective it
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
  /// m34 of the layer's `sublayerTransform` (perspective for its sublayers), e.g. −1/500; 0 is none.
  public var sublayerM34: Double
  /// Its label, image and contents gravity (its colours are in `model`).
  public var content: LayerContent

  public init(
    name: String, parent: LayerID?, timing: MediaTiming = MediaTiming(), model: LayerValues = .identity,
    sublayerM34: Double = 0, content: LayerContent = .none
  ) {
    self.content = content
    self.name = name
    self.parent = parent
    self.timing = timing
    self.model = model
    self.sublayerM34 = sublayerM34
  }
}
