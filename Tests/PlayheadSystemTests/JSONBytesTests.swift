import PlayheadSystem
import Testing

/// The one JSON writer's scalars (`JSONBytes`), worked by hand: millionths with trailing zeros dropped,
/// the sign kept below one, the widest integers, numbers at the decimals asked for, and the array
/// forms over the pointer forms.
@Suite("JSONBytes numbers")
struct JSONBytesTests {
  static func text(_ write: (UnsafeMutablePointer<UInt8>) -> Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONBytes.maximumNumberBytes) { scratch in
      String(
        decoding: UnsafeBufferPointer(start: scratch.baseAddress!, count: write(scratch.baseAddress!)),
        as: UTF8.self)
    }
  }

  @Test(
    "writeMillionths",
    arguments: [
      (0, "0"), (1, "0.000001"), (-1, "-0.000001"), (1_500_000, "1.5"), (-1_500_000, "-1.5"),
      (10_000_000, "10"), (123_456_789_012, "123456.789012"), (100_010, "0.10001"),
    ] as [(Int64, String)])
  func millionths(_ value: Int64, _ expected: String) {
    #expect(Self.text { JSONBytes.writeMillionths(value, to: $0) } == expected)
  }

  @Test("writeInteger at the ends of Int64")
  func integers() {
    #expect(Self.text { JSONBytes.writeInteger(.min, to: $0) } == "-9223372036854775808")
    #expect(Self.text { JSONBytes.writeInteger(.max, to: $0) } == "9223372036854775807")
    #expect(Self.text { JSONBytes.writeInteger(0, to: $0) } == "0")
  }

  // Whole values below 2⁵³ / 10^decimals are written as integers without the scaling; the text must be
  // the general path's on both sides of that bound (9 007 199 254 at 6 decimals, 9 007 at 12), and
  // beyond it a value is clamped as any other (9·10¹⁸ units), not written whole.
  @Test(
    "writeNumber: whole values on both sides of the integer shortcut's bound",
    arguments: [
      (0.0, 6, "0"), (-0.0, 6, "0"), (-400, 6, "-400"), (9_007_199_254, 6, "9007199254"),
      (9_007_199_255, 6, "9007199255"), (-9_007_199_255, 6, "-9007199255"), (0x1p60, 6, "9000000000000"),
      (9007, 12, "9007"), (9008, 12, "9008"), (123_456_789, 12, "9000000"), (2.5, 6, "2.5"),
    ] as [(Double, Int, String)])
  func wholeNumbers(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(Self.text { JSONBytes.writeNumber(value, decimals: decimals, to: $0) } == expected)
  }

  /// The general path's rounding (`rounded()`), half away from zero, with halves exact in binary (2.0625 = 33/16,
  /// 0.375 = 3/8, 2.4375 = 39/16) so that the rule alone decides, and fractions either side of a half.
  @Test(
    "writeNumber: halves away from zero, fractions either side of a half",
    arguments: [
      (2.0625, 3, "2.063"), (-2.0625, 3, "-2.063"), (0.375, 2, "0.38"), (-0.375, 2, "-0.38"),
      (2.5, 0, "3"), (-2.5, 0, "-3"), (0.5, 0, "1"), (-0.5, 0, "-1"), (-0.4, 0, "0"), (0.4999, 0, "0"),
      (2.4375, 1, "2.4"), (-2.4375, 1, "-2.4"), (2.4375, 3, "2.438"),
    ] as [(Double, Int, String)])
  func halves(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(Self.text { JSONBytes.writeNumber(value, decimals: decimals, to: $0) } == expected)
  }

  @Test("appendNumber: rounding to 6 decimals, null, and whole numbers beyond Int64 millionths")
  func numbers() {
    var out: [UInt8] = []
    for value in [0.1234565, -0.0000004, .nan, 1e13, 2.5e-7] {
      JSONBytes.appendNumber(value, decimals: 6, to: &out)
      out.append(UInt8(ascii: " "))
    }
    // 0.1234565 × 10⁶ = 123456.5 (nearest double just below) → 123456 or 123457: either way 6 decimals.
    let words = String(decoding: out, as: UTF8.self).split(separator: " ")
    #expect(words.count == 5)
    #expect(words[0] == "0.123456" || words[0] == "0.123457")
    #expect(words[1] == "0" && words[2] == "null" && words[3] == "10000000000000" && words[4] == "0")
  }

  static func appended(_ value: Double?, decimals: Int) -> String {
    JSONBytes.text { JSONBytes.appendNumber(value, decimals: decimals, to: &$0) }
  }

  /// Each precision rounds half away from zero at its own last decimal and drops trailing zeros;
  /// the halves are exact in binary (2.0625 = 33/16, 0.375 = 3/8), so the rounding rule alone decides.
  @Test(
    "appendNumber at 0, 3 and 12 decimals: halves, negatives, zero, nil",
    arguments: [
      (2.0625, 3, "2.063"), (-2.0625, 3, "-2.063"), (0.375, 2, "0.38"), (-0.375, 2, "-0.38"),
      (2.5, 0, "3"), (-2.5, 0, "-3"), (0, 3, "0"), (-0.0004, 3, "0"), (1500, 3, "1500"),
      (1.25, 12, "1.25"), (4296.0 / 65, 12, "66.092307692308"), (1e-12, 12, "0.000000000001"),
      (.infinity, 3, "null"), (nil, 3, "null"),
    ] as [(Double?, Int, String)])
  func explicitPrecision(_ value: Double?, _ decimals: Int, _ expected: String) {
    #expect(Self.appended(value, decimals: decimals) == expected)
  }

  /// Past Int64's units the number is still written as a number, never clamped or trapped: whole
  /// values by their digits, others as Swift writes them.
  @Test("appendNumber beyond 9·10¹⁸ units")
  func beyondUnits() {
    #expect(Self.appended(1e16, decimals: 3) == "10000000000000000")
    #expect(Self.appended(-1e16, decimals: 3) == "-10000000000000000")
    #expect(Self.appended(1e300, decimals: 0) == "1e+300")
  }

  /// The shortest text that reads back as the same Double (what `sample` prints): 0.1 and 1/3 as
  /// their 1 and 16 significant digits, 0.1 + 0.2 needing 17; whole values below 10¹⁵ as integer
  /// digits, from 10¹⁵ as Swift writes them (`.0` below 2⁵³ ≈ 9.007·10¹⁵, an exponent from there);
  /// -0 as 0; not finite as null.
  @Test(
    "appendShortest: shortest round-trip text",
    arguments: [
      (0.1, "0.1"), (1e-7, "1e-07"), (1.0 / 3, "0.3333333333333333"), (0.1 + 0.2, "0.30000000000000004"),
      (-2.5, "-2.5"), (320, "320"), (-0.0, "0"), (999_999_999_999_999, "999999999999999"),
      (1e15, "1000000000000000.0"),
      (-1e16, "-1e+16"), (5e-324, "5e-324"), (.nan, "null"), (-.infinity, "null"),
    ] as [(Double, String)])
  func shortest(_ value: Double, _ expected: String) {
    let text = JSONBytes.text { JSONBytes.appendShortest(value, to: &$0) }
    #expect(text == expected)
    if value.isFinite { #expect(Double(text) == value) }
  }

  @Test("strings: JSON's escapes, \"/\" as it is")
  func strings() {
    #expect(
      JSONBytes.text { JSONBytes.appendString("SynPS/2 \"a\"\\\n", to: &$0) } == #""SynPS/2 \"a\"\\\n""#)
    #expect(JSONBytes.text { JSONBytes.appendBool(true, to: &$0) } == "true")
  }

  /// The writer tests eight plain bytes at once: every escape at every offset of runs longer and
  /// shorter than eight must come out as a byte-by-byte reference (written here) escapes it.
  @Test("strings: each escape at every offset of a longer run, as a byte-by-byte reference writes it")
  func stringsAtEveryOffset() {
    func reference(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x22: out += "\\\""
        case 0x5C: out += "\\\\"
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let specials = [
      "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2069}", "é", " ", "~",
    ]
    for special in specials {
      for length in [0, 1, 7, 8, 9, 15, 16, 17] {
        for offset in 0...length {
          let plain = Array("abcdefghijklmnopq".prefix(length))
          let text = String(plain[..<offset]) + special + String(plain[offset...])
          #expect(JSONBytes.text { JSONBytes.appendString(text, to: &$0) } == reference(text), "\(text)")
        }
      }
    }
  }
}
