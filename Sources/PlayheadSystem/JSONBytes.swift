/// Playhead's one JSON writer of scalars, appended to a byte buffer: strings escaped, integers and
/// numbers with an explicit number of decimals through `FixedPointText`. Every JSON Playhead writes
/// goes through it: the state log's `JSONLine`, `EventJSON`'s recordings, `bench --json`, `devices`'
/// list and watch lines, `sample --json`, `transitions --json`. Hand-written because the first two
/// are measured hot paths that must not allocate (no `Encodable`, no Foundation, no locale, no
/// Double-to-text conversion).
///
/// A number has exactly the decimals its caller asks for, trailing zeros dropped (`1.5`, `2`, not
/// `2.0`): 6 for the log's and recordings' µs and 10⁻⁶ units (`eventDecimals`: every value read from a
/// transcript is written back exactly), 3 for the bench's µs (ns), 12 for libinput's doubles as
/// `devices` shows them (`libinputDecimals`); or, for `sample` and `transitions --json`, the shortest
/// text that reads back exactly (`appendShortest`). A non-finite number is written `null`.
public enum JSONBytes {
  /// The decimals of the state log's and recordings' numbers: µs for times, 10⁻⁶ for deltas.
  @inlinable public static var eventDecimals: Int { 6 }
  /// The decimals of libinput's own doubles (sizes, deltas, scales) where `devices` shows them as read:
  /// 10⁻¹² is far below any touchpad's resolution and any difference a test of them looks for.
  @inlinable public static var libinputDecimals: Int { 12 }

  @inline(__always)
  public static func literal(_ text: StaticString, _ out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Decimal digits of an integer.
  public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    append(to: &out, atMost: maximumIntegerBytes) { writeInteger(value, to: $0) }
  }

  /// `true` or `false`.
  public static func appendBool(_ value: Bool, to out: inout [UInt8]) {
    if value { literal("true", &out) } else { literal("false", &out) }
  }

  /// µs as seconds with the trailing zeros of the six decimals dropped: 4_890_000 → `4.89`.
  public static func appendSeconds(_ microseconds: Int64, to out: inout [UInt8]) {
    append(to: &out, atMost: maximumNumberBytes) { writeMillionths(microseconds, to: $0) }
  }

  /// A Double rounded half away from zero to `decimals` decimals, trailing zeros dropped; `null` if
  /// not finite.
  public static func appendNumber(_ value: Double, decimals: Int, to out: inout [UInt8]) {
    if value.isFinite, FixedPointText.units(value, decimals: decimals) == nil {
      // Beyond ±9·10¹⁸ units Int64 overflows (±9·10¹² at six decimals); such values never come from
      // a touchpad or a clock: a whole one keeps its digits, another Swift's own text.
      if value == value.rounded() && abs(value) < 9.2e18 {
        appendInteger(Int64(value), to: &out)
      } else {
        out.append(contentsOf: value.description.utf8)
      }
      return
    }
    append(to: &out, atMost: maximumNumberBytes) { writeNumber(value, decimals: decimals, to: $0) }
  }

  /// `appendNumber(_:decimals:to:)` for a value that may be unknown: `null` when nil.
  public static func appendNumber(_ value: Double?, decimals: Int, to out: inout [UInt8]) {
    if let value { appendNumber(value, decimals: decimals, to: &out) } else { literal("null", &out) }
  }

  /// The optional forms: `null` when nil (a value libinput, a header or a process could not say).
  public static func appendString(_ text: String?, to out: inout [UInt8]) {
    if let text { appendString(text, to: &out) } else { literal("null", &out) }
  }

  public static func appendBool(_ value: Bool?, to out: inout [UInt8]) {
    if let value { appendBool(value, to: &out) } else { literal("null", &out) }
  }

  public static func appendInteger(_ value: Int64?, to out: inout [UInt8]) {
    if let value { appendInteger(value, to: &out) } else { literal("null", &out) }
  }

  /// A Double as the shortest text that reads back as exactly it (Swift's `description`), whole
  /// values below 10¹⁵ as integer digits (`320`, as a person types it); `null` if not finite. For
  /// `sample` and `transitions --json`, which print a model's values exactly rather than to a precision.
  public static func appendShortest(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite else { return literal("null", &out) }
    if value == value.rounded() && abs(value) < 1e15 {
      appendInteger(Int64(value), to: &out)
    } else {
      out.append(contentsOf: value.description.utf8)
    }
  }

  /// What `body` appends, as a string: for JSON built as a `String` anyway (the bench's report,
  /// `devices`' list), so that its scalars are written as everywhere else.
  public static func text(_ body: (inout [UInt8]) -> Void) -> String {
    var out: [UInt8] = []
    body(&out)
    return String(decoding: out, as: UTF8.self)
  }

  /// What one of the `write…` formatters writes, appended to `out` (through stack scratch room).
  private static func append(
    to out: inout [UInt8], atMost capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
      let base = scratch.baseAddress!
      out.append(contentsOf: UnsafeBufferPointer(start: base, count: write(base)))
    }
  }

  // MARK: Numbers into memory the caller reserved

  // These write straight into a buffer with room reserved (the state log's `JSONLine` formats a
  // million records a second through them; the `append…` forms above wrap them), through
  // PlayheadSystem's one digit writer, `FixedPointText`.

  /// The most bytes `writeInteger` writes (`-9223372036854775808`).
  public static let maximumIntegerBytes = 20
  /// The most bytes `writeNumber` and `writeMillionths` write (`FixedPointText.maximumBytes`, rounded up).
  public static let maximumNumberBytes = 32

  /// Decimal digits of an integer at `p`; returns the bytes written (≤ `maximumIntegerBytes`).
  // Always inlined, as `writeMillionths`: with no decimals known at the call, the writer divided by
  // a variable 10⁰ (measured, issue 26: the log writes most of a frame's numbers this way).
  @inlinable @inline(__always)
  public static func writeInteger(_ value: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    FixedPointText.write(units: value, decimals: 0, to: p)
  }

  /// A number of millionths as a decimal with at most six decimals, trailing zeros dropped
  /// (4_890_000 → `4.89`); returns the bytes written (≤ `maximumNumberBytes`).
  // Always inlined: with `decimals` a constant at the call (the state log's 6), the writer's
  // six-decimal form is chosen at compile time (`FixedPointText.writeMillionthsTrimmed`); with a
  // variable `decimals`, the log's replay took 8 % more instructions (callgrind).
  @inlinable @inline(__always)
  public static func writeMillionths(_ millionths: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    FixedPointText.write(units: millionths, decimals: 6, trimmingZeros: true, to: p)
  }

  /// A Double as `appendNumber` writes it for magnitudes below 9·10¹⁸ units (callers clamp: beyond
  /// it the value is clamped here, where `appendNumber` falls back to other text); `null` if not finite.
  // Always inlined: with `decimals` a constant at the call (the state log's 6), the digit loops
  // divide by constants, and six decimals are one call to the writer's six-decimal form; with a
  // variable `decimals`, the log's replay took 8 % more instructions (callgrind).
  @inlinable @inline(__always)
  public static func writeNumber(_ value: Double, decimals: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
    // Whole values (a layer's 0s and 1s, its sizes: most of a frame record's numbers) as integers,
    // without the rounding and the fraction (measured, issue 26). Below 2⁵³ / 10^decimals the product
    // below is exact, so the general path would write exactly these digits.
    // Range first, then a truncating conversion compared back: `Int64(exactly:)` called libm's
    // `trunc` per number (measured, issue 26). NaN fails the range test.
    if value.magnitude < Double((1 << 53) / FixedPointText.powerOfTen(decimals)) {
      let whole = Int64(value)
      if Double(whole) == value { return writeInteger(whole, to: p) }
    }
    guard value.isFinite else {
      UnsafeMutableRawPointer(p).copyMemory(from: ("null" as StaticString).utf8Start, byteCount: 4)
      return 4
    }
    // Clamped before rounding: the bounds are whole, so the same as clamping the rounded product.
    let scaled = min(max(value * Double(FixedPointText.powerOfTen(decimals)), -9e18), 9e18)
    return FixedPointText.write(
      units: FixedPointText.rounded(scaled), decimals: decimals, trimmingZeros: true, to: p)
  }

  /// A JSON string with the escapes RFC 8259 requires: quotes, `\"`, `\\` and control characters
  /// (U+0000…U+001F, `\n`, `\r`, `\t` by name, the rest as `\u00XX`). The other characters
  /// `TerminalText` escapes (DEL, the C1 controls, bidi overrides and isolates, U+2028/U+2029) are
  /// written `\uXXXX` too, so JSON shown on a terminal or pasted into JavaScript cannot be driven by
  /// them; the string's value is the same. Other UTF-8 passes through.
  public static func appendString(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumStringBytes(utf8: bytes.count)) {
        scratch in
        let base = scratch.baseAddress!
        out.append(contentsOf: UnsafeBufferPointer(start: base, count: writeString(bytes, to: base)))
      }
    }
  }

  /// The most bytes `writeString` writes for `count` bytes of UTF-8 (each escaped, and the quotes).
  public static func maximumStringBytes(utf8 count: Int) -> Int { 6 * count + 2 }

  /// `appendString`'s JSON string into memory the caller reserved (`maximumStringBytes`); returns
  /// the bytes written. The state log writes its names this way, without an array per string.
  public static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, to p: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    // The plain prefix (a log's names and enum texts are wholly plain) copied by a tight loop, eight
    // bytes tested at once where they fit; the escaping loop below only from the first byte that needs
    // it (measured, issue 26: every byte went through it at ~17 instructions).
    p[0] = UInt8(ascii: "\"")
    let count = bytes.count
    var i = 0
    if let source = bytes.baseAddress {
      while i &+ 8 <= count {
        let word = UnsafeRawPointer(source + i).loadUnaligned(as: UInt64.self)
        guard isPlain(word) else { break }
        UnsafeMutableRawPointer(p + 1 + i).storeBytes(of: word, as: UInt64.self)
        i &+= 8
      }
      while i < count, source[i] &- 0x20 < 0x5F, source[i] != UInt8(ascii: "\""),
        source[i] != UInt8(ascii: "\\")
      {
        p[1 &+ i] = source[i]
        i &+= 1
      }
    }
    guard i < count else {
      p[1 &+ count] = UInt8(ascii: "\"")
      return count &+ 2
    }
    return 1 &+ i &+ writeEscaped(bytes, from: i, to: p + 1 + i)
  }

  /// The rest of `writeString`'s string from `start`, escaped byte by byte, and the closing quote.
  private static func writeEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to p: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var n = 0
    @inline(__always) func put(_ byte: UInt8) {
      p[n] = byte
      n += 1
    }
    func escape(_ scalar: UInt32) {
      put(UInt8(ascii: "\\"))
      put(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        put(hexDigit(UInt8(truncatingIfNeeded: (scalar >> UInt32(shift)) & 0xF)))
      }
    }
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      // Plain printable ASCII: one test before the cases.
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        put(byte)
        i += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        put(UInt8(ascii: "\\"))
        put(byte)
      case 0x0A:
        put(UInt8(ascii: "\\"))
        put(UInt8(ascii: "n"))
      case 0x0D:
        put(UInt8(ascii: "\\"))
        put(UInt8(ascii: "r"))
      case 0x09:
        put(UInt8(ascii: "\\"))
        put(UInt8(ascii: "t"))
      case 0..<0x20, 0x7F: escape(UInt32(byte))
      case 0xC2 where i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]):
        escape(UInt32(bytes[i + 1]))
        i += 1
      case 0xE2 where i + 2 < bytes.count && bytes[i + 1] & 0xFE == 0x80:
        // U+2000…U+207F: escape those TerminalText does (U+2028…U+202E, U+2066…U+2069).
        let scalar = 0x2000 | (UInt32(bytes[i + 1] & 0x3F) << 6) | UInt32(bytes[i + 2] & 0x3F)
        if let unicode = Unicode.Scalar(scalar), TerminalText.needsEscape(unicode) {
          escape(scalar)
          i += 2
        } else {
          put(byte)
        }
      default: put(byte)
      }
      i += 1
    }
    put(UInt8(ascii: "\""))
    return n
  }

  /// Whether all eight bytes of `word` are printable ASCII other than `"` and `\\` (0x20…0x7E):
  /// the bit tricks of "Bit Twiddling Hacks" (`hasless`, `hasmore`, `haszero`), exact for these bounds.
  @inline(__always)
  static func isPlain(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below20 = (word &- ones &* 0x20) & ~word & highs
    let above7E = ((word &+ ones &* (127 - 0x7E)) | word) & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let hasQuote = (quote &- ones) & ~quote & highs
    let hasBackslash = (backslash &- ones) & ~backslash & highs
    return below20 | above7E | hasQuote | hasBackslash == 0
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? nibble + 0x30 : nibble - 10 + UInt8(ascii: "a")
  }
}
