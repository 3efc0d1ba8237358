/// Text from outside (a transition file, a transcript, a device's name, the environment) made safe to
/// show on a terminal or in a one-line message: every character that could drive the terminal, reorder
/// the text around it or break the line is written as a visible escape, `\u{1B}` (Swift's form: the
/// scalar's hexadecimal, upper case, no padding). Nothing is dropped, so the message still says what
/// was in the file. A backslash itself is left as it is: the escape is for eyes, not a round trip.
///
/// Escaped (`needsEscape`): the C0 controls U+0000…U+001F (ESC, BEL, CR, LF, TAB…), DEL U+007F, the C1
/// controls U+0080…U+009F (8-bit CSI and OSC), the bidi embeddings, overrides and isolates
/// U+202A…U+202E and U+2066…U+2069, and the line and paragraph separators U+2028 and U+2029.
public enum TerminalText {
  /// Whether `scalar` is written as an escape.
  @inline(__always)
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Whether any character of the UTF-8 `bytes` needs an escape: a scan without decoding or
  /// allocating, for the HUD's every frame. C1 controls are C2 80…9F in UTF-8; U+2028…U+202E are
  /// E2 80 A8…AE and U+2066…U+2069 E2 81 A6…A9.
  public static func needsEscape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x20 || b == 0x7F { return true }
      if b == 0xC2, i + 1 < n, (0x80...0x9F).contains(bytes[i + 1]) { return true }
      if b == 0xE2, i + 2 < n {
        let b1 = bytes[i + 1]
        let b2 = bytes[i + 2]
        if b1 == 0x80, (0xA8...0xAE).contains(b2) { return true }
        if b1 == 0x81, (0xA6...0xA9).contains(b2) { return true }
      }
      i += 1
    }
    return false
  }

  /// `text` with every character of `needsEscape` written `\u{HEX}`; `text` itself when none is.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    return escaped(text, keepingNewlines: false)
  }

  /// `escaped(_:)` line by line: LF stays a line break (a listing of several lines), every other
  /// character of `needsEscape` is escaped.
  public static func escapedLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else { return text }
    return escaped(text, keepingNewlines: true)
  }

  private static func escaped(_ text: String, keepingNewlines: Bool) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar), !(keepingNewlines && scalar == "\n") else {
        out.append(scalar)
        continue
      }
      out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    }
    return String(out)
  }
}
