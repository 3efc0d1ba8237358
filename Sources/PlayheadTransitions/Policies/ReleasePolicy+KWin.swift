extension ReleasePolicy {
  /// KWin (src/virtualdesktops.cpp, src/gestures.cpp, src/plugins/slide/slide.cpp,
  /// src/effect/springmotion.cpp): the desktop switches when the progress reaches 0.25
  /// (`GESTURE_SWITCH_THRESHOLD`); no velocity is read, and a cancelled gesture is released the same
  /// way (its shortcut fires on `cancelled` too). The Slide effect's spring (k 300, ζ 1.1) is not
  /// seeded by the gesture; it moves the transition's travel in points as KWin moves pixels.
  static func kwin(_ track: GestureTrack, _ s: ReleaseSituation) -> Release {
    let p = track.percent
    let outcome: Decision.Outcome = p >= 0.25 ? .finish : .cancel
    let target = outcome == .finish ? 1.0 : 0
    let motion = SpringMotion(from: p, to: target, travel: max(s.fullTravelPoints, 1))
    let run = CompletionAnimation.steppedSpring(motion, at: track.releaseTime ?? 0, slowFactor: s.slowFactor)
    return Release(
      policy: .kwin, outcome: outcome, velocity: 0, projected: nil,
      reason: .switchThreshold(percent: p, threshold: 0.25), completion: run)
  }
}
