extension LayerValues {
  /// The layer's own transform: scale, then rotation about x, y, z, then translation.
  public var transform: Transform3D {
    Transform3D.scale(scaleX, scaleY, 1)
      .concatenating(.rotation(degrees: rotationX, axis: 0))
      .concatenating(.rotation(degrees: rotationY, axis: 1))
      .concatenating(.rotation(degrees: rotationZ, axis: 2))
      .concatenating(.translation(translationX, translationY, translationZ))
  }

  /// The layer's four corners in its parent's
  /// coordinates: its transform about its centre, moved to `position`, then seen through the parent's
  /// perspective `m34` about `perspectiveCentre` (the parent's centre, as sublayerTransform applies).
  public func projectedCorners(perspectiveM34 m34: Double, perspectiveCentre: (x: Double, y: Double)) -> Quad
  {
    let own =
      transform
      .concatenating(.translation(positionX - perspectiveCentre.x, positionY - perspectiveCentre.y, 0))
      .concatenating(.perspective(m34: m34))
    let hw = width / 2
    let hh = height / 2
    func corner(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      let p = own.project(x, y)
      return (p.x + perspectiveCentre.x, p.y + perspectiveCentre.y)
    }
    return Quad(
      topLeft: corner(-hw, -hh), topRight: corner(hw, -hh), bottomRight: corner(hw, hh),
      bottomLeft: corner(-hw, hh))
  }
}
