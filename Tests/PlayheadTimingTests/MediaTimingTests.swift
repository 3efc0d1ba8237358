import Testing

@testable import PlayheadTiming

@Suite struct MediaTimingTests {
  @Test func localTimeFollowsTheFormula() {
    // t = (5 − 2) × 2 + 1 = 7.
    let timing = MediaTiming(beginTime: 2, timeOffset: 1, speed: 2)
    #expect(timing.localTime(fromParent: 5) == 7)
    #expect(timing.parentTime(fromLocal: 7) == 5)
  }

  @Test func speedZeroFreezesAtTimeOffset() {
    let timing = MediaTiming(beginTime: 3, timeOffset: 0.4, speed: 0)
    for parent in [-100.0, 0, 3, 17.5, .infinity, -.infinity, .nan] {
      #expect(timing.localTime(fromParent: parent) == 0.4)
    }
    // No inverse exists; the defined answer is beginTime.
    #expect(timing.parentTime(fromLocal: 9) == 3)
  }

  @Test func negativeSpeedRunsBackwards() {
    // t = (parent − 0) × −1 + 1: parent 0.25 → 0.75, parent 1 → 0.
    let timing = MediaTiming(timeOffset: 1, speed: -1, duration: 1)
    #expect(timing.localTime(fromParent: 0.25) == 0.75)
    #expect(timing.localTime(fromParent: 1) == 0)
    #expect(timing.iterationFraction(atLocal: timing.localTime(fromParent: 0.25)) == 0.75)
  }

  @Test func fillModesBeforeAndAfterTheActiveRange() {
    func fraction(_ fill: FillMode, _ t: Double) -> Double? {
      MediaTiming(duration: 2, fillMode: fill).iterationFraction(atLocal: t)
    }
    #expect(fraction(.removed, -0.1) == nil)
    #expect(fraction(.forwards, -0.1) == nil)
    #expect(fraction(.backwards, -0.1) == 0)
    #expect(fraction(.both, -0.1) == 0)
    #expect(fraction(.removed, 0) == 0)
    #expect(fraction(.removed, 1) == 0.5)
    // The end is exclusive: at t = duration a removed animation no longer shows.
    #expect(fraction(.removed, 2) == nil)
    #expect(fraction(.backwards, 2.5) == nil)
    #expect(fraction(.forwards, 2.5) == 1)
    #expect(fraction(.both, 2) == 1)
  }

  @Test func fractionalRepeatCount() {
    // 2.5 iterations of 1 s: active 2.5 s; at 1.25 s the second iteration is ¼ done; ends at ½.
    let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 2.5)
    #expect(timing.iterationFraction(atLocal: 1.25) == 0.25)
    #expect(timing.iterationFraction(atLocal: 3) == 0.5)
    // repeatDuration wins over repeatCount.
    let byDuration = MediaTiming(duration: 1, repeatCount: 7, repeatDuration: 1.75, fillMode: .forwards)
    #expect(byDuration.activeDuration == 1.75)
    #expect(byDuration.iterationFraction(atLocal: 10) == 0.75)
  }

  @Test func autoreverseCycles() {
    // One cycle = forward 1 s + back 1 s. At 1.5 s it is halfway back: fraction 0.5; at 1.75: 0.25.
    let once = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
    #expect(once.activeDuration == 2)
    #expect(once.iterationFraction(atLocal: 0.25) == 0.25)
    #expect(once.iterationFraction(atLocal: 1.5) == 0.5)
    #expect(once.iterationFraction(atLocal: 1.75) == 0.25)
    #expect(once.iterationFraction(atLocal: 5) == 0)  // whole cycles end where they began
    // An odd number of half-cycles (repeatCount 1.5 → 3 s) ends at the far end.
    let odd = MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
    #expect(odd.activeDuration == 3)
    #expect(odd.iterationFraction(atLocal: 2.5) == 0.5)
    #expect(odd.iterationFraction(atLocal: 3) == 1)
    // Three whole cycles end at the start.
    let three = MediaTiming(duration: 0.5, repeatCount: 3, autoreverses: true, fillMode: .both)
    #expect(three.activeDuration == 3)
    #expect(three.iterationFraction(atLocal: 2.25) == 0.5)
    #expect(three.iterationFraction(atLocal: 3.5) == 0)
  }

  @Test func fractionInEveryCycleIsTheRemainderOverTheDuration() {
    // The fraction is fmod(t, cycle) / duration to the bit (Core Animation's formula; the sampling
    // skips the fmod inside the first cycle, where it is t itself): across the first cycle's end,
    // later cycles, -0 and the largest time below a cycle, forwards and autoreversed.
    let d = 0.3
    let times: [Double] = [
      -0.0, 0, 1e-300, 0.1, d.nextDown, d, d.nextUp, 0.45, 2 * d, (2 * d).nextDown, 0.7, 1.9, 2.95,
    ]
    for autoreverses in [false, true] {
      let timing = MediaTiming(duration: d, repeatCount: 10, autoreverses: autoreverses)
      let cycle = autoreverses ? 2 * d : d
      for t in times {
        let position = t.truncatingRemainder(dividingBy: cycle)
        let expected = autoreverses && position > d ? (cycle - position) / d : position / d
        #expect(timing.iterationFraction(atLocal: t)?.bitPattern == expected.bitPattern, "t = \(t)")
      }
    }
    // Worked by hand: 0.75 s is 0.25 s into the second 0.5 s cycle (half way), or 0.25 s back from
    // the far end of the first autoreversed one (half way again).
    #expect(MediaTiming(duration: 0.5, repeatCount: 3).iterationFraction(atLocal: 0.75) == 0.5)
    #expect(MediaTiming(duration: 0.5, autoreverses: true).iterationFraction(atLocal: 0.75) == 0.5)
  }

  @Test func zeroDurationJumpsToTheEnd() {
    let timing = MediaTiming(duration: 0, fillMode: .both)
    #expect(timing.iterationFraction(atLocal: -1) == 0)
    #expect(timing.iterationFraction(atLocal: 0) == 1)
    #expect(timing.iterationFraction(atLocal: 4) == 1)
    #expect(MediaTiming(duration: 0).iterationFraction(atLocal: 0) == nil)
  }

  @Test func infiniteRepeatAndBadTimes() {
    let forever = MediaTiming(duration: 2, repeatCount: .infinity)
    #expect(forever.activeDuration == .infinity)
    #expect(forever.iterationFraction(atLocal: 1001) == 0.5)
    #expect(forever.iterationFraction(atLocal: .nan) == nil)
    #expect(forever.iterationFraction(atLocal: .infinity) != nil)
    #expect(MediaTiming(duration: 1, fillMode: .forwards).iterationFraction(atLocal: .infinity) == 1)
    #expect(MediaTiming(duration: -3, fillMode: .both).iterationFraction(atLocal: 1) == 1)
  }

  @Test func validationNamesTheBadSetting() {
    #expect(throws: TimingError.notFinite(parameter: "speed", value: .infinity)) {
      try MediaTiming(speed: .infinity).validate()
    }
    #expect(throws: TimingError.outOfRange(parameter: "duration", value: -1, range: "[0, ∞)")) {
      try MediaTiming(duration: -1).validate()
    }
    #expect(throws: TimingError.self) { try MediaTiming(repeatCount: -1).validate() }
    #expect(throws: TimingError.self) { try MediaTiming(beginTime: .nan).validate() }
  }

  @Test func qa1673PauseAndResume() {
    // Pause at parent time 10.5 (local 10.5 − 2 = 8.5), resume at 20.25: local time must go on from 8.5.
    var timing = MediaTiming(beginTime: 2)
    timing.pause(atParentTime: 10.5)
    #expect(timing.speed == 0 && timing.timeOffset == 8.5)
    #expect(timing.localTime(fromParent: 15) == 8.5)
    timing.resume(atParentTime: 20.25)
    #expect(timing.localTime(fromParent: 20.25) == 8.5)
    #expect(timing.localTime(fromParent: 21.25) == 9.5)
  }
}
