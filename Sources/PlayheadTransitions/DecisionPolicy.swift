/// Decides finish or cancel on release, and says why.
///
/// Order: a cancelled gesture cancels; then, with `velocityWins`, a release faster than
/// `flickVelocity` decides by projecting where the motion would stop (GNOME Shell's deceleration,
/// 0.997 per ms); otherwise the seed's rule.
public struct DecisionPolicy: Sendable, Hashable {
  /// The seed's rule, used when velocity does not decide.
  public var rule: DecisionRule
  /// Let a release faster than `flickVelocity` decide by its projection (GNOME, Flutter).
  public var velocityWins: Bool
  /// Percent per second from which velocity wins.
  public var flickVelocity: Double

  /// GNOME Shell's touchpad flick threshold, 0.6 px/ms over its 400 px base distance: 1.5 percent/s.
  public static let gnomeFlickVelocity = 1.5
  /// GNOME Shell's touchpad deceleration per millisecond.
  public static let gnomeDeceleration = 0.997
  /// How far ahead a flick carries: v × r / (1 − r) / 1000 with r = 0.997, i.e. v × 0.3323 s.
  public static var projectionTime: Double { gnomeDeceleration / (1 - gnomeDeceleration) / 1000 }

  /// A policy; by default only the seed's rule decides.
  public init(rule: DecisionRule, velocityWins: Bool = false, flickVelocity: Double = gnomeFlickVelocity) {
    self.rule = rule
    self.velocityWins = velocityWins
    self.flickVelocity = flickVelocity
  }

  /// The outcome for a release at `percent` (unclamped is fine) moving at `velocity` percent/s, the
  /// gesture having ended as `ending` (only a cancellation changes the decision).
  public func decide(percent: Double, velocity: Double, ending: GestureTrack.Ending)
    -> (Decision.Outcome, DecisionReason)
  {
    if case .cancelled(let byLibinput) = ending {
      return (.cancel, .gestureCancelled(byLibinput: byLibinput))
    }
    let p = percent.isFinite ? percent : 0
    let v = velocity.isFinite ? velocity : 0
    switch rule {
    case .releaseDirection:
      return (v > 0 ? .finish : .cancel, .releaseDirection(velocity: v))
    case .threshold(let threshold):
      if let flick = flickDecision(p, v, threshold) { return flick }
      let clamped = min(max(p, 0), 1)
      return (p >= threshold ? .finish : .cancel, .threshold(percent: clamped, threshold: threshold))
    case .projectedAhead(let horizon, let threshold):
      if let flick = flickDecision(p, v, threshold) { return flick }
      let projected = p + horizon * v
      return (
        projected >= threshold ? .finish : .cancel,
        .projectedAhead(horizon: horizon, projected: projected, threshold: threshold)
      )
    }
  }

  private func flickDecision(_ p: Double, _ v: Double, _ threshold: Double) -> (
    Decision.Outcome, DecisionReason
  )? {
    guard velocityWins, abs(v) >= flickVelocity else { return nil }
    let projected = p + v * Self.projectionTime
    return (
      projected >= threshold ? .finish : .cancel,
      .flick(velocity: v, projected: projected, threshold: threshold)
    )
  }
}
