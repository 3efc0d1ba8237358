/// The shape of a layer tree without its values: each layer's parent and the transform
/// (`sublayerTransform`) it gives its sublayers, indexed like `LayerTree.layers` and a presentation
/// buffer.
///
/// Pictures of the tree (the HUD's layer view, `sample`'s quads) need it to put each layer's rectangle
/// through its parents' transforms; it is fixed for a transition, so a frame carries it without copying.
public struct LayerHierarchy: Sendable, Hashable {
  /// The parent's index of each layer, -1 for a top-level layer (parents come before children).
  public var parents: [Int]
  /// Each layer's sublayerTransform, applied to its sublayers about its bounds centre.
  public var sublayerTransforms: [Transform3D]
  /// Each layer's content (label, image, whether its colours were given): what the pictures draw.
  public var contents: [LayerContent]

  /// Layers given parent-first; a parent index must be smaller than the layer's own. No contents:
  /// none for every layer.
  public init(parents: [Int], sublayerTransforms: [Transform3D], contents: [LayerContent]? = nil) {
    precondition(parents.count == sublayerTransforms.count, "one parent and one transform per layer")
    precondition(parents.indices.allSatisfy { parents[$0] < $0 }, "parents come before their children")
    precondition(contents.map { $0.count == parents.count } ?? true, "one content per layer")
    self.parents = parents
    self.sublayerTransforms = sublayerTransforms
    self.contents = contents ?? Array(repeating: .none, count: parents.count)
  }

  /// Layers whose sublayerTransforms are perspective alone (m34; 0 is none).
  public init(parents: [Int], sublayerM34: [Double], contents: [LayerContent]? = nil) {
    self.init(
      parents: parents, sublayerTransforms: sublayerM34.map { .perspective(m34: $0) }, contents: contents)
  }

  /// `count` top-level layers with no perspective.
  public static func flat(_ count: Int) -> LayerHierarchy {
    LayerHierarchy(
      parents: Array(repeating: -1, count: count),
      sublayerTransforms: Array(repeating: .identity, count: count))
  }

  /// The number of layers.
  public var count: Int { parents.count }
}

extension LayerTree {
  /// The tree's parents and sublayer transforms.
  public var hierarchy: LayerHierarchy {
    LayerHierarchy(
      parents: layers.map { $0.parent?.index ?? -1 }, sublayerTransforms: layers.map(\.sublayerTransform),
      contents: layers.map(\.content))
  }

  /// The perspective (m34) a layer is seen through: its parent's `sublayerM34`, 0 at the top level.
  public func perspectiveM34(of layer: LayerID) -> Double {
    layers[layer.index].parent.map { layers[$0.index].sublayerM34 } ?? 0
  }
}
