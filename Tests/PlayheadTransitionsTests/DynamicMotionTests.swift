import Foundation
import Testing

@testable import PlayheadTransitions

/// The dynamic transition's physics against the closed form worked by hand.
///
/// Released at 0.5 of 276 pt moving 1 percent/s toward the anchor: push 1 × 100 / 90.88 = 1.10035/s,
/// gravity 2000 / 276 = 7.24638/s², resistance 1/s. Terminal velocity c = 7.24638;
/// x(τ) = 0.5 + c·τ + (1.10035 − c)(1 − e^(−τ)). x(0.1) = 0.5 + 0.724638 − 6.14603 × 0.0951626
/// = 0.639766; x reaches 1 at τ = 0.269120 s (bisection, Python), arriving at 2.550497/s.
@Suite struct DynamicMotionTests {
  @Test func withoutBounceItRestsAtTheFirstImpact() {
    let m = DynamicMotion(percent: 0.5, velocity: 1, distance: 276, restitution: 0)
    #expect(m.targetPercent == 1)
    #expect(close(m.velocity(at: 0), 100 / 90.88, 1e-12))
    #expect(close(m.percent(at: 0.1), 0.639766101995605, 1e-9))
    #expect(close(m.restTime, 0.2691199953115209, 1e-9))
    #expect(m.flights == 1)
    #expect(m.percent(at: 1) == 1)
  }

  @Test func itBouncesOffTheEndItFallsTo() {
    // Restitution 0.3: leaves the end at 0.3 × 2.550497 = 0.765149/s backwards; it turns where
    // e^(−τ) = c / (c + 0.765149), τ = 0.100374 s later, then falls back.
    let m = DynamicMotion(percent: 0.5, velocity: 1, distance: 276, restitution: 0.3)
    #expect(m.flights > 1)
    #expect(close(m.percent(at: 0.2691199953115209), 1, 1e-6))
    let apex = 0.2691199953115209 + log((2000.0 / 276 + 0.3 * 2.5504970062378023) / (2000.0 / 276))
    #expect(m.percent(at: apex) < 1)
    #expect(abs(m.velocity(at: apex)) < 1e-3)
    #expect(m.restTime > apex)
    #expect(m.percent(at: m.restTime) == 1)
  }

  @Test func aThrowBackCancels() {
    let m = DynamicMotion(percent: 0.3, velocity: -2, distance: 276)
    #expect(m.targetPercent == 0)
    #expect(m.percent(at: m.restTime) == 0)
    #expect(m.percent(at: 0.01) < 0.3)
  }

  @Test func hardThrowsStayInsideTheTravel() {
    for v in [-80.0, -30, -5, 0, 5, 30, 80] {
      let m = DynamicMotion(percent: 0.5, velocity: v, distance: 276)
      #expect(m.restTime.isFinite && m.restTime >= 0)
      var t = 0.0
      while t <= m.restTime + 0.05 {
        let p = m.percent(at: t)
        #expect(p >= 0 && p <= 1 && !p.isNaN)
        t += 0.002
      }
    }
  }

  @Test func theDriverFinishesWhenThrownTheWayItBegan() throws {
    var d = try driver("dynamic")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.changed, x: 138), at: 0.1)
    let decision = try #require(d.handle(pan(.ended, x: 138, vx: 276), at: 0.2).decision)
    #expect(decision.outcome == .finish)
    #expect(decision.reason.description == "released moving toward the end at 1.0/s")
    let motion = DynamicMotion(percent: 0.5, velocity: 1, distance: 276)
    #expect(close(decision.duration, motion.restTime, 1e-12))
    // Mid-flight the top layer follows the physics: x = 160 + 276 × percent.
    let top = layers(of: d, at: 0.3)["top"]!
    #expect(close(top.positionX, 160 + 276 * motion.percent(at: 0.1), 1e-6))
    #expect(d.advance(to: 0.2 + decision.duration).completion == true)
    // Thrown back: cancels, resting at 0.
    var back = try driver("dynamic")
    _ = back.handle(pan(.began), at: 0)
    #expect(back.handle(pan(.ended, x: 200, vx: -100), at: 0.1).decision?.outcome == .cancel)
  }
}
