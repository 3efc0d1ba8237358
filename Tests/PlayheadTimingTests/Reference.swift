import Foundation

/// Independent reference computations, written from the textbook formulas and not from the code
/// under test (Bernstein form, plain bisection to machine precision, RK4).
enum Reference {
  /// Cubic Bézier in Bernstein form, B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
  static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// Bernstein form in 80-bit extended precision.
  static func bernstein80(_ p1: Float80, _ p2: Float80, _ t: Float80) -> Float80 {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  /// y at x for the curve (0,0) (x1,y1) (x2,y2) (1,1): bisection on t in 80-bit precision, no Newton.
  /// Where x(t) is flat to within rounding (a vertical tangent) every t of the plateau is a solution;
  /// the plateau's midpoint is used.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    let target = Float80(x)
    func bisect(_ below: (Float80) -> Bool) -> Float80 {
      var lo: Float80 = 0
      var hi: Float80 = 1
      for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if below(bernstein80(Float80(x1), Float80(x2), mid)) { lo = mid } else { hi = mid }
      }
      return (lo + hi) / 2
    }
    let first = bisect { $0 < target }
    let last = bisect { $0 <= target }
    return Double(bernstein80(Float80(y1), Float80(y2), (first + last) / 2))
  }

  /// x(t) = displacement of m·x″ + c·x′ + k·x = 0 with x(0)=x0, x′(0)=v0, integrated by classical RK4.
  static func rk4Spring(
    mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, until t: Double,
    dt: Double = 1e-4
  ) -> (x: Double, v: Double) {
    var x = x0
    var v = v0
    var time = 0.0
    func accel(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
    while time < t - 1e-15 {
      let h = min(dt, t - time)
      let k1x = v, k1v = accel(x, v)
      let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      time += h
    }
    return (x, v)
  }
}
