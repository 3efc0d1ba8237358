import Testing

@testable import PlayheadTiming

@Suite struct KeyframeAnimationTests {
  func make(_ values: [Double], _ keyTimes: [Double] = [], _ mode: CalculationMode) throws
    -> KeyframeAnimation
  {
    try KeyframeAnimation(
      property: .positionX, values: values, keyTimes: keyTimes, calculationMode: mode, duration: 1,
      timingFunction: .linear)
  }

  @Test func discreteHoldsEachValue() throws {
    let a = try make([0, 10, 20], [0, 0.5, 0.8], .discrete)
    #expect(a.value(atLayerTime: 0.3) == 0)
    #expect(a.value(atLayerTime: 0.5) == 10)
    #expect(a.value(atLayerTime: 0.79) == 10)
    #expect(a.value(atLayerTime: 0.9) == 20)
    // Core Animation's n + 1 key times for discrete are accepted.
    #expect((try? make([0, 10], [0, 0.5, 1], .discrete)) != nil)
  }

  @Test func linearBetweenKeyTimes() throws {
    // Segment 0.2…0.6 from 10 to 30: at 0.5, ¾ of the way: 25.
    let a = try make([0, 10, 30], [0, 0.2, 0.6], .linear)
    #expect(abs(a.value(atLayerTime: 0.5)! - 25) < 1e-12)
    #expect(abs(a.value(atLayerTime: 0.1)! - 5) < 1e-12)
    #expect(a.value(atLayerTime: 0.8) == 30)  // held after the last key time
  }

  @Test func pacedIgnoresKeyTimes() throws {
    // Distances 10 and 20 (total 30): constant speed means the value is 30·f: 15 at f = 0.5.
    let a = try make([0, 10, 30], [0, 0.9, 1], .paced)
    #expect(abs(a.value(atLayerTime: 0.5)! - 15) < 1e-12)
    #expect(abs(a.value(atLayerTime: 0.2)! - 6) < 1e-12)
  }

  @Test func cubicIsCatmullRom() throws {
    // Values 0, 10, 30, 30 at 0, ⅓, ⅔, 1. Segment 0 at u = ½ with Hermite weights ½, ⅛, ½, −⅛,
    // tangents m0 = 10 − 0 (one-sided), m1 = (30 − 0)/2 = 15: 0 + 1.25 + 5 − 1.875 = 4.375.
    let a = try make([0, 10, 30, 30], [], .cubic)
    #expect(abs(a.value(atLayerTime: 1.0 / 6)! - 4.375) < 1e-9)
    // It passes through every keyframe.
    #expect(abs(a.value(atLayerTime: 1.0 / 3)! - 10) < 1e-9)
    #expect(abs(a.value(atLayerTime: 2.0 / 3)! - 30) < 1e-9)
  }

  @Test func wholeAnimationIsEasedBeforeTheSplit() throws {
    // Default curve easeInEaseOut; at t = 0.25 the key times see E(0.25).
    let a = try KeyframeAnimation(property: .opacity, values: [0, 1, 1], keyTimes: [0, 0.5, 1], duration: 1)
    let e = Reference.bezier(0.42, 0, 0.58, 1, at: 0.25)
    #expect(abs(a.value(atLayerTime: 0.25)! - e / 0.5) < 1e-7)
  }

  @Test func segmentTimingFunctions() throws {
    let a = try KeyframeAnimation(
      property: .opacity, values: [0, 1], keyTimes: [0, 1], calculationMode: .linear,
      timing: MediaTiming(duration: 1), timingFunction: .linear, segmentTimingFunctions: [.easeIn])
    // easeIn(0.6575) = 0.5 (hand computation in TimingFunctionTests).
    #expect(abs(a.value(atLayerTime: 0.6575)! - 0.5) < 1e-9)
  }

  @Test func badKeyframes() throws {
    #expect(throws: TimingError.self) { try make([], [], .linear) }
    #expect(throws: TimingError.self) { try make([0, 1], [0, 0.5, 1], .linear) }
    #expect(throws: TimingError.self) { try make([0, 1, 2], [0, 0.6, 0.5], .linear) }
    #expect(throws: TimingError.self) { try make([0, 1], [0, 1.5], .linear) }
    #expect(throws: TimingError.self) { try make([0, .nan], [], .linear) }
    #expect(throws: TimingError.self) {
      try KeyframeAnimation(property: .opacity, values: [0, 1], duration: -1)
    }
    let single = try make([7], [], .cubic)
    #expect(single.value(atLayerTime: 0.5) == 7)
  }
}
