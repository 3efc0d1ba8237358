import Foundation

/// A 4×4 homogeneous transform in Core Animation's convention (`CATransform3D`): row vectors,
/// p′ = p · M, so `a.concatenating(b)` applies a first, then b. Angles are in degrees.
public struct Transform3D: Sendable, Hashable {
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
  public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

  /// The identity.
  public static let identity = Transform3D()

  public init() {}

  /// `CATransform3DMakeTranslation`.
  public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    var t = Transform3D()
    t.m41 = x
    t.m42 = y
    t.m43 = z
    return t
  }

  /// `CATransform3DMakeScale`.
  public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    var t = Transform3D()
    t.m11 = x
    t.m22 = y
    t.m33 = z
    return t
  }

  /// `CATransform3DMakeRotation` about a principal axis (0 = x, 1 = y, 2 = z), in degrees.
  public static func rotation(degrees: Double, axis: Int) -> Transform3D {
    let radians = degrees * Double.pi / 180
    let c = cos(radians)
    let s = sin(radians)
    var t = Transform3D()
    switch axis {
    case 0:
      t.m22 = c
      t.m23 = s
      t.m32 = -s
      t.m33 = c
    case 1:
      t.m11 = c
      t.m13 = -s
      t.m31 = s
      t.m33 = c
    default:
      t.m11 = c
      t.m12 = s
      t.m21 = -s
      t.m22 = c
    }
    return t
  }

  /// The 16 entries row by row (m11, m12, … m44), as a transition file writes the matrix.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The matrix of 16 entries given row by row (m11, m12, … m44).
  public init(entries e: [Double]) {
    precondition(e.count == 16, "a 4 × 4 matrix has 16 entries")
    (m11, m12, m13, m14) = (e[0], e[1], e[2], e[3])
    (m21, m22, m23, m24) = (e[4], e[5], e[6], e[7])
    (m31, m32, m33, m34) = (e[8], e[9], e[10], e[11])
    (m41, m42, m43, m44) = (e[12], e[13], e[14], e[15])
  }

  /// A perspective transform with the given m34 (e.g. −1/eyeDistance).
  public static func perspective(m34: Double) -> Transform3D {
    var t = Transform3D()
    t.m34 = m34
    return t
  }

  /// `CATransform3DConcat(self, other)`: self first, then other.
  public func concatenating(_ b: Transform3D) -> Transform3D {
    let a = self
    var r = Transform3D()
    r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41
    r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42
    r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43
    r.m14 = a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44
    r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41
    r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42
    r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43
    r.m24 = a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44
    r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41
    r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42
    r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43
    r.m34 = a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44
    r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41
    r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42
    r.m43 = a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43
    r.m44 = a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
    return r
  }

  /// The point (x, y, z) transformed and divided by w (a point behind the eye, w ≤ 0, is clamped to
  /// a tiny positive w so the result stays finite).
  public func project(_ x: Double, _ y: Double, _ z: Double = 0) -> (x: Double, y: Double) {
    let px = x * m11 + y * m21 + z * m31 + m41
    let py = x * m12 + y * m22 + z * m32 + m42
    let w = x * m14 + y * m24 + z * m34 + m44
    let safe = w > 1e-9 ? w : 1e-9
    return (px / safe, py / safe)
  }
}
