import PlayheadInput
import Testing

/// The one number formatter (`JSONBytes`), worked by hand: millionths with trailing zeros dropped,
/// the sign kept below one, the widest integers, and the array forms over the pointer forms.
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

  @Test("appendNumber: rounding to 6 decimals, null, and whole numbers beyond Int64 millionths")
  func numbers() {
    var out: [UInt8] = []
    for value in [0.1234565, -0.0000004, .nan, 1e13, 2.5e-7] {
      JSONBytes.appendNumber(value, to: &out)
      out.append(UInt8(ascii: " "))
    }
    // 0.1234565 × 10⁶ = 123456.5 (nearest double just below) → 123456 or 123457: either way 6 decimals.
    let words = String(decoding: out, as: UTF8.self).split(separator: " ")
    #expect(words.count == 5)
    #expect(words[0] == "0.123456" || words[0] == "0.123457")
    #expect(words[1] == "0" && words[2] == "null" && words[3] == "10000000000000" && words[4] == "0")
  }
}
