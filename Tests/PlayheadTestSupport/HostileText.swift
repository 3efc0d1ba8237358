/// Text that tries to drive a terminal or reorder a line, for the tests that every output escapes
/// it (`TerminalText`): the characters listed here by their ranges, written out by hand rather than
/// taken from the code under test.
public enum HostileText {
  /// Every C0 control, DEL, every C1 control, the bidi embeddings, overrides and isolates, and the
  /// line and paragraph separators.
  public static let scalars: [Unicode.Scalar] =
    (Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    + [0x2028, 0x2029]).map { Unicode.Scalar(UInt32($0))! }

  /// An OSC that sets the window title, a CSI that turns the text red (both unchanged by the
  /// lower-casing of a transition's name), then every scalar above.
  public static let text: String = {
    var s = "\u{1B}]0;pwned\u{07}\u{1B}[31m"
    s.unicodeScalars.append(contentsOf: scalars)
    return s
  }()

  /// `text` as the inside of a YAML double-quoted scalar: every character as a `\uXXXX` escape, so
  /// the file itself is printable (libyaml refuses raw controls).
  public static var yamlQuoted: String {
    text.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
  }

  /// The escapes a reader sees in place of the title sequence, the colour and a few of the others
  /// (`\u{HEX}`, upper-case hexadecimal, as docs/cli.md says).
  public static let visibleEscapes = [
    "\\u{1B}]0;pwned\\u{7}\\u{1B}[31m", "\\u{0}", "\\u{A}", "\\u{7F}", "\\u{9B}", "\\u{202E}", "\\u{2066}",
    "\\u{2028}", "\\u{2029}",
  ]

  /// The characters of `scalars` but LF (the outputs' own line breaks) that appear raw in `output`.
  public static func raw(in output: String) -> [UInt32] {
    output.unicodeScalars.filter { scalar in scalars.contains(scalar) && scalar != "\n" }.map(\.value)
  }
}
