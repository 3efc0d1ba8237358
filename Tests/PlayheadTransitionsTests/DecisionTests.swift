import PlayheadGestures
import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// Every decision reason, through the driver (gestures in container points) and the policy.
@Suite struct DecisionTests {
  /// Drives `name` with a began, a changed to `changed`, and the release `end`, at 1 s intervals.
  func release(
    _ name: String, changed: GestureSnapshot, end: GestureSnapshot,
    _ configure: (inout TransitionConfiguration) -> Void = { _ in }
  ) throws -> (TransitionDriver, Decision) {
    var d = try driver(name, configure)
    _ = d.handle(GestureSnapshot(kind: changed.kind, fingers: changed.fingers, state: .began, time: 0), at: 0)
    _ = d.handle(changed, at: 0.5)
    let actions = d.handle(end, at: 1)
    return (d, try #require(actions.decision))
  }

  @Test func flipFinishesAtHalfTheHeight() throws {
    // percent = |ty| / 568: 300 pt down → 0.5282 ≥ 0.5.
    let (_, decision) = try release("flip", changed: pan(.changed, y: 300), end: pan(.ended, y: 300))
    #expect(decision.outcome == .finish)
    #expect(close(decision.percent, 300.0 / 568, 1e-12))
    #expect(decision.reason.description == "percent 0.53 ≥ threshold 0.5")
    // UIKit's completion: (1 − 0.5282) × 1.0 s.
    #expect(close(decision.duration, 1 - 300.0 / 568, 1e-12))
  }

  @Test func flipCancelsBelowHalfEitherWay() throws {
    // |ty| makes an upward pan count as well: 200 pt up → 0.352 < 0.5.
    let (_, decision) = try release("flip", changed: pan(.changed, y: -200), end: pan(.ended, y: -200))
    #expect(decision.outcome == .cancel)
    #expect(decision.reason == .threshold(percent: 200.0 / 568, threshold: 0.5))
    #expect(decision.reason.description == "percent 0.35 < threshold 0.5")
  }

  @Test func piecesFinishesAtSeventyPercent() throws {
    // percent = |dx| / 150: 100 pt → 0.667 < 0.7 cancels; 110 pt → 0.733 finishes.
    let (_, low) = try release("pieces", changed: pan(.changed, x: 100), end: pan(.ended, x: 100))
    #expect(low.outcome == .cancel)
    let (_, high) = try release("pieces", changed: pan(.changed, x: -110), end: pan(.ended, x: -110))
    #expect(high.outcome == .finish)
    #expect(high.reason.description == "percent 0.73 ≥ threshold 0.7")
  }

  @Test func libinputCancelledGestureCancels() throws {
    // Seed 000: a cancelled recognizer cancels even at 0.9.
    let (_, decision) = try release(
      "flip", changed: pan(.changed, y: 511), end: pan(.cancelled, y: 511, cancelled: true))
    #expect(decision.outcome == .cancel)
    #expect(decision.reason.description == "gesture cancelled by libinput")
    let (_, other) = try release("flip", changed: pan(.changed, y: 511), end: pan(.cancelled, y: 511))
    #expect(other.reason.description == "gesture cancelled")
  }

  @Test func flickBackCancelsPastTheThreshold() throws {
    // velocityWins: at 0.7 (397.6 pt) moving up at 3 heights/s: v = −3/s ≥ 1.5 in size, so velocity
    // decides: projected = 0.7 − 3 × 0.997 / 0.003 / 1000 = 0.7 − 0.997 = −0.297 < 0.5 → cancel.
    let y = 0.7 * 568
    let (_, decision) = try release(
      "flip", changed: pan(.changed, y: y), end: pan(.ended, y: y, vy: -3 * 568)
    ) { $0.velocityWins = true }
    #expect(decision.outcome == .cancel)
    #expect(close(decision.velocity, -3, 1e-12))
    guard case .flick(let v, let projected, _) = decision.reason else { Issue.record("not a flick"); return }
    #expect(close(v, -3, 1e-12) && close(projected, 0.7 - 0.997, 1e-9))
    #expect(decision.reason.description == "flick back at -3.0/s (projected -0.30 < 0.5)")
  }

  @Test func flickForwardFinishesBelowTheThreshold() throws {
    // At 0.2 moving down at 2/s: projected 0.2 + 2 × 0.33233 = 0.8647 ≥ 0.5 → finish.
    let y = 0.2 * 568
    let (_, decision) = try release(
      "flip", changed: pan(.changed, y: y), end: pan(.ended, y: y, vy: 2 * 568)
    ) { $0.velocityWins = true }
    #expect(decision.outcome == .finish)
    #expect(decision.reason.description == "flick forward at 2.0/s (projected 0.86 ≥ 0.5)")
  }

  @Test func slowReleaseKeepsTheThresholdWhenVelocityMayWin() throws {
    // 1 / s is under the 1.5 / s flick speed: the threshold decides.
    let y = 0.6 * 568
    let (_, decision) = try release(
      "flip", changed: pan(.changed, y: y), end: pan(.ended, y: y, vy: -568)
    ) { $0.velocityWins = true }
    #expect(decision.outcome == .finish)
    #expect(decision.reason == .threshold(percent: 0.6, threshold: 0.5))
  }

  @Test func popProjectsATenthOfASecondAhead() throws {
    // Seed 002: scale 0.55 shrinking at 1/s: percent 0.45, v = +1/s; 0.45 + 0.1 × 1 = 0.55 ≥ 0.5.
    let (_, decision) = try release(
      "pop", changed: pinch(.changed, scale: 0.55), end: pinch(.ended, scale: 0.55, velocity: -1))
    #expect(decision.outcome == .finish)
    #expect(decision.reason.description == "percent in 0.1 s 0.55 ≥ threshold 0.5")
    // Growing back at 1/s: 0.45 − 0.1 = 0.35 → cancel; completion 0.45 × 3 s = 1.35 s.
    let (_, back) = try release(
      "pop", changed: pinch(.changed, scale: 0.55), end: pinch(.ended, scale: 0.55, velocity: 1))
    #expect(back.outcome == .cancel)
    #expect(close(back.duration, 1.35, 1e-12))
  }

  @Test func slideFollowsTheReleaseDirection() throws {
    // ECSlidingInteractiveTransition: finish when released moving toward the anchor, whatever the percent.
    let (_, toward) = try release("slide", changed: pan(.changed, x: 30), end: pan(.ended, x: 30, vx: 276))
    #expect(toward.outcome == .finish)
    #expect(toward.reason.description == "released moving toward the end at 1.0/s")
    let (_, back) = try release("slide", changed: pan(.changed, x: 250), end: pan(.ended, x: 250, vx: -138))
    #expect(back.outcome == .cancel)
    #expect(back.reason.description == "released moving back at -0.5/s")
    let (_, still) = try release("zoom", changed: pan(.changed, x: 250), end: pan(.ended, x: 250))
    #expect(still.outcome == .cancel)
    #expect(still.reason.description == "released at rest")
  }

  @Test func resettingSlideCountsLeftwardTravel() throws {
    // Dismissal (reset): percent = −tx / 276; moving left is toward the end.
    let (_, decision) = try release(
      "slide", changed: pan(.changed, x: -138), end: pan(.ended, x: -138, vx: -276)
    ) { $0.isDismissal = true }
    #expect(decision.outcome == .finish)
    #expect(close(decision.percent, 0.5, 1e-12))
    #expect(close(decision.velocity, 1, 1e-12))
  }

  @Test func thresholdOverrideReplacesTheSeeds() throws {
    let (_, decision) = try release("flip", changed: pan(.changed, y: 300), end: pan(.ended, y: 300)) {
      $0.threshold = 0.6
    }
    #expect(decision.outcome == .cancel)
    #expect(decision.reason.description == "percent 0.53 < threshold 0.6")
  }

  @Test func policyDirectly() {
    let policy = DecisionPolicy(rule: .threshold(0.5))
    #expect(policy.decide(percent: 0.5, velocity: 0, ending: .lifted).0 == .finish)
    #expect(policy.decide(percent: .nan, velocity: .nan, ending: .lifted).0 == .cancel)
    #expect(
      DecisionReason.watchdog(idle: 5.25, timeout: 5).description
        == "no gesture update for 5.3 s (watchdog 5 s)")
  }
}
