import Foundation
import Testing

@testable import PlayheadTiming

@Suite struct SpringTests {
  @Test func caDefaults() {
    let s = Spring.caDefault
    #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    // β = c/2m = 5, ω₀ = √(k/m) = 10, ζ = 10/(2·10) = 0.5.
    #expect(s.decayRate == 5 && s.naturalFrequency == 10 && s.dampingRatio == 0.5)
    #expect(s.regime == .underdamped)
  }

  @Test func underdampedClosedForm() throws {
    // x = e^(−5t)(cos ωd t + (5/ωd) sin ωd t), ωd = √(100 − 25) = √75; progress = 1 − x.
    let s = Spring.caDefault
    let wd = 75.0.squareRoot()
    for t in [0.05, 0.1, 0.3, 0.7, 1.2] {
      let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
      #expect(abs(s.value(at: t) - (1 - x)) < 1e-12)
      let rk = Reference.rk4Spring(mass: 1, stiffness: 100, damping: 10, x0: 1, v0: 0, until: t)
      #expect(abs(s.value(at: t) - (1 - rk.x)) < 1e-8)
      #expect(abs(s.velocity(at: t) + rk.v) < 1e-7)
    }
  }

  @Test func criticallyDampedClosedForm() throws {
    // k = 100, c = 20 → ζ = 1: x = (1 + 10t) e^(−10t). At 0.2: 3e^(−2).
    let s = try Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(s.regime == .criticallyDamped)
    #expect(abs(s.value(at: 0.2) - (1 - 3 * exp(-2.0))) < 1e-12)
    // Settling: the root of (1 + 10t)e^(−10t) = 0.001 by plain bisection (the function falls for t > 0).
    var lo = 0.0
    var hi = 10.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if (1 + 10 * mid) * exp(-10 * mid) > 0.001 { lo = mid } else { hi = mid }
    }
    #expect(abs(s.settlingDuration - lo) < 1e-6)
  }

  @Test func overdampedClosedForm() throws {
    // c = 52: β = 26, √(26² − 100) = 24, roots −2 and −50; C1 = 50/48 = 25/24, C2 = −1/24.
    let s = try Spring(mass: 1, stiffness: 100, damping: 52)
    #expect(s.regime == .overdamped)
    for t in [0.01, 0.1, 0.5, 2.0] {
      let x = 25.0 / 24 * exp(-2 * t) - 1.0 / 24 * exp(-50 * t)
      #expect(abs(s.value(at: t) - (1 - x)) < 1e-12)
    }
    // Settling: 25/24 e^(−2t) = 0.001 (the e^(−50t) term is < 1e-70 there): t = ln(1041.67)/2.
    #expect(abs(s.settlingDuration - log(25.0 / 24 / 0.001) / 2) < 1e-6)
  }

  @Test func initialVelocityAgainstRK4() throws {
    // Each regime with a push toward the target (v0 = −velocity in displacement terms).
    for (k, c, v) in [(200.0, 8.0, 5.0), (100.0, 20.0, -3.0), (50.0, 40.0, 12.0)] {
      let s = try Spring(mass: 2, stiffness: k, damping: c, initialVelocity: v)
      for t in [0.05, 0.4, 1.1] {
        let rk = Reference.rk4Spring(mass: 2, stiffness: k, damping: c, x0: 1, v0: -v, until: t)
        #expect(abs(s.value(at: t) - (1 - rk.x)) < 1e-8, "k \(k) c \(c) t \(t)")
        #expect(abs(s.velocity(at: t) + rk.v) < 1e-7)
      }
      #expect(s.velocity(at: 0) == v)
    }
  }

  @Test func underdampedSettlingNearTheEnvelopeBound() throws {
    // |x| ≤ A e^(−βt) with A = √(1 + (β/ωd)²) = √(1 + 25/75) = 1.1547, so the last exit from the
    // band lies within half a period (π/ωd = 0.363 s) before ln(A/0.001)/β = 1.4104 s.
    let wd = 75.0.squareRoot()
    let envelope = log((1 + 25 / 75.0).squareRoot() / 0.001) / 5
    let settling = Spring.caDefault.settlingDuration
    #expect(settling <= envelope && settling >= envelope - .pi / wd)
    // With light damping (ζ = 0.1, β = 1) the period is short against the decay, and the settling time
    // is within a few percent of −ln(0.001)/β = 6.908 s.
    let light = try Spring(mass: 1, stiffness: 100, damping: 2).settlingDuration
    #expect(abs(light - 6.907755) / 6.907755 < 0.05)
    // Independent: RK4 in 1e-4 steps; last time |x| > 0.001 before 4 s.
    var x = 1.0
    var v = 0.0
    var t = 0.0
    var last = 0.0
    let h = 1e-4
    while t < 4 {
      let next = Reference.rk4Spring(mass: 1, stiffness: 100, damping: 10, x0: x, v0: v, until: h, dt: h)
      x = next.x
      v = next.v
      t += h
      if abs(x) > 0.001 { last = t }
    }
    #expect(abs(settling - last) < 2e-4)
    // After it, the displacement stays in the band.
    for i in 0..<2000 {
      #expect(abs(1 - Spring.caDefault.value(at: settling + Double(i) * 1e-3)) <= 0.001 + 1e-12)
    }
  }

  @Test func durationAndBounceMapping() throws {
    // d = 0.5: k = (2π/0.5)² = 16π², c = 4πζ/0.5 = 8πζ.
    let flat = try Spring(duration: 0.5, bounce: 0)
    #expect(abs(flat.stiffness - 16 * .pi * .pi) < 1e-9 && abs(flat.damping - 8 * .pi) < 1e-9)
    #expect(flat.regime == .criticallyDamped)
    let bouncy = try Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
    // bounce −0.5: ζ = 1/(1 − 0.5) = 2.
    let heavy = try Spring(duration: 0.5, bounce: -0.5)
    #expect(abs(heavy.dampingRatio - 2) < 1e-12 && heavy.regime == .overdamped)
  }

  @Test func badSprings() throws {
    #expect(throws: TimingError.outOfRange(parameter: "mass", value: 0, range: "(0, ∞)")) {
      try Spring(mass: 0)
    }
    #expect(throws: TimingError.self) { try Spring(stiffness: .nan) }
    #expect(throws: TimingError.self) { try Spring(damping: -1) }
    #expect(throws: TimingError.self) { try Spring(duration: 0, bounce: 0) }
    #expect(throws: TimingError.self) { try Spring(duration: 1, bounce: 1.5) }
    #expect(throws: TimingError.self) { try Spring(duration: 1, bounce: -1) }
    let undamped = try Spring(damping: 0)
    #expect(undamped.settlingDuration == .infinity)
    for t in [Double.nan, -1, .infinity, 1e9] {
      #expect(!undamped.value(at: t).isNaN && !Spring.caDefault.value(at: t).isNaN)
      #expect(!Spring.caDefault.velocity(at: t).isNaN)
    }
  }

  @Test func springAnimationOnALayer() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    let animation = try SpringAnimation(property: .positionY, from: 0, to: 200)
    #expect(animation.timing.duration == Spring.caDefault.settlingDuration)
    try tree.add(.spring(animation), to: card)
    let t = 0.3
    let wd = 75.0.squareRoot()
    let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
    #expect(abs(tree.presentation(of: card, at: t).positionY - 200 * (1 - x)) < 1e-9)
  }
}
