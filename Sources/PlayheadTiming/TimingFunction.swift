/// A cubic Bézier easing curve through (0, 0) and (1, 1), as `CAMediaTimingFunction`.
///
/// `evaluate(_:)` solves x(t) = x for the curve parameter t (Newton's method, bisection when Newton
/// stalls) and returns y(t), within 1e-9 of the exact value (PropertyBasedTests checks random curves).
/// Outside [0, 1] the curve continues as a straight line with the slope it has at the nearer end point, so overshooting progress stays defined.
public struct TimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// First control point.
  public let c1x: Double, c1y: Double
  /// Second control point.
  public let c2x: Double, c2y: Double

  // `==` and `hash(into:)` are synthesized: every stored value below follows from the control points.
  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
  @usableFromInline let ax: Double, bx: Double, cx: Double
  @usableFromInline let ay: Double, by: Double, cy: Double
  /// Slopes of the straight lines used outside [0, 1].
  @usableFromInline let startSlope: Double, endSlope: Double
  /// Both control points on the diagonal: the curve is exactly y = x.
  @usableFromInline let isIdentity: Bool

  /// `CAMediaTimingFunctionName.linear`.
  public static let linear = TimingFunction(unchecked: 0, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeIn`: (0.42, 0, 1, 1).
  public static let easeIn = TimingFunction(unchecked: 0.42, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeOut`: (0, 0, 0.58, 1).
  public static let easeOut = TimingFunction(unchecked: 0, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.easeInEaseOut`: (0.42, 0, 0.58, 1); UIKit's default curve.
  public static let easeInEaseOut = TimingFunction(unchecked: 0.42, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.default`: (0.25, 0.1, 0.25, 1).
  public static let `default` = TimingFunction(unchecked: 0.25, 0.1, 0.25, 1)

  /// The named presets, by their Core Animation names.
  public static let presets: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// A preset by name (`linear`, `easeIn`, `easeOut`, `easeInEaseOut` or `easeInOut`, `default`).
  public static func named(_ name: String) -> TimingFunction? {
    if name == "easeInOut" { return .easeInEaseOut }
    return presets.first { $0.name == name }?.function
  }

  /// A custom curve with control points (c1x, c1y) and (c2x, c2y).
  ///
  /// The x coordinates must lie in [0, 1] (so x(t) is monotonic and the curve is a function of x);
  /// y may overshoot. All four must be finite.
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) throws(TimingError) {
    try TimingError.requireFinite(c1x, "control point c1x")
    try TimingError.requireFinite(c1y, "control point c1y")
    try TimingError.requireFinite(c2x, "control point c2x")
    try TimingError.requireFinite(c2y, "control point c2y")
    guard (0...1).contains(c1x) else {
      throw .outOfRange(parameter: "control point c1x", value: c1x, range: "[0, 1]")
    }
    guard (0...1).contains(c2x) else {
      throw .outOfRange(parameter: "control point c2x", value: c2x, range: "[0, 1]")
    }
    self.init(unchecked: c1x, c1y, c2x, c2y)
  }

  init(unchecked c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
    isIdentity = c1x == c1y && c2x == c2y
    cx = 3 * c1x
    bx = 3 * (c2x - c1x) - cx
    ax = 1 - cx - bx
    cy = 3 * c1y
    by = 3 * (c2y - c1y) - cy
    ay = 1 - cy - by
    // The end tangents point at the nearest distinct control point (Blink's UnitBezier rule).
    if c1x > 0 {
      startSlope = c1y / c1x
    } else if c1y == 0 && c2x > 0 {
      startSlope = c2y / c2x
    } else if c1y == 0 && c2y == 0 {
      startSlope = 1
    } else {
      startSlope = 0
    }
    if c2x < 1 {
      endSlope = (c2y - 1) / (c2x - 1)
    } else if c2y == 1 && c1x < 1 {
      endSlope = (c1y - 1) / (c1x - 1)
    } else if c2y == 1 && c1y == 1 {
      endSlope = 1
    } else {
      endSlope = 0
    }
  }

  @inline(__always) @usableFromInline func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) @usableFromInline func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) @usableFromInline func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) @usableFromInline func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The curve parameter t in [0, 1] with x(t) = x, for x in [0, 1].
  ///
  /// Hand-tuned hot path (issue 26: every animated property of every frame goes through it; measured
  /// against a UnitBezier-style C solve in Benchmarks/TimingBenchmarks). Plain Newton from t = x, as
  /// WebKit's UnitBezier, without a bracket's bookkeeping; it stops when the next step would be below
  /// 1e-7 in t (|error| < 1e-7·x′, no division) and takes that step, which Newton's quadratic
  /// convergence makes good to ~1e-14 in t — so y is right to ~1e-12, where stopping on x alone
  /// (UnitBezier's 1e-10 in x) leaves y wrong by 1e-10·dy/dx near a vertical tangent. A step that
  /// leaves [0, 1] (x′ ≈ 0, NaN) or 8 steps without converging hand over to `bracketedSolve`.
  @usableFromInline func solveCurveX(_ x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = self.x(t) - x
      let slope = dx(t)
      if abs(error) < 1e-7 * slope { return t - error / slope }
      t -= error / slope
      if !(t >= 0 && t <= 1) { break }
    }
    return bracketedSolve(x)
  }

  /// The curve parameter for x where plain Newton does not converge (flat spots, cusps at the ends).
  func bracketedSolve(_ x: Double) -> Double {
    // Safeguarded Newton: x(t) is monotonic on [0, 1] (both control x's lie in [0, 1]), so every
    // evaluation narrows a bracket [lo, hi] around the root; a Newton step that leaves the bracket
    // (flat spots, x′ ≈ 0) is replaced by bisection. Stop on the size of the step or bracket in t, not
    // on |x(t) − x|: near a vertical tangent a tiny x error hides a large t (and y) error.
    var lo = 0.0
    var hi = 1.0
    var t = x
    for _ in 0..<100 {
      let error = self.x(t) - x
      if error == 0 { return t }
      if error < 0 { lo = t } else { hi = t }
      let slope = dx(t)
      var next = slope != 0 ? t - error / slope : .nan
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - t) < 1e-13 || hi - lo < 1e-14 { return next }
      t = next
    }
    return t
  }

  /// The eased value at progress `x`: y where the curve passes x; linear beyond [0, 1]; 0 for NaN.
  @inlinable public func evaluate(_ x: Double) -> Double {
    if x.isNaN { return 0 }
    if x <= 0 {
      if x == 0 { return 0 }
      return startSlope == 0 ? 0 : startSlope * x
    }
    if x >= 1 {
      if x == 1 { return 1 }
      return endSlope == 0 ? 1 : 1 + endSlope * (x - 1)
    }
    return isIdentity ? x : y(solveCurveX(x))
  }

  /// Same as `evaluate(_:)`.
  @inlinable public func callAsFunction(_ x: Double) -> Double { evaluate(x) }

  /// dy/dx at progress `x` (the end slope outside [0, 1]; ±infinity at a vertical tangent; 0 for NaN).
  public func slope(at x: Double) -> Double {
    if x.isNaN { return 0 }
    if x < 0 { return startSlope }
    if x > 1 { return endSlope }
    if isIdentity { return 1 }
    let t = solveCurveX(x)
    let ddx = dx(t)
    let ddy = dy(t)
    if abs(ddx) > 1e-12 { return ddy / ddx }
    // Cusp in x (x′ = 0): at the ends this is the end tangent; inside, the limit of y′/x′.
    if t <= 1e-9 { return c1x == 0 && c1y != 0 ? .infinity * c1y.sign.multiplier : startSlope }
    if t >= 1 - 1e-9 { return c2x == 1 && c2y != 1 ? .infinity * (1 - c2y).sign.multiplier : endSlope }
    if ddy == 0 { return 0 }
    return ddy > 0 ? .infinity : -.infinity
  }

  public var description: String {
    for preset in Self.presets where preset.function == self { return preset.name }
    return "cubicBezier(\(c1x), \(c1y), \(c2x), \(c2y))"
  }
}

extension FloatingPointSign {
  @usableFromInline var multiplier: Double { self == .minus ? -1 : 1 }
}
