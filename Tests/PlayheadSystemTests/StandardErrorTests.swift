import PlayheadSystem
import Testing

/// `StandardError`, the one writer of `playhead: …` lines: one line, the outside text in it escaped.
/// Run in exit tests, whose standard error is their own to read.
@Suite("StandardError")
struct StandardErrorTests {
  @Test("a report is one line, prefixed, its control characters written as visible escapes")
  func oneLine() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      StandardError.report("cannot open a\u{1B}[2Jb\nc")
    }
    // ESC and the line feed as `\u{1B}` and `\u{A}`: the message stays on its one line.
    let expected = "playhead: cannot open a\\u{1B}[2Jb\\u{A}c\n"
    #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } == expected)
  }

  @Test("writeLine writes the line as given, without the prefix")
  func lineAsGiven() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      StandardError.writeLine("file.yaml:3:7: expected a number")
    }
    #expect(
      result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }
        == "file.yaml:3:7: expected a number\n")
  }
}
