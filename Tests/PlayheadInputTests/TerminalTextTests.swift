import Foundation
import PlayheadInput
import PlayheadSystem
import PlayheadTestSupport
import Testing

/// `TerminalText`, the one escaper of outside text, and `JSONBytes`' strings, which escape the same
/// characters in JSON's own form.
@Suite("TerminalText and JSON strings")
struct TerminalTextTests {
  @Test("each hostile character becomes its visible escape; nothing is dropped")
  func escapesEveryHostileCharacter() {
    // Worked by hand: ESC is U+1B, BEL U+7, the 8-bit CSI U+9B, RLO U+202E, LS U+2028.
    #expect(TerminalText.escaped("a\u{1B}]0;t\u{07}b") == "a\\u{1B}]0;t\\u{7}b")
    #expect(TerminalText.escaped("\u{9B}2J") == "\\u{9B}2J")
    #expect(TerminalText.escaped("abc\u{202E}fed") == "abc\\u{202E}fed")
    #expect(TerminalText.escaped("one\u{2028}two\ttab\u{0}") == "one\\u{2028}two\\u{9}tab\\u{0}")
    for scalar in HostileText.scalars {
      let escaped = TerminalText.escaped("x" + String(Character(scalar)) + "y")
      let hex = String(scalar.value, radix: 16).uppercased()
      #expect(escaped == "x\\u{\(hex)}y", "U+\(hex)")
    }
    let all = TerminalText.escaped(HostileText.text)
    #expect(HostileText.raw(in: all).isEmpty && !all.contains("\n"))
    for escape in HostileText.visibleEscapes { #expect(all.contains(escape)) }
  }

  @Test("text without them, and the characters around them, pass unchanged")
  func leavesOrdinaryTextAlone() {
    let ordinary = "flip · SYNA3290:01 06CB:CD4F Touchpad · α→ω ⣿ \\u{1B} é 漢字 \u{200D}"
    #expect(TerminalText.escaped(ordinary) == ordinary)
    // The neighbours of each range: U+A0, U+2027, U+202F, U+2065, U+206A.
    let neighbours = "\u{A0}\u{2027}\u{202F}\u{2065}\u{206A}"
    #expect(TerminalText.escaped(neighbours) == neighbours)
    #expect(TerminalText.escapedLines("a\nb\u{1B}\n") == "a\nb\\u{1B}\n")
  }

  @Test("the byte scan agrees with the character test on every scalar up to U+3000")
  func byteScanAgrees() {
    let hostile = Set(HostileText.scalars.map(\.value))
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var text = "a" + String(Character(scalar)) + "b"
      let found = text.withUTF8 { TerminalText.needsEscape(utf8: $0) }
      #expect(found == hostile.contains(value), "U+\(String(value, radix: 16))")
    }
  }

  @Test("JSON strings escape them as \\uXXXX and keep their value")
  func jsonEscapes() throws {
    var bytes: [UInt8] = []
    JSONBytes.appendString(HostileText.text + "é\"\\", to: &bytes)
    let json = String(decoding: bytes, as: UTF8.self)
    #expect(HostileText.raw(in: json).isEmpty && !json.contains("\n"))
    for literal in [
      "\\u001b]0;pwned\\u0007", "\\u007f", "\\u0085", "\\u009b", "\\u202e", "\\u2069", "\\u2028",
    ] {
      #expect(json.contains(literal), "\(literal)")
    }
    let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
    #expect(decoded == [HostileText.text + "é\"\\"])
  }
}
