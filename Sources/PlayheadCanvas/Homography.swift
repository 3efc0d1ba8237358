import PlayheadTiming

/// A plane-to-plane projective map on column vectors, (x′, y′, w′) = H · (x, y, 1), the point being
/// (x′ / w′, y′ / w′): how a planar layer's bounds land on the screen through its 3D transform, z
/// dropped (the layer's own z is 0, so only the transform's x, y and w columns matter).
struct Homography: Sendable, Hashable {
  var a = 1.0, b = 0.0, c = 0.0
  var d = 0.0, e = 1.0, f = 0.0
  var g = 0.0, h = 0.0, i = 1.0

  /// Transform3D (row vectors, p′ = p · M) restricted to z = 0 and read as x, y and w: the
  /// transpose of rows 1, 2, 4 by columns 1, 2, 4.
  init(layerToContainer m: Transform3D) {
    (a, b, c) = (m.m11, m.m21, m.m41)
    (d, e, f) = (m.m12, m.m22, m.m42)
    (g, h, i) = (m.m14, m.m24, m.m44)
  }

  init() {}

  /// Scale, then translation: (x, y) ↦ (sx·x + tx, sy·y + ty).
  static func affine(scaleX: Double, scaleY: Double, translateX: Double, translateY: Double) -> Homography {
    var m = Homography()
    (m.a, m.c, m.e, m.f) = (scaleX, translateX, scaleY, translateY)
    return m
  }

  /// `self` after `other`: other applies first.
  func after(_ o: Homography) -> Homography {
    var r = Homography()
    r.a = a * o.a + b * o.d + c * o.g
    r.b = a * o.b + b * o.e + c * o.h
    r.c = a * o.c + b * o.f + c * o.i
    r.d = d * o.a + e * o.d + f * o.g
    r.e = d * o.b + e * o.e + f * o.h
    r.f = d * o.c + e * o.f + f * o.i
    r.g = g * o.a + h * o.d + i * o.g
    r.h = g * o.b + h * o.e + i * o.h
    r.i = g * o.c + h * o.f + i * o.i
    return r
  }

  var determinant: Double { a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g) }

  /// The inverse (by the adjugate), nil when the map squashes the plane to a line or a point.
  var inverse: Homography? {
    let det = determinant
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    var r = Homography()
    r.a = (e * i - f * h) / det
    r.b = (c * h - b * i) / det
    r.c = (b * f - c * e) / det
    r.d = (f * g - d * i) / det
    r.e = (a * i - c * g) / det
    r.f = (c * d - a * f) / det
    r.g = (d * h - e * g) / det
    r.h = (b * g - a * h) / det
    r.i = (a * e - b * d) / det
    return r
  }

  /// w′ at (x, y): positive in front of the eye.
  func w(_ x: Double, _ y: Double) -> Double { g * x + h * y + i }

  /// The point (x, y) goes to, divided by w′.
  func map(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let w = g * x + h * y + i
    return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)
  }

  /// The affine map along the line y = `y` that agrees with `self` at x = `x0` and x = `x1`:
  /// (x, y′) ↦ p(x0) + (x − x0)·(p(x1) − p(x0)) / (x1 − x0), whatever y′ (one row is sampled).
  func chord(y: Double, from x0: Double, to x1: Double) -> Homography {
    let p = map(x0, y)
    let q = map(x1, y)
    let run = x1 - x0
    let slope = run != 0 ? (x: (q.x - p.x) / run, y: (q.y - p.y) / run) : (x: 0.0, y: 0.0)
    var m = Homography()
    (m.a, m.b, m.c) = (slope.x, 0, p.x - slope.x * x0)
    (m.d, m.e, m.f) = (slope.y, 0, p.y - slope.y * x0)
    return m
  }
}
