import PlayheadTiming

/// The timeline's run from the release percent to 0 or 1: the part of a transition after the fingers
/// lift. Pure: `percent(at:)` is a function of the event-clock time.
public struct CompletionAnimation: Sendable {
  /// The completion a person chooses for UIKit's release rule (`--completion`, a transition file's
  /// `completion.mode`); the release policies build the rest.
  public enum Mode: String, Sendable, Hashable, CaseIterable, Codable {
    /// UIKit: `timeOffset(t) = o + r × completionCurve((t − t₀) / (r / completionSpeed))`.
    case curve
    /// GNOME Shell: easeOutCubic whose starting slope is the release velocity, duration 3Δ/v clamped.
    case velocity
    /// libadwaita: a spring seeded with the release velocity in percent per second.
    case spring
  }

  /// The shape of the run.
  public enum Kind: Sendable {
    /// UIKit: `p(t) = p₀ + (target − p₀) × curve(s)`, s the elapsed fraction of `duration`.
    case curve(TimingFunction)
    /// GNOME Shell: `1 − (1 − s)³`; its slope at 0 is 3, so `duration = 3Δ/v` starts at the finger's speed.
    case easeOutCubic
    /// libadwaita: a spring from p₀ to the target, its initial velocity the release velocity.
    case spring(Spring)
    /// ECSlidingViewController's dynamic transition: gravity, a push and collisions (`DynamicMotion`).
    case physics(DynamicMotion)
    /// KWin's stepped spring (`SpringMotion`, 10 ms steps).
    case steppedSpring(SpringMotion)
    /// Flutter's two-part curve (`ThreePointCubic`).
    case threePointCubic(ThreePointCubic)
  }

  /// The shape of the run (curve, easeOutCubic, spring, physics, stepped spring or three-point cubic).
  public let kind: Kind
  /// Percent when the run began.
  public let startPercent: Double
  /// 0 (cancel) or 1 (finish).
  public let targetPercent: Double
  /// Event-clock time the run began, seconds.
  public private(set) var startTime: Double
  /// Seconds the run lasts on the event clock (slow-animation factor included).
  public private(set) var duration: Double
  /// The slow-animation factor: model time = elapsed / timeScale.
  public private(set) var timeScale: Double

  /// GNOME Shell's bounds on a velocity-matched completion, seconds.
  public static let minimumVelocityDuration = 0.1
  public static let maximumVelocityDuration = 0.4
  /// GNOME Shell's ANIMATION_BASE_VELOCITY, 0.002 per ms: used when the release is slower or backwards.
  public static let baseVelocity = 2.0
  /// libadwaita's navigation transition spring: damping ratio 1, mass 1, stiffness 1000.
  public static let libadwaitaSpring =
    (try? Spring(mass: 1, stiffness: 1000, damping: 2 * 1000.0.squareRoot())) ?? .caDefault

  init(kind: Kind, from p0: Double, to target: Double, at t0: Double, duration: Double, timeScale: Double) {
    self.kind = kind
    self.startPercent = p0
    self.targetPercent = target
    self.startTime = t0
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.timeScale = timeScale
  }

  /// The slowest `completionSpeed` a file or the command line may give: 100× slower than the
  /// transition. Below it a completion from a percent near 0 lasts hours (or ages) of frames — the
  /// CLI fuzz found `--completion-speed 1e-320` never ending.
  public static let slowestSpeed = 0.01

  /// UIKit's completion: r = |target − p₀| × transitionDuration of timeline left to play, played in
  /// `r / completionSpeed` seconds (× slow) along `curve`.
  public static func curve(
    from p0: Double, to target: Double, at t0: Double, transitionDuration: Double,
    completionSpeed: Double = 1, curve: TimingFunction = .easeInEaseOut, slowFactor: Double = 1
  ) -> CompletionAnimation {
    let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
    let remaining = abs(target - p0) * transitionDuration
    return CompletionAnimation(
      kind: .curve(curve), from: p0, to: target, at: t0, duration: remaining / speed * slowFactor,
      timeScale: slowFactor)
  }

  /// GNOME Shell's completion: easeOutCubic over `3 × |Δ| / v` clamped to [0.1, 0.4] s (× slow); a
  /// release slower than 2/s or away from the target uses 2/s.
  public static func velocityMatched(
    from p0: Double, to target: Double, velocity: Double, at t0: Double, slowFactor: Double = 1
  ) -> CompletionAnimation {
    let delta = target - p0
    var speed = abs(velocity)
    if !(delta * velocity > 0) || !speed.isFinite || speed < baseVelocity { speed = baseVelocity }
    var seconds = 3 * abs(delta) / speed
    if seconds > 0 { seconds = min(max(seconds, minimumVelocityDuration), maximumVelocityDuration) }
    return CompletionAnimation(
      kind: .easeOutCubic, from: p0, to: target, at: t0, duration: seconds * slowFactor, timeScale: slowFactor
    )
  }

  /// libadwaita's completion: `spring` from p₀ to the target with the release velocity (percent/s)
  /// as its initial velocity, lasting its settling duration (× slow).
  public static func spring(
    from p0: Double, to target: Double, velocity: Double, spring: Spring, at t0: Double,
    slowFactor: Double = 1
  ) -> CompletionAnimation {
    let seeded = seeded(spring, from: p0, to: target, velocity: velocity)
    return .spring(
      from: p0, to: target, velocity: velocity, spring: spring, duration: seeded.settlingDuration, at: t0,
      slowFactor: slowFactor)
  }

  /// A spring from p₀ to the target seeded with `velocity` (percent/s), lasting `duration` seconds as
  /// the platform that runs it estimates (× slow).
  public static func spring(
    from p0: Double, to target: Double, velocity: Double, spring: Spring, duration: Double, at t0: Double,
    slowFactor: Double = 1
  ) -> CompletionAnimation {
    let seeded = seeded(spring, from: p0, to: target, velocity: velocity)
    return CompletionAnimation(
      kind: .spring(seeded), from: p0, to: target, at: t0, duration: target == p0 ? 0 : duration * slowFactor,
      timeScale: slowFactor)
  }

  /// `spring` with the release velocity as its initial velocity: the spring runs 0 → 1 over Δ, so a
  /// velocity of v percent/s is v / Δ in its units.
  static func seeded(_ spring: Spring, from p0: Double, to target: Double, velocity: Double) -> Spring {
    let delta = target - p0
    let unitVelocity = delta != 0 && velocity.isFinite ? velocity / delta : 0
    return
      (try? Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: unitVelocity)) ?? spring
  }

  /// KWin's stepped spring, until it rests (× slow).
  public static func steppedSpring(_ motion: SpringMotion, at t0: Double, slowFactor: Double = 1)
    -> CompletionAnimation
  {
    CompletionAnimation(
      kind: .steppedSpring(motion), from: motion.from, to: motion.to, at: t0,
      duration: motion.restTime * slowFactor,
      timeScale: slowFactor)
  }

  /// The dynamic transition's physics (× slow).
  public static func physics(_ motion: DynamicMotion, at t0: Double, slowFactor: Double = 1)
    -> CompletionAnimation
  {
    CompletionAnimation(
      kind: .physics(motion), from: motion.startPercent, to: motion.targetPercent, at: t0,
      duration: motion.restTime * slowFactor, timeScale: slowFactor)
  }

  /// Event-clock time the run ends.
  public var endTime: Double { startTime + duration }

  /// True once the run has reached its target.
  public func isComplete(at t: Double) -> Bool { t >= endTime }

  /// Percent complete at event-clock time `t`, in [0, 1].
  public func percent(at t: Double) -> Double {
    if duration <= 0 || t >= endTime { return min(max(targetPercent, 0), 1) }
    let elapsed = max(0, t - startTime)
    let s = elapsed / duration
    let delta = targetPercent - startPercent
    let p: Double
    switch kind {
    case .curve(let curve):
      p = startPercent + delta * curve(s)
    case .easeOutCubic:
      let u = 1 - s
      p = startPercent + delta * (1 - u * u * u)
    case .spring(let spring):
      p = startPercent + delta * spring.value(at: elapsed / timeScale)
    case .physics(let motion):
      p = motion.percent(at: elapsed / timeScale)
    case .steppedSpring(let motion):
      p = motion.percent(at: elapsed / timeScale)
    case .threePointCubic(let curve):
      p = startPercent + delta * curve(s)
    }
    return p.isFinite ? min(max(p, 0), 1) : targetPercent
  }

  /// Rate of change of the percent at `t`, per second of the event clock (0 outside the run).
  public func velocity(at t: Double) -> Double {
    if duration <= 0 || t >= endTime || t < startTime { return 0 }
    let elapsed = t - startTime
    let s = elapsed / duration
    let delta = targetPercent - startPercent
    switch kind {
    case .curve(let curve):
      return delta * curve.slope(at: s) / duration
    case .easeOutCubic:
      let u = 1 - s
      return delta * 3 * u * u / duration
    case .spring(let spring):
      return delta * spring.velocity(at: elapsed / timeScale) / timeScale
    case .physics(let motion):
      return motion.velocity(at: elapsed / timeScale) / timeScale
    case .steppedSpring, .threePointCubic:
      // A central difference: these curves have no closed-form slope here (only the log shows it).
      let h = min(1e-4, duration / 4)
      return (percent(at: t + h) - percent(at: max(startTime, t - h))) / (h + min(h, t - startTime))
    }
  }

  /// Runs the rest `factor` times slower from `t` on, the percent at `t` unchanged (a slow-animation
  /// toggle mid-flight).
  mutating func rescale(by factor: Double, at t: Double) {
    guard factor.isFinite && factor > 0 else { return }
    let elapsed = min(max(0, t - startTime), duration)
    startTime = t - elapsed * factor
    duration *= factor
    timeScale *= factor
  }

  /// Shifts the run later by `seconds` (a pause).
  mutating func delay(by seconds: Double) {
    if seconds.isFinite && seconds > 0 { startTime += seconds }
  }
}
