import Foundation
import PlayheadTiming

extension ReleasePolicy {
  /// niri (src/layout/monitor.rs, src/input/swipe_tracker.rs, src/animation/spring.rs): the velocity
  /// of its tracker (`ReleaseVelocity.niri`); the end projected by exponential decay at 0.997 per ms,
  /// `pos − v / (1000 · ln 0.997)`, clamped to [0, 1] and rounded (half away from zero, Rust's
  /// `round`), so no velocity threshold; libinput's cancelled flag is not read. The workspace-switch
  /// spring (ζ 1, k 1000, ε 0.0001) seeded with the velocity, for −ln ε / √k s.
  static func niri(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    let v = ReleaseVelocity.niri(track)
    let projected = p - v / (1000 * log(0.997))
    let end = min(max(projected, 0), 1).rounded(.toNearestOrAwayFromZero)
    // libadwaita's navigation spring is niri's workspace-switch spring too (ζ 1, k 1000).
    let spring = CompletionAnimation.libadwaitaSpring
    let seconds = -log(0.0001) / spring.stiffness.squareRoot()
    let run = CompletionAnimation.spring(
      from: p, to: end, velocity: v, spring: spring, duration: seconds, at: track.releaseTime ?? 0,
      slowFactor: s.slowFactor)
    return Release(
      policy: .niri, outcome: end >= 1 ? .finish : .cancel, velocity: v, projected: projected,
      reason: .roundedProjection(projected: projected), completion: run)
  }
}
