extension LayerValues {
  /// The layer's own transform: scale, then rotation about x, y, z, then translation.
  public var transform: Transform3D {
    Transform3D.scale(scaleX, scaleY, 1)
      .concatenating(.rotation(degrees: rotationX, axis: 0))
      .concatenating(.rotation(degrees: rotationY, axis: 1))
      .concatenating(.rotation(degrees: rotationZ, axis: 2))
      .concatenating(.translation(translationX, translationY, translationZ))
  }

  /// The sublayerTransform's components (scale, rotation about x, y, z, translation), or nil while
  /// they are the identity (then the whole matrix alone applies, exactly as before they existed).
  public var sublayerComponents: Transform3D? {
    guard
      sublayerRotationX != 0 || sublayerRotationY != 0 || sublayerRotationZ != 0 || sublayerScaleX != 1
        || sublayerScaleY != 1 || sublayerTranslationX != 0 || sublayerTranslationY != 0
        || sublayerTranslationZ != 0
    else { return nil }
    return Transform3D.scale(sublayerScaleX, sublayerScaleY, 1)
      .concatenating(.rotation(degrees: sublayerRotationX, axis: 0))
      .concatenating(.rotation(degrees: sublayerRotationY, axis: 1))
      .concatenating(.rotation(degrees: sublayerRotationZ, axis: 2))
      .concatenating(.translation(sublayerTranslationX, sublayerTranslationY, sublayerTranslationZ))
  }

  /// From the layer's centred bounds coordinates (origin at the bounds' centre) to its parent's,
  /// taken about the parent's point `parentCentre` (the parent's bounds centre, where the parent's
  /// sublayerTransform applies; (0, 0) for the parent's bounds themselves).
  ///
  /// Core Animation's frame, M = T(position − parentCentre, zPosition) · transform ·
  /// T(−anchorPoint · size, −anchorPointZ) on column vectors, is here on row vectors with the bounds
  /// moved to the centre: T((½ − anchorPoint) · size, −anchorPointZ) · transform · T(…). With the
  /// default anchor it is exactly the product the layer view drew before anchors existed.
  public func frameTransform(parentCentre: (x: Double, y: Double)) -> Transform3D {
    var m = transform
    let shift = (x: (0.5 - anchorPointX) * width, y: (0.5 - anchorPointY) * height, z: -anchorPointZ)
    if shift != (0, 0, 0) { m = Transform3D.translation(shift.x, shift.y, shift.z).concatenating(m) }
    return m.concatenating(.translation(positionX - parentCentre.x, positionY - parentCentre.y, zPosition))
  }

  /// The four corners of the bounds (top-left, top-right, bottom-right, bottom-left) through `m`, a
  /// transform from the layer's centred bounds coordinates, divided by w.
  public func quad(through m: Transform3D) -> Quad {
    let hw = width / 2
    let hh = height / 2
    let p0 = m.project(-hw, -hh)
    let p1 = m.project(hw, -hh)
    let p2 = m.project(hw, hh)
    let p3 = m.project(-hw, hh)
    return Quad(topLeft: p0, topRight: p1, bottomRight: p2, bottomLeft: p3)
  }
}
