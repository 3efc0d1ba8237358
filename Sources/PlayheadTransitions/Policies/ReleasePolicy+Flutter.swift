extension ReleasePolicy {
  /// Flutter's Cupertino back swipe (packages/flutter/lib/src/cupertino/route.dart,
  /// `_CupertinoBackGestureController.dragEnd`, since PR #153765): the drag's velocity in widths per
  /// second (`ReleaseVelocity.flutter`; the drag recognizer reports 0 unless faster than 50 px/s,
  /// `kMinFlingVelocity`, and past its 18 px slop, and clamps it to 8000 px/s, `kMaxFlingVelocity`);
  /// |v| ≥ 1 width/s (`_kMinFlingVelocity`) decides by its sign; otherwise the value, 1 − percent,
  /// decides: `animateForward = value > 0.5` keeps the page, so percent ≥ 0.5 finishes. A cancelled
  /// drag ends as `dragEnd(0.0)`: the value decides.
  /// 350 ms (`_kDroppedSwipePageAnimationDuration`) along `Curves.fastEaseInToSlowEaseOut` either way.
  static func flutter(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    var v = ReleaseVelocity.flutter(track)
    let width = max(s.containerWidth, 1)
    if abs(v * width) <= 50 || abs((p - track.startPercent) * width) <= 18 { v = 0 }
    v = min(max(v, -8000 / width), 8000 / width)
    if case .cancelled = track.ending { v = 0 }
    let outcome: Decision.Outcome
    let reason: ReleaseReason
    if abs(v) >= 1 {
      outcome = v > 0 ? .finish : .cancel
      reason = .fling(widthsPerSecond: v)
    } else {
      outcome = 1 - p > 0.5 ? .cancel : .finish
      reason = .dropped(percent: p)
    }
    let run = CompletionAnimation(
      kind: .threePointCubic(.fastEaseInToSlowEaseOut), from: p, to: outcome == .finish ? 1 : 0,
      at: track.releaseTime ?? 0, duration: 0.35 * s.slowFactor, timeScale: s.slowFactor)
    return Release(
      policy: .flutter, outcome: outcome, velocity: v, projected: nil, reason: reason, completion: run)
  }
}
