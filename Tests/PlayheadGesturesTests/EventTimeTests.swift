import PlayheadEvents
import Testing

/// `Instant` and `Duration`: the event clock's one pair of types, their named conversions worked by
/// hand, and the saturating forms the recognizers use on untrusted times.
@Suite struct EventTimeTests {
  @Test func namedConversionsOfAnInstant() {
    let t = Instant(microseconds: 1_500_250)
    #expect(t.seconds == 1.50025)
    #expect(t.milliseconds == 1500.25)
    #expect(t.nanoseconds == 1_500_250_000)
    #expect(t.description == "1500250")
    let literal: Instant = 42
    #expect(literal.microseconds == 42)
  }

  @Test func secondsTruncateByDefaultAndRoundWhenAsked() {
    // 1.0000019 s is 1 000 001.9 µs: toward zero 1 000 001, up 1 000 002, nearest 1 000 002.
    #expect(Instant(seconds: 1.0000019).microseconds == 1_000_001)
    #expect(Instant(seconds: 1.0000019, rounding: .up).microseconds == 1_000_002)
    #expect(Duration(seconds: 1.0000019, rounding: .toNearestOrAwayFromZero).microseconds == 1_000_002)
    // Negative: toward zero is −1 000 001, down is −1 000 002.
    #expect(Duration(seconds: -1.0000019).microseconds == -1_000_001)
    #expect(Duration(seconds: -1.0000019, rounding: .down).microseconds == -1_000_002)
    #expect(Duration.milliseconds(150).microseconds == 150_000)
    #expect(Duration(microseconds: 16_667).milliseconds == 16.667)
    #expect(Duration(microseconds: 2_000_000).seconds == 2)
  }

  @Test func arithmeticOnTheEventClock() {
    let a: Instant = 10_000, b: Instant = 4_000
    #expect(a - b == Duration(microseconds: 6_000))
    #expect(b - a == -Duration(microseconds: 6_000))
    #expect(b + Duration(microseconds: 6_000) == a)
    #expect(a - Duration(microseconds: 6_000) == b)
    var c = b
    c += 500
    c -= 100
    #expect(c == Instant(microseconds: 4_400))
    #expect(Duration(microseconds: 16_667) * 3 == Duration(microseconds: 50_001))
    #expect(Duration(microseconds: 50_001) / Duration(microseconds: 16_667) == 3)
    #expect(Duration(microseconds: 50_001) / 2 == Duration(microseconds: 25_000))
    #expect(b < a && Duration(microseconds: 1) > .zero)
  }

  @Test func saturatingFormsHoldAtTheEnds() {
    #expect(Instant.max.saturatingAdding(1) == .max)
    #expect(Instant.min.saturatingSubtracting(1) == .min)
    #expect(Instant.min.saturatingAdding(-1) == .min)
    #expect(Instant.max.saturatingDuration(since: .min) == .max)
    #expect(Instant.min.saturatingDuration(since: .max) == Duration(microseconds: .min))
    #expect(Instant(microseconds: 7).saturatingDuration(since: 3) == Duration(microseconds: 4))
  }

  @Test func wrappingFormsWrap() {
    #expect(Instant.max &+ Duration(microseconds: 1) == .min)
    #expect((Instant.min &- Instant(microseconds: 1)).microseconds == .max)
  }
}
