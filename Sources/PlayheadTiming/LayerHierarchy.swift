/// The shape of a layer tree without its values: each layer's parent and the perspective (m34 of the
/// sublayerTransform) it gives its sublayers, indexed like `LayerTree.layers` and a presentation buffer.
///
/// Pictures of the tree (the HUD's layer view) need it to put each layer's rectangle through its
/// parent's perspective; it is fixed for a transition, so a frame carries it without copying.
public struct LayerHierarchy: Sendable, Hashable {
  /// The parent's index of each layer, -1 for a top-level layer (parents come before children).
  public var parents: [Int]
  /// Each layer's sublayerTransform m34 (0: no perspective for its sublayers).
  public var sublayerM34: [Double]
  /// Each layer's content (label, image, whether its colours were given): what the pictures draw.
  public var contents: [LayerContent]

  /// Layers given parent-first; a parent index must be smaller than the layer's own. No contents:
  /// none for every layer.
  public init(parents: [Int], sublayerM34: [Double], contents: [LayerContent]? = nil) {
    precondition(parents.count == sublayerM34.count, "one parent and one m34 per layer")
    precondition(parents.indices.allSatisfy { parents[$0] < $0 }, "parents come before their children")
    precondition(contents.map { $0.count == parents.count } ?? true, "one content per layer")
    self.parents = parents
    self.sublayerM34 = sublayerM34
    self.contents = contents ?? Array(repeating: .none, count: parents.count)
  }

  /// `count` top-level layers with no perspective.
  public static func flat(_ count: Int) -> LayerHierarchy {
    LayerHierarchy(
      parents: Array(repeating: -1, count: count), sublayerM34: Array(repeating: 0, count: count))
  }

  /// The number of layers.
  public var count: Int { parents.count }
}

extension LayerTree {
  /// The tree's parents and perspectives.
  public var hierarchy: LayerHierarchy {
    LayerHierarchy(
      parents: layers.map { $0.parent?.index ?? -1 }, sublayerM34: layers.map(\.sublayerM34),
      contents: layers.map(\.content))
  }
}
