import PlayheadTestbed
import Testing

@Suite("Gesture scripts")
struct GestureScriptTests {
  @Test func parsesTheIssueExample() throws {
    let script = try GestureScript(
      parsing: "swipe 3 up 40mm 300ms; pinch 2 out 1.5 400ms; hold 3 200ms; pause 500ms")
    #expect(
      script.steps == [
        .swipe(.init(fingers: 3, direction: .up, distanceMM: 40, durationMS: 300)),
        .pinch(.init(fingers: 2, scale: 1.5, durationMS: 400)),
        .hold(.init(fingers: 3, durationMS: 200)),
        .pause(durationMS: 500),
      ])
  }

  @Test func parsesUnitsAndOptions() throws {
    let script = try GestureScript(
      parsing:
        "swipe 4 left 4cm 0.25s pause 100ms fingers 3 ;pinch 3 in 2 1s rotate -20deg; pinch 2 out 150% 300ms")
    // 4cm = 40 mm, 0.25 s = 250 ms; "in 2" halves the spread (scale 0.5); 150% = 1.5.
    #expect(
      script.steps == [
        .swipe(
          .init(
            fingers: 4, direction: .left, distanceMM: 40, durationMS: 250, pauseMS: 100, fingersAfterChange: 3
          )),
        .pinch(.init(fingers: 3, scale: 0.5, durationMS: 1000, rotationDegrees: -20)),
        .pinch(.init(fingers: 2, scale: 1.5, durationMS: 300)),
      ])
  }

  /// Each error names the 1-based column where the bad token starts (counted by hand below).
  @Test(arguments: [
    ("swipe 3 up 40 300ms", 12, "40"),  // "swipe 3 up " is 11 characters
    ("swipe 7 up 40mm 300ms", 7, "7"),
    ("swipe 3 sideways 40mm 300ms", 9, "sideways"),
    ("pinch 2 out 0.5 300ms", 13, "0.5"),  // out needs a scale above 1
    ("pinch 1 out 1.5 300ms", 7, "1"),  // pinches need 2 fingers
    ("hold 3 200ms; wave 2", 15, "wave"),
    ("swipe 3 up 40mm 300ms bogus", 23, "bogus"),
    ("hold 2 200ms 5", 14, "5"),
  ])
  func errorsNameTheColumn(text: String, column: Int, token: String) {
    #expect {
      try GestureScript(parsing: text)
    } throws: { error in
      guard let error = error as? GestureScriptError else { return false }
      return error.column == column && error.token == token && error.description.contains("column \(column)")
    }
  }

  @Test func missingTokensPointPastTheEnd() {
    // "swipe 3 up" is 10 characters: the distance is expected at column 12.
    #expect(throws: GestureScriptError(column: 12, token: "", reason: "expected a distance such as 40mm")) {
      try GestureScript(parsing: "swipe 3 up")
    }
    #expect(throws: GestureScriptError.self) { try GestureScript(parsing: " ; ") }
  }
}
