extension ReleasePolicy {
  /// Flutter's Cupertino back swipe (packages/flutter/lib/src/cupertino/route.dart,
  /// `_CupertinoBackGestureController.dragEnd`, since PR #153765): the drag's velocity in widths per
  /// second (`ReleaseVelocity.flutter`; the drag recognizer reports 0 unless faster than 50 px/s,
  /// `kMinFlingVelocity`); |v| ≥ 1 width/s (`_kMinFlingVelocity`) decides by its sign, otherwise the
  /// value decides (> 0.5 finishes). A cancelled drag ends as `dragEnd(0.0)`: the value decides.
  /// 350 ms (`_kDroppedSwipePageAnimationDuration`) along `Curves.fastEaseInToSlowEaseOut` either way.
  static func flutter(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    var v = ReleaseVelocity.flutter(track)
    if abs(v * s.containerWidth) <= 50 { v = 0 }
    if case .cancelled = track.ending { v = 0 }
    let outcome: Decision.Outcome
    let reason: ReleaseReason
    if abs(v) >= 1 {
      outcome = v > 0 ? .finish : .cancel
      reason = .fling(widthsPerSecond: v)
    } else {
      outcome = p > 0.5 ? .finish : .cancel
      reason = .dropped(percent: p)
    }
    let run = CompletionAnimation(
      kind: .threePointCubic(.fastEaseInToSlowEaseOut), from: p, to: outcome == .finish ? 1 : 0,
      at: track.releaseTime ?? 0, duration: 0.35 * s.slowFactor, timeScale: s.slowFactor)
    return Release(policy: .flutter, outcome: outcome, velocity: v, projected: nil, reason: reason, completion: run)
  }
}
