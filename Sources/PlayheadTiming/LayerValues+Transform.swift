extension LayerValues {
  /// The layer's own transform: scale, then rotation about x, y, z, then translation.
  public var transform: Transform3D {
    Transform3D.scale(scaleX, scaleY, 1)
      .concatenating(.rotation(degrees: rotationX, axis: 0))
      .concatenating(.rotation(degrees: rotationY, axis: 1))
      .concatenating(.rotation(degrees: rotationZ, axis: 2))
      .concatenating(.translation(translationX, translationY, translationZ))
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
