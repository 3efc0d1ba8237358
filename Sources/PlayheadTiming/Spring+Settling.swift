import Foundation

extension Spring {
  /// The time after which the displacement stays within `tolerance` (default 0.1 %) of the distance:
  /// the last time |x(t)| = tolerance. `.infinity` for an undamped spring; 0 if it never leaves the band.
  ///
  /// An exponential bound B(t) ≥ |x(t)| gives a time after which the band can no longer be left; the
  /// last crossing before it is found on a fine grid and refined by bisection.
  public func settlingDuration(tolerance: Double = 0.001) -> Double {
    guard tolerance > 0, tolerance.isFinite else { return .infinity }
    if damping == 0 { return .infinity }
    let horizon = boundTime(tolerance)
    if horizon <= 0 { return 0 }
    // A grid fine enough to see every oscillation: 64 steps per period, at least 4096 in all.
    var step = horizon / 4096
    if regime == .underdamped {
      step = min(step, 2 * Double.pi / underdampedTerms.omegaD / 64)
    }
    var t = horizon
    while t > 0 && abs(displacement(at: t).x) <= tolerance { t -= step }
    if t <= 0 && abs(displacement(at: 0).x) <= tolerance { return 0 }
    // |x| > tolerance at lo, ≤ tolerance on (hi, horizon].
    var lo = max(t, 0)
    var hi = min(lo + step, horizon)
    for _ in 0..<60 {
      let mid = 0.5 * (lo + hi)
      if abs(displacement(at: mid).x) > tolerance { lo = mid } else { hi = mid }
    }
    return hi
  }

  /// `settlingDuration(tolerance: 0.001)`.
  public var settlingDuration: Double { settlingDuration(tolerance: 0.001) }

  /// A time T with |x(t)| ≤ tolerance for every t ≥ T, from an envelope of the closed form.
  func boundTime(_ tolerance: Double) -> Double {
    let x0 = 1.0
    let v0 = -initialVelocity
    let beta = decayRate
    switch regime {
    case .underdamped:
      // |x| ≤ A e^(−βt), A = √(a² + b²).
      let b = underdampedTerms.b
      let amplitude = (x0 * x0 + b * b).squareRoot()
      return max(0, log(amplitude / tolerance) / beta)
    case .criticallyDamped:
      // |x| ≤ (|x0| + |b|t) e^(−βt), which decreases once t > 1/β − |x0|/|b|; double until below.
      let b = abs(v0 + beta * x0)
      var t = max(1 / beta, 1e-6)
      while (x0 + b * t) * exp(-beta * t) > tolerance { t *= 2 }
      return t
    case .overdamped:
      // |x| ≤ (|c1| + |c2|) e^(r1 t) with r1 the slower (less negative) root.
      let (r1, _, c1, c2) = overdampedTerms
      return max(0, log((abs(c1) + abs(c2)) / tolerance) / -r1)
    }
  }
}
