import PlayheadTiming

extension ReleasePolicy {
  /// This policy's release of `track` (which must have been released) in `situation`: outcome,
  /// velocity, projection, reason and the completion from the release percent at the release time.
  public func release(_ track: GestureTrack, in situation: ReleaseSituation) -> Release {
    switch self {
    case .uikit: return Self.uikit(track, situation)
    case .gnome: return Self.gnome(track, situation, libadwaita: false)
    case .libadwaita: return Self.gnome(track, situation, libadwaita: true)
    case .niri: return Self.niri(track, situation)
    case .kwin: return Self.kwin(track, situation)
    case .hyprland: return Self.hyprland(track, situation)
    case .flutter: return Self.flutter(track, situation)
    case .androidx: return Self.androidx(track, situation)
    }
  }

  /// The seed's rule through `DecisionPolicy` (a cancelled gesture cancels) and the configured
  /// completion (UIKit's curve, or `--completion velocity|spring`); the dynamic transition, lifted,
  /// ends with its physics, whose target decides. What the engine runs by default.
  static func uikit(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    let v = track.recognizerVelocity
    var (outcome, reason) = s.rule.decide(
      percent: track.releasePercent, velocity: v, ending: track.ending)
    let t0 = track.releaseTime ?? 0
    let run: CompletionAnimation
    if s.isDynamic, case .lifted = track.ending {
      let motion = DynamicMotion(percent: p, velocity: v, distance: s.fullTravelPoints)
      outcome = motion.targetPercent >= 1 ? .finish : .cancel
      run = .physics(motion, at: t0, slowFactor: s.slowFactor)
    } else {
      run = uikitCompletion(from: p, to: outcome == .finish ? 1 : 0, velocity: v, s, at: t0)
    }
    return Release(
      policy: .uikit, outcome: outcome, velocity: v, projected: nil, reason: .transitionRule(reason),
      completion: run)
  }

  /// The seeds' completions: UIKit's curve over (|target − p|) × duration ÷ completionSpeed, GNOME's
  /// velocity-matched easeOutCubic, or libadwaita's spring, as `situation.completion` says.
  public static func uikitCompletion(
    from p: Double, to target: Double, velocity v: Double, _ s: ReleaseSituation, at t0: Double
  ) -> CompletionAnimation {
    switch s.completion {
    case .curve:
      return .curve(
        from: p, to: target, at: t0, transitionDuration: s.duration, completionSpeed: s.completionSpeed,
        curve: s.completionCurve, slowFactor: s.slowFactor)
    case .velocity:
      return .velocityMatched(from: p, to: target, velocity: v, at: t0, slowFactor: s.slowFactor)
    case .spring:
      return .spring(from: p, to: target, velocity: v, spring: s.spring, at: t0, slowFactor: s.slowFactor)
    }
  }

  /// AndroidX leaves the decision to its caller: the transition's own rule decides (Playhead's choice,
  /// docs/policies.md); its seek controller's spring (ζ 1, k 200) runs in play-time milliseconds,
  /// seeded with its tracker's velocity, to the duration + 1 ms or to 0, and stops once within 3 ms
  /// (minimumVisibleChange 4 × 0.75) and slower than 187.5 ms/s (× 62.5), checked every millisecond.
  static func androidx(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    let v = ReleaseVelocity.androidx(track)
    let (outcome, reason) = s.rule.decide(percent: p, velocity: v, ending: track.ending)
    let d = max(s.duration, 1e-3) * 1000  // play time, ms
    let target = outcome == .finish ? (d + 1) / d : 0
    let spring = (try? Spring(mass: 1, stiffness: 200, damping: 2 * 200.0.squareRoot())) ?? .caDefault
    let seconds = springRest(
      spring, from: p * d, to: target * d, velocity: v * d, positionTolerance: 3, velocityTolerance: 187.5)
    let run = CompletionAnimation.spring(
      from: p, to: target, velocity: v, spring: spring, duration: seconds, at: track.releaseTime ?? 0,
      slowFactor: s.slowFactor)
    return Release(
      policy: .androidx, outcome: outcome, velocity: v, projected: nil, reason: .transitionRule(reason),
      completion: run)
  }

  /// The first millisecond at which a spring from `x0` to `x1` with initial velocity `v0` (units and
  /// units/s) is within both tolerances (at most 20 s).
  static func springRest(
    _ spring: Spring, from x0: Double, to x1: Double, velocity v0: Double, positionTolerance: Double,
    velocityTolerance: Double
  ) -> Double {
    let delta = x1 - x0
    guard delta != 0 || v0 != 0 else { return 0 }
    // The spring runs 0 → 1 over Δ; with Δ = 0 its shape is scaled by the velocity instead.
    let scale = delta != 0 ? delta : 1
    guard
      let unit = try? Spring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: v0 / scale)
    else { return 0 }
    for ms in 0...20_000 {
      let t = Double(ms) / 1000
      let x = x0 + scale * unit.value(at: t)
      let v = scale * unit.velocity(at: t)
      if abs(x - x1) < positionTolerance && abs(v) < velocityTolerance { return t }
    }
    return 20
  }
}
