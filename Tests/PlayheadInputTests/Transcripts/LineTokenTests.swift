import PlayheadEvents
import PlayheadInput
import Testing

/// The two per-line readers tuned by hand (issue 26): the gesture type named by length and letter,
/// and the decimal reader's limit of 18 significant digits. Expectations are libinput's names and
/// Swift's own `Double` parser.
@Suite("Transcript line tokens")
struct LineTokenTests {
  let reader = TranscriptReader(options: .init(repairsSequences: false))

  func read(_ type: String, _ rest: String = "") throws -> [GestureEvent] {
    try reader.read(" event6   \(type)  +1.00s\t2\(rest)\n", name: "t.txt").gestures
  }

  func failure(_ text: String) -> String? { reader.failure(text, name: "t.txt")?.reason }

  @Test("every gesture type libinput prints reads as its kind and phase")
  func everyType() throws {
    let names: [(String, GestureKind, GesturePhase)] = [
      ("GESTURE_SWIPE_BEGIN", .swipe, .begin), ("GESTURE_SWIPE_UPDATE", .swipe, .update),
      ("GESTURE_SWIPE_END", .swipe, .end), ("GESTURE_PINCH_BEGIN", .pinch, .begin),
      ("GESTURE_PINCH_UPDATE", .pinch, .update), ("GESTURE_PINCH_END", .pinch, .end),
      ("GESTURE_HOLD_BEGIN", .hold, .begin), ("GESTURE_HOLD_END", .hold, .end),
    ]
    for (name, kind, phase) in names {
      let rest =
        phase == .update
        ? (kind == .pinch
          ? " 1.00/ 2.00 ( 1.00/ 2.00 unaccelerated) 1.10 @ 0.50" : " 1.00/ 2.00 ( 1.00/ 2.00 unaccelerated)")
        : ""
      let events = try read(name, rest)
      #expect(events.count == 1 && events[0].kind == kind && events[0].phase == phase, "\(name)")
    }
  }

  @Test(
    "a near miss of a gesture type is an unknown gesture type, not another one",
    arguments: [
      "GESTURE_SWIPE_UPDATX", "GESTURE_SWIPE_ENDS", "GESTURE_HOLD_BEGI", "GESTURE_HOLD_ENDS",
      "GESTURE_PINCH_BEGINS", "GESTURE_SPIN_BEGIN", "GESTURE_HSWIPE_END", "GESTURE_PSWIPE_UPDATE",
    ])
  func nearMiss(type: String) {
    #expect(failure(" event6   \(type)  +1.00s\t2\n")?.contains("unknown gesture event type") == true)
  }

  @Test(
    "18 significant digits are read exactly as Swift parses them; a 19th is refused",
    arguments: [
      ("0.00000123456789012345678", true),  // leading zeros are not significant: 18
      ("0.000001234567890123456789", false),  // 19
      ("000000000000000000000001.5", true),  // 2
      ("12345678.1234567890", true),  // 18, the trailing zero counted
      ("12345678.12345678901", false),  // 19
      ("99999999.9999999999", true),  // 18 nines
      ("0.0000000000000000000000000", true),  // no significant digit at all
    ])
  func significantDigits(number: String, accepted: Bool) throws {
    let text =
      " event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n event6   GESTURE_SWIPE_UPDATE  +1.01s\t3 \(number)/ 0.00 ( 0.00/ 0.00 unaccelerated)\n"
    if accepted {
      let events = try reader.read(text, name: "t.txt").gestures
      #expect(events.count == 2 && events[1].dx == Double(number)!, "\(number)")
    } else {
      #expect(failure(text)?.contains("too many digits") == true, "\(number)")
    }
  }

  @Test("a time with more decimals than an Int64 can scale reads as its µs, rounded, without a trap")
  func longTimes() throws {
    // 25 and 40 zeros: 0 µs. 24 decimals: 0.0000005 s is half a µs, rounded away from zero: 1 µs.
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +0.0000000000000000000000000s\t3
       event6   GESTURE_SWIPE_END  +0.0000000000000000000000000000000000000000s\t3
       event6   GESTURE_SWIPE_BEGIN  +0.000000500000000000000000s\t3

      """
    let events = try reader.read(text, name: "t.txt").gestures
    #expect(events.map(\.time.microseconds) == [0, 0, 1])
  }
}
