import Foundation

/// Core Animation's geometry worked from the textbook, independently of `Transform3D`: 4 × 4
/// matrices on column vectors (p′ = M · p, the other convention), composed by plain loops.
struct ColumnMatrix {
  var m: [[Double]]

  static let identity = ColumnMatrix(m: (0..<4).map { r in (0..<4).map { c in r == c ? 1 : 0 } })

  static func translate(_ x: Double, _ y: Double, _ z: Double) -> ColumnMatrix {
    var t = identity
    (t.m[0][3], t.m[1][3], t.m[2][3]) = (x, y, z)
    return t
  }

  /// The right-handed rotation about y, θ in degrees: x′ = x cos θ + z sin θ, z′ = −x sin θ + z cos θ.
  static func rotateY(_ degrees: Double) -> ColumnMatrix {
    let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
    var t = identity
    (t.m[0][0], t.m[0][2], t.m[2][0], t.m[2][2]) = (c, s, -s, c)
    return t
  }

  /// Perspective with CA's m34 (−1/d): w = 1 + m34 · z.
  static func perspective(_ m34: Double) -> ColumnMatrix {
    var t = identity
    t.m[3][2] = m34
    return t
  }

  /// Drops z: a layer flattened into its parent's plane.
  static let flatten: ColumnMatrix = {
    var t = identity
    t.m[2][2] = 0
    return t
  }()

  static func * (a: ColumnMatrix, b: ColumnMatrix) -> ColumnMatrix {
    var r = ColumnMatrix(m: Array(repeating: Array(repeating: 0, count: 4), count: 4))
    for i in 0..<4 {
      for j in 0..<4 {
        for k in 0..<4 { r.m[i][j] += a.m[i][k] * b.m[k][j] }
      }
    }
    return r
  }

  /// The point (x, y, 0) transformed and divided by w.
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let v = (0..<4).map { r in m[r][0] * x + m[r][1] * y + m[r][3] }
    return (v[0] / v[3], v[1] / v[3])
  }

  /// A layer's frame in its parent, as Core Animation documents it:
  /// T(position) · T(0, 0, zPosition) · transform · T(−anchorPoint · size, −anchorPointZ).
  static func frame(
    position: (Double, Double), zPosition: Double = 0, transform: ColumnMatrix, anchor: (Double, Double),
    anchorZ: Double = 0, size: (Double, Double)
  ) -> ColumnMatrix {
    translate(position.0, position.1, 0) * translate(0, 0, zPosition) * transform
      * translate(-anchor.0 * size.0, -anchor.1 * size.1, -anchorZ)
  }

  /// A parent's sublayerTransform about its bounds centre, then the flattening into its plane.
  static func sublayer(_ s: ColumnMatrix, centre: (Double, Double)) -> ColumnMatrix {
    flatten * translate(centre.0, centre.1, 0) * s * translate(-centre.0, -centre.1, 0)
  }

  /// The bounds corners TL, TR, BR, BL of a layer of `size` through this matrix.
  func corners(_ size: (Double, Double)) -> [(x: Double, y: Double)] {
    [apply(0, 0), apply(size.0, 0), apply(size.0, size.1), apply(0, size.1)]
  }
}
