import PlayheadTiming

extension ReleasePolicy {
  /// Hyprland (src/managers/input/UnifiedWorkspaceSwipeGesture.cpp, src/config/values/ConfigValues.cpp):
  /// 300 units a workspace; it reverts when |Δ| < 300 × 0.5 and the mean |δ| per event is below 30
  /// (`workspace_swipe_min_speed_to_force`), or when |Δ| < 2 units; libinput's cancelled flag is not
  /// read. The completion is its animation config's, not the gesture's: with no config, the global
  /// speed 8 (× 100 ms) along the default bezier (0, 0.75, 0.15, 1), the whole time whatever is left.
  static func hyprland(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    let meanPercent = ReleaseVelocity.hyprlandMeanDelta(track)
    let meanUnits = meanPercent * 300
    let travelled = p * 300
    let revert = (travelled < 150 && meanUnits < 30) || travelled < 2
    let outcome: Decision.Outcome = revert ? .cancel : .finish
    let curve = (try? TimingFunction(controlPoints: 0, 0.75, 0.15, 1)) ?? .easeOut
    let run = CompletionAnimation(
      kind: .curve(curve), from: p, to: revert ? 0 : 1, at: track.releaseTime ?? 0,
      duration: 0.8 * s.slowFactor,
      timeScale: s.slowFactor)
    return Release(
      policy: .hyprland, outcome: outcome, velocity: meanPercent, projected: nil,
      reason: .hyprland(percent: p, meanDeltaUnits: meanUnits, forced: !revert && travelled < 150),
      completion: run)
  }
}
