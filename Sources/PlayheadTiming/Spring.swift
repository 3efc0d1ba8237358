import Foundation

/// A damped harmonic oscillator m·x″ + c·x′ + k·x = 0, solved in closed form, as `CASpringAnimation`.
///
/// `value(at:)` is the progress 0 → 1 toward the target: `1 − x(t)` where x is the displacement from
/// the target, x(0) = 1 and x′(0) = −initialVelocity (a positive initial velocity moves toward the
/// target, in units of the whole distance per second, as UIKit's spring velocity).
public struct Spring: Sendable, Hashable {
  /// Mass m (> 0).
  public let mass: Double
  /// Stiffness k (> 0).
  public let stiffness: Double
  /// Damping c (≥ 0; 0 never settles).
  public let damping: Double
  /// Initial velocity toward the target, in distances per second.
  public let initialVelocity: Double

  /// The regime the damping ratio ζ = c / (2√(km)) puts the spring in.
  public enum Regime: String, Sendable, Hashable {
    case underdamped, criticallyDamped, overdamped
  }

  /// Core Animation's `CASpringAnimation` defaults: mass 1, stiffness 100, damping 10, velocity 0.
  public static let caDefault = Spring(unchecked: 1, 100, 10, 0)

  /// A spring with the given physical parameters; throws for non-finite values, mass or stiffness
  /// ≤ 0, or negative damping.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)
    throws(TimingError)
  {
    try TimingError.requireFinite(mass, "mass")
    try TimingError.requireFinite(stiffness, "stiffness")
    try TimingError.requireFinite(damping, "damping")
    try TimingError.requireFinite(initialVelocity, "initialVelocity")
    guard mass > 0 else { throw .outOfRange(parameter: "mass", value: mass, range: "(0, ∞)") }
    guard stiffness > 0 else { throw .outOfRange(parameter: "stiffness", value: stiffness, range: "(0, ∞)") }
    guard damping >= 0 else { throw .outOfRange(parameter: "damping", value: damping, range: "[0, ∞)") }
    self.init(unchecked: mass, stiffness, damping, initialVelocity)
  }

  /// SwiftUI's `spring(duration:bounce:)`: mass 1, stiffness (2π/d)², damping 4πζ/d with
  /// ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) below. Throws for d ≤ 0 or bounce
  /// outside (−1, 1].
  public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws(TimingError) {
    try TimingError.requireFinite(duration, "duration")
    try TimingError.requireFinite(bounce, "bounce")
    guard duration > 0 else { throw .outOfRange(parameter: "duration", value: duration, range: "(0, ∞)") }
    guard bounce > -1 && bounce <= 1 else {
      throw .outOfRange(parameter: "bounce", value: bounce, range: "(-1, 1]")
    }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let omega = 2 * Double.pi / duration
    try self.init(
      mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * zeta / duration,
      initialVelocity: initialVelocity)
  }

  init(unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ initialVelocity: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// Damping ratio ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// Decay rate β = c / 2m.
  @inlinable public var decayRate: Double { damping / (2 * mass) }

  /// Which closed form applies (ζ within 1e-9 of 1 counts as critical).
  public var regime: Regime {
    let zeta = dampingRatio
    if abs(zeta - 1) <= 1e-9 { return .criticallyDamped }
    return zeta < 1 ? .underdamped : .overdamped
  }

  /// Under-damped: x = e^(−βt)(cos ωd·t + b·sin ωd·t) with ωd = √(ω₀² − β²), b = (v₀ + β) / ωd.
  /// Shared by `displacement(at:)` and the settling bound, so both read the same closed form.
  @inlinable var underdampedTerms: (omegaD: Double, b: Double) {
    let beta = decayRate
    let omegaD = (stiffness / mass - beta * beta).squareRoot()
    return (omegaD, (-initialVelocity + beta) / omegaD)
  }

  /// Over-damped: x = c1·e^(r1·t) + c2·e^(r2·t), roots r1,2 = −β ± √(β² − ω₀²) (r1 the slower),
  /// c1 = (v₀ − r2) / (r1 − r2), c2 = 1 − c1.
  @inlinable var overdampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
    let beta = decayRate
    let root = (beta * beta - stiffness / mass).squareRoot()
    let r1 = -beta + root
    let r2 = -beta - root
    let c1 = (-initialVelocity - r2) / (r1 - r2)
    return (r1, r2, c1, 1 - c1)
  }

  /// Displacement from the target and its derivative at time t ≥ 0 (x(0) = 1).
  @inlinable public func displacement(at t: Double) -> (x: Double, v: Double) {
    let x0 = 1.0
    let v0 = -initialVelocity
    let beta = decayRate
    switch regime {
    case .underdamped:
      let (omegaD, b) = underdampedTerms
      let a = x0
      let envelope = exp(-beta * t)
      let c = cos(omegaD * t)
      let s = sin(omegaD * t)
      let x = envelope * (a * c + b * s)
      let v = envelope * ((b * omegaD - beta * a) * c - (a * omegaD + beta * b) * s)
      return (x, v)
    case .criticallyDamped:
      let b = v0 + beta * x0
      let envelope = exp(-beta * t)
      return (envelope * (x0 + b * t), envelope * (b - beta * (x0 + b * t)))
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// Progress toward the target at time t: 0 at t ≤ 0, → 1 as it settles (may overshoot). NaN → 0;
  /// +∞ → 1.
  @inlinable public func value(at t: Double) -> Double {
    if t.isNaN || t <= 0 { return 0 }
    if t == .infinity { return damping > 0 ? 1 : 1 - displacement(at: 0).x }
    let x = displacement(at: t).x
    return x.isFinite ? 1 - x : 1
  }

  /// d(progress)/dt at time t, in distances per second (`initialVelocity` at t ≤ 0).
  @inlinable public func velocity(at t: Double) -> Double {
    if t.isNaN || t <= 0 { return initialVelocity }
    if t == .infinity { return 0 }
    let v = displacement(at: t).v
    return v.isFinite ? -v : 0
  }
}
