import Foundation

/// The dynamic transition's motion after release (seed 004, ECSlidingViewController's TransitionFun,
/// `MEDynamicTransition`), in closed form, in percent of the anchor distance.
///
/// UIKit Dynamics there: gravity of magnitude 2 (2000 pt/s²) toward the throw direction; an
/// instantaneous push of magnitude `velocityX` on an item whose density is 908800 / area (so a mass of
/// 90.88 units, and a push of 1 changes the speed by 100 / 90.88 pt/s); resistance 1 (linear damping,
/// dv/dt = −v); collision boundaries at both ends of the travel. Between collisions the motion solves
/// v′ = a − k·v exactly; a collision reverses the velocity scaled by `restitution`; the motion rests
/// when a rebound off the end it falls toward would be slower than `restSpeed`.
/// It finishes when the throw is in the direction the transition runs (velocity > 0), else cancels.
public struct DynamicMotion: Sendable {
  /// One flight between collisions.
  struct Segment: Sendable, Hashable {
    var start: Double = 0
    var position: Double = 0
    var velocity: Double = 0
  }

  /// Gravity in points per second squared (UIKit: magnitude 1 = 1000 pt/s²; the seed uses 2).
  public static let gravity = 2000.0
  /// Speed change per unit of push, points per second (100 / 90.88).
  public static let pushPerUnit = 100.0 / 90.88
  /// Linear resistance, per second.
  public static let resistance = 1.0
  /// Most flights computed; after that the motion is put at rest at its end.
  public static let maximumSegments = 8

  /// Percent at release, where the flight starts.
  public let startPercent: Double
  /// 1 when thrown toward the end, 0 otherwise.
  public let targetPercent: Double
  /// Acceleration in percent per second squared (signed).
  public let acceleration: Double
  /// Restitution of the collisions (0 = no bounce).
  public let restitution: Double
  /// Model seconds after release at which the motion rests at the target.
  public private(set) var restTime: Double = 0
  private var segments = InlineArray<8, Segment>(repeating: Segment())
  private var segmentCount = 0

  /// The motion of a layer released at `percent` with `velocity` percent/s over a travel of
  /// `distance` points.
  public init(
    percent: Double, velocity: Double, distance: Double, restitution: Double = 0.3, restSpeed: Double = 0.1
  ) {
    let p = percent.isFinite ? min(max(percent, 0), 1) : 0
    let v = velocity.isFinite ? velocity : 0
    let d = distance.isFinite && distance > 0 ? distance : 1
    startPercent = p
    targetPercent = v > 0 ? 1 : 0
    acceleration = (v > 0 ? 1 : -1) * Self.gravity / d
    self.restitution = restitution.isFinite ? min(max(restitution, 0), 1) : 0
    var segment = Segment(start: 0, position: p, velocity: v * Self.pushPerUnit)
    let rest = restSpeed.isFinite && restSpeed > 0 ? restSpeed : 0.1
    while segmentCount < Self.maximumSegments {
      segments[segmentCount] = segment
      segmentCount += 1
      let (dt, wall) = self.impact(of: segment)
      let arrival = self.velocity(of: segment, after: dt)
      let time = segment.start + dt
      let bounced = -arrival * self.restitution
      if wall == targetPercent && (abs(bounced) < rest || segmentCount == Self.maximumSegments) {
        restTime = time
        return
      }
      segment = Segment(start: time, position: wall, velocity: bounced)
    }
    restTime = segment.start
  }

  /// Percent at `t` model seconds after release, in [0, 1].
  public func percent(at t: Double) -> Double {
    if t >= restTime { return targetPercent }
    let segment = segment(at: t)
    return min(max(position(of: segment, after: t - segment.start), 0), 1)
  }

  /// Velocity in percent per second at `t` model seconds after release.
  public func velocity(at t: Double) -> Double {
    if t >= restTime { return 0 }
    let segment = segment(at: t)
    return velocity(of: segment, after: t - segment.start)
  }

  /// How many flights the motion has (1 when it reaches its end without bouncing off it).
  public var flights: Int { segmentCount }

  private func segment(at t: Double) -> Segment {
    var index = 0
    while index + 1 < segmentCount && segments[index + 1].start <= t { index += 1 }
    return segments[index]
  }

  // v(τ) = c + (v₀ − c)·e^(−kτ) with c = a / k, the terminal velocity.
  private func velocity(of s: Segment, after tau: Double) -> Double {
    let k = Self.resistance
    let c = acceleration / k
    return c + (s.velocity - c) * exp(-(k * tau))
  }

  // x(τ) = x₀ + c·τ + (v₀ − c)(1 − e^(−kτ)) / k.
  private func position(of s: Segment, after tau: Double) -> Double {
    let k = Self.resistance
    let c = acceleration / k
    return s.position + c * tau + (s.velocity - c) * (1 - exp(-(k * tau))) / k
  }

  /// When and at which end (0 or 1) a flight next collides.
  private func impact(of s: Segment) -> (Double, Double) {
    let fall = targetPercent  // gravity points at the target end
    let other = 1 - fall
    let sign = acceleration > 0 ? 1.0 : -1.0
    // Moving away from the end gravity pulls to: it turns at the apex, unless it reaches the other end first.
    var searchFrom = 0.0
    if s.velocity * sign < 0 {
      let k = Self.resistance
      let c = acceleration / k
      // e^(−kτ) = c / (c − v₀) at the apex.
      let tauApex = -log(c / (c - s.velocity)) / k
      let apexPosition = position(of: s, after: tauApex)
      if (apexPosition - other) * sign <= 0 {
        let hit = bisect(s, target: other, lo: 0, hi: tauApex, increasing: false, sign: sign)
        return (hit, other)
      }
      searchFrom = tauApex
    }
    var hi = max(searchFrom, 0) + 0.05
    while (position(of: s, after: hi) - fall) * sign < 0 && hi < 1e4 { hi *= 2 }
    return (bisect(s, target: fall, lo: searchFrom, hi: hi, increasing: true, sign: sign), fall)
  }

  /// The time in [lo, hi] where the position crosses `target` (monotonic there).
  private func bisect(_ s: Segment, target: Double, lo: Double, hi: Double, increasing: Bool, sign: Double)
    -> Double
  {
    var lo = lo
    var hi = hi
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      let f = (position(of: s, after: mid) - target) * sign
      // Before the crossing f < 0 when approaching the gravity end, f > 0 when approaching the other.
      if (f < 0) == increasing { lo = mid } else { hi = mid }
    }
    return hi
  }
}
