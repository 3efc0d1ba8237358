import Testing

@testable import PlayheadTiming

/// cubicPaced and time reversal, against values worked by hand from CAKeyframeAnimation's rules.
@Suite struct CalculationModeTests {
  func make(_ values: [Double], _ keyTimes: [Double] = [], _ mode: CalculationMode) throws
    -> KeyframeAnimation
  {
    try KeyframeAnimation(
      property: .positionX, values: values, keyTimes: keyTimes, calculationMode: mode, duration: 1,
      timingFunction: .linear)
  }

  @Test func cubicPacedTravelsTheSplineAtConstantSpeed() throws {
    // Values 0, 10, 10, 0. Catmull-Rom segments (one-sided end tangents):
    //   0 → 10, m = 10, 5:   h = −5u³ + 5u² + 10u, h′ > 0 on (0, 1): distance 10;
    //   10 → 10, m = 5, −5:  h = 10 + 5u − 5u², up to 11.25 at u = ½ and back: distance 2.5;
    //   10 → 0: the first mirrored, distance 10. Total 22.5, travelled at 22.5 per unit of time.
    // f = 0.25 → 5.625 into the first segment: 5.625. f = 0.5 → 11.25: the top of the bump.
    // f = 0.6 → 13.5: 1 past the bump's 12.5, 1 down the last segment: 9. f = 0.98 → 22.05:
    // 0.45 before the end. Key times are ignored.
    let a = try make([0, 10, 10, 0], [0, 0.1, 0.2, 1], .cubicPaced)
    for (f, expected) in [(0.25, 5.625), (0.5, 11.25), (0.6, 9.0), (0.0, 0.0), (0.98, 0.45)] {
      #expect(abs(try #require(a.value(atLayerTime: f)) - expected) < 1e-9, "f = \(f)")
    }
    // On a monotonic spline it is paced: 0, 10, 30 has distance 30, so 15 at the half.
    let monotonic = try make([0, 10, 30], [], .cubicPaced)
    #expect(abs(try #require(monotonic.value(atLayerTime: 0.5)) - 15) < 1e-9)
    #expect(abs(try #require(monotonic.value(atLayerTime: 0.2)) - 6) < 1e-9)
  }

  @Test func aReversedCurveIsTheCurveBackwards() {
    // g(x) = 1 − f(1 − x) for easeIn (0.42, 0, 1, 1), by the 80-bit reference.
    for x in stride(from: 0.0, through: 1.0, by: 0.05) {
      let expected = 1 - Reference.bezier(0.42, 0, 1, 1, at: 1 - x)
      #expect(abs(TimingFunction.easeIn.reversed.evaluate(x) - expected) < 1e-7)
    }
  }

  @Test(arguments: CalculationMode.allCases)
  func aReversedAnimationShowsTheForwardOneAtTheMirroredTime(mode: CalculationMode) throws {
    // Forward: 0.8 s from 0.1 along easeIn, uneven key times, a segment curve; reversed from 0.3
    // (any begin): at 0.3 + s it shows what the forward one shows at 0.1 + (0.8 − s).
    let forward = try KeyframeAnimation(
      property: .positionX, values: [0, 40, -20, 10], keyTimes: [0, 0.2, 0.7, 0.9],
      calculationMode: mode, timing: MediaTiming(beginTime: 0.1, duration: 0.8), timingFunction: .easeIn,
      segmentTimingFunctions: mode == .linear || mode == .cubic ? [.easeOut, .linear, .easeIn] : [])
    let back = try forward.reversed(beginTime: 0.3)
    // Each curve is solved to 1e-7 in y; the steepest segment (200 per unit) makes that ≤ 4e-5.
    // Times off the discrete mode's jumps (the key times' images), where left and right limits differ.
    for s in [0.013, 0.07, 0.19, 0.33, 0.41, 0.52, 0.66, 0.74, 0.79] {
      let there = try #require(forward.value(atLayerTime: 0.1 + (0.8 - s)))
      let here = try #require(back.value(atLayerTime: 0.3 + s))
      #expect(abs(here - there) < 1e-4, "s = \(s)")
    }
  }
}
