/// Where each layer is drawn, by Core Animation's geometry: the one implementation behind `sample`'s
/// quads and the HUD's layer view.
extension LayerHierarchy {
  /// Drops z after a parent's sublayerTransform: a layer is flattened into its parent's plane, as a
  /// CALayer (not a CATransformLayer) renders its sublayers.
  public static let flatten = Transform3D.scale(1, 1, 0)

  /// Each layer's transform from its centred bounds coordinates to the root's (the coordinates the
  /// container sits in; the container's own points while it is untransformed at its centre):
  /// its frame (anchor, transform, position, zPosition), then its parent's sublayerTransform (its
  /// animatable components, then its matrix) about the parent's centre, flattened, then the parent's own. Allocation-free once `matrices` is big enough.
  public func containerTransforms(_ layers: [LayerValues], into matrices: inout [Transform3D]) {
    let count = min(layers.count, self.count)
    if matrices.count < count { matrices = [Transform3D](repeating: .identity, count: count) }
    for i in 0..<count {
      let parent = parents[i]
      if parent < 0 {
        matrices[i] = layers[i].frameTransform(parentCentre: (0, 0))
      } else {
        let p = layers[parent]
        var sublayer = sublayerTransforms[parent]
        if let components = p.sublayerComponents { sublayer = components.concatenating(sublayer) }
        matrices[i] = layers[i].frameTransform(parentCentre: (p.width / 2, p.height / 2))
          .concatenating(sublayer)
          .concatenating(Self.flatten)
          .concatenating(matrices[parent])
      }
    }
  }

  /// Each layer's bounds corners in the root's coordinates (see `containerTransforms`).
  public func quads(_ layers: [LayerValues]) -> [Quad] {
    var matrices: [Transform3D] = []
    containerTransforms(layers, into: &matrices)
    return (0..<min(layers.count, count)).map { layers[$0].quad(through: matrices[$0]) }
  }

  /// Whether layer `i`, projected to `quad`, is drawn: neither it nor an ancestor is hidden or at
  /// zero opacity, and it is double-sided or faces the viewer.
  public func isDrawn(_ i: Int, in layers: [LayerValues], quad: Quad) -> Bool {
    var j = i
    while j >= 0 {
      guard layers[j].hidden < 0.5, layers[j].opacity > 0 else { return false }
      j = parents[j]
    }
    return layers[i].doubleSided >= 0.5 || quad.facesViewer
  }
}

extension LayerTree {
  /// Whether any layer sets or animates a layer key (anchor, depth, booleans) away from Core
  /// Animation's default: only then do the records write those keys.
  public var usesLayerKeys: Bool {
    let defaults = LayerValues.identity
    return layers.contains { layer in LayerProperty.layerKeys.contains { layer.model[$0] != defaults[$0] } }
      || animations.contains { LayerProperty.layerKeys.contains($0.animation.property) }
  }
}
