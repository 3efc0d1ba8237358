import PlayheadEngine
import PlayheadEvents
import Testing

@Suite("JSONLine")
struct JSONLineTests {
  private func text(_ line: borrowing JSONLine) -> String { String(decoding: line.bytes, as: UTF8.self) }

  @Test("records start with type and t, numbers round to 6 decimals without trailing zeros")
  func numbers() {
    var line = JSONLine()
    line.begin(type: "frame", t: 1_500_000)
    line.field("a", 0.25)
    line.field("b", -3.0)
    line.field("c", 123456.7890004)  // 6 decimals: 123456.789000 → "123456.789"
    line.field("d", -0.0000004)  // rounds to 0 at 6 decimals, printed without a sign
    line.field("e", 0.0000005)  // 0.5 µ rounds half away from zero → 0.000001
    line.field("n", 42)
    line.field("ok", true)
    line.end()
    #expect(
      text(line)
        == "{\"type\":\"frame\",\"t\":1.5,\"a\":0.25,\"b\":-3,\"c\":123456.789,\"d\":0,\"e\":0.000001,\"n\":42,\"ok\":true}\n"
    )
  }

  @Test("whole values print as integers, small and large")
  func wholeValues() {
    var line = JSONLine()
    line.begin(type: "x", t: 0)
    line.field("z", -0.0)
    line.field("one", 1.0)
    line.field("neg", -400.0)
    line.field("below", 999_999_999.0)
    line.field("at", 1_000_000_000.0)
    line.field("above", -123_456_789_012.0)
    line.field("half", 2.5)
    line.end()
    #expect(
      text(line)
        == "{\"type\":\"x\",\"t\":0,\"z\":0,\"one\":1,\"neg\":-400,\"below\":999999999,\"at\":1000000000,"
        + "\"above\":-123456789012,\"half\":2.5}\n")
  }

  @Test("NaN and infinities become null; huge values are clamped")
  func nonFinite() {
    var line = JSONLine()
    line.begin(type: "x", t: 0)
    line.field("nan", Double.nan)
    line.field("inf", -Double.infinity)
    line.field("big", 1e300)
    line.end()
    #expect(text(line) == "{\"type\":\"x\",\"t\":0,\"nan\":null,\"inf\":null,\"big\":9000000000000}\n")
  }

  @Test("strings are escaped as RFC 8259 requires; vectors are arrays; objects nest")
  func strings() {
    var line = JSONLine()
    line.begin(type: "decision", t: 2_000_000)
    line.field("reason", "percent ≥ \"0.5\"\n\\ \u{1}")
    line.field("v", 1.0, -2.5)
    line.openObject("layers")
    line.openObject(named: "from")
    line.field("opacity", 1.0)
    line.closeObject()
    line.openObject(named: "to")
    line.field("opacity", 0.0)
    line.closeObject()
    line.closeObject()
    line.end()
    #expect(
      text(line)
        == "{\"type\":\"decision\",\"t\":2,\"reason\":\"percent ≥ \\\"0.5\\\"\\n\\\\ \\u0001\",\"v\":[1,-2.5],\"layers\":{\"from\":{\"opacity\":1},\"to\":{\"opacity\":0}}}\n"
    )
  }

  @Test("a memo slot writes what escaping writes, for a repeated value and for a changed one")
  func memoSlots() {
    var line = JSONLine()
    // Record by record: slot 0 holds a name that needs escaping, then the same again, then another;
    // slot 3 is used before slot 2 exists. Each record is worked by hand.
    let records: [(String, String)] = [("say \"hi\"\n", "from"), ("say \"hi\"\n", "from"), ("flip", "to")]
    var texts: [String] = []
    for (name, layer) in records {
      line.begin(type: "r", t: 1_000_000)
      line.field("name", name, memo: 0)
      line.field("a", layer, memo: 3)
      line.field("b", layer, memo: 1)
      line.end()
      texts.append(text(line))
    }
    #expect(
      texts == [
        "{\"type\":\"r\",\"t\":1,\"name\":\"say \\\"hi\\\"\\n\",\"a\":\"from\",\"b\":\"from\"}\n",
        "{\"type\":\"r\",\"t\":1,\"name\":\"say \\\"hi\\\"\\n\",\"a\":\"from\",\"b\":\"from\"}\n",
        "{\"type\":\"r\",\"t\":1,\"name\":\"flip\",\"a\":\"to\",\"b\":\"to\"}\n",
      ])
  }

  @Test("an object opened under a name's JSON text: the comma only after a field")
  func objectUnderNamedText() {
    var line = JSONLine()
    let from = Array("\"from\"".utf8), quoted = Array("\"say \\\"hi\\\"\"".utf8)
    line.begin(type: "r", t: 1_000_000)
    line.openObject("layers")
    from.withUnsafeBytes { line.openObject(namedText: $0) }
    line.closeObject()
    quoted.withUnsafeBytes { line.openObject(namedText: $0) }
    line.field("opacity", 1.0)
    line.closeObject()
    line.closeObject()
    line.end()
    #expect(
      text(line) == "{\"type\":\"r\",\"t\":1,\"layers\":{\"from\":{},\"say \\\"hi\\\"\":{\"opacity\":1}}}\n")
  }

  @Test("text copied as it is: a field after it gets a comma unless the text ends with { or ,")
  func textAsItIs() {
    var line = JSONLine()
    func append(_ text: String) { Array(text.utf8).withUnsafeBytes { line.appendText($0) } }
    line.begin(type: "r", t: 0)
    line.openObject("o")
    append("")
    line.field("a", 1)
    append(",\"b\":{")
    line.field("c", 2)
    append(",")
    line.field("d", 3)
    append("}")
    line.field("e", 4)
    append("")
    line.field("f", 5)
    line.closeObject()
    line.end()
    #expect(
      text(line)
        == "{\"type\":\"r\",\"t\":0,\"o\":{\"a\":1,\"b\":{\"c\":2,\"d\":3},\"e\":4,\"f\":5}}\n")
  }

  @Test("a memo slot reuses a text only for the same bytes: equal Strings with other UTF-8 are escaped anew")
  func memoSlotsCompareBytes() {
    var line = JSONLine()
    // "café" as é (C3 A9) and as e + U+0301 (CC 81), "K" and the Kelvin sign U+212A (E2 84 AA):
    // equal as Strings, not as bytes.
    var texts: [[UInt8]] = []
    for name in ["caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", ""] {
      line.begin(type: "r", t: 0)
      line.field("n", name, memo: 0)
      line.end()
      texts.append(line.bytes)
    }
    let head = Array(#"{"type":"r","t":0,"n":""#.utf8)
    let tail = Array("\"}\n".utf8)
    #expect(texts[0] == head + [0x63, 0x61, 0x66, 0xC3, 0xA9] + tail)
    #expect(texts[1] == head + [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81] + tail)
    #expect(texts[2] == head + [0x4B] + tail)
    #expect(texts[3] == head + [0xE2, 0x84, 0xAA] + tail)
    #expect(texts[4] == head + tail)
  }

  @Test("a record's time is its µs count as seconds: the text a Double of the seconds has")
  func recordTimes() {
    /// The text after `"KEY":` up to the next `,` or `}`.
    func value(_ key: String, _ line: borrowing JSONLine) -> Substring {
      let record = text(line)
      let start = record.range(of: "\"\(key)\":")!.upperBound
      return record[start...].prefix { $0 != "," && $0 != "}" }
    }
    // Worked by hand.
    for (microseconds, expected) in [
      (0, "0"), (1, "0.000001"), (-1, "-0.000001"), (500_000, "0.5"), (-500_000, "-0.5"),
      (1_500_000, "1.5"), (61_000_000, "61"), (123_456_789, "123.456789"), (999_999, "0.999999"),
    ] as [(Int64, Substring)] {
      var line = JSONLine()
      line.begin(type: "x", t: Instant(microseconds: microseconds))
      #expect(value("t", line) == expected, "\(microseconds)")
    }
    // Against the Double's own text (`Instant.seconds`, a number field), up to 2⁵⁰, where the count is
    // written directly (with the bound at 2⁵² this fails); beyond it both sides take the Double's path,
    // so those values check only that the record writes that path's text.
    var values: [Int64] = [Int64.max, Int64.min, 1 << 53 + 1, -(1 << 53) - 1]
    for shift in 0...52 {
      let power = Int64(1) << shift
      values += [power - 1, power, power + 1, -power, 1 - power, power * 3 / 2]
    }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Int64(bitPattern: seed) >> Int64(seed % 40))
    }
    for microseconds in values {
      var line = JSONLine()
      line.begin(type: "x", t: Instant(microseconds: microseconds))
      var reference = JSONLine()
      reference.begin(type: "x", t: 0)
      reference.field("s", Instant(microseconds: microseconds).seconds)
      #expect(value("t", line) == value("s", reference), "\(microseconds)")
    }
  }

  @Test("reusing the line replaces the previous record")
  func reuse() {
    var line = JSONLine()
    line.begin(type: "a", t: 1_000_000)
    line.end()
    line.begin(type: "b", t: 2_000_000)
    line.end()
    #expect(text(line) == "{\"type\":\"b\",\"t\":2}\n")
  }
}
