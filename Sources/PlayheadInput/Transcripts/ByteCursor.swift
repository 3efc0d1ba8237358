/// A read position in one line of bytes: the only way the transcript parsers look at text.
///
/// It reads the line's buffer in place (no `String`, no allocation), so a gesture line costs a few
/// hundred byte comparisons. Positions are byte offsets into `bytes`.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  var atEnd: Bool { index >= bytes.count }

  /// The byte at the cursor, or nil at the end of the line.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Space, tab, CR, vertical tab and form feed: what `printf` padding and pasted text put between fields.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  mutating func skipBlanks() {
    while index < bytes.count && ByteCursor.isBlank(bytes[index]) { index += 1 }
  }

  /// Skips blanks, then returns the run of non-blank bytes that follows (empty at the end).
  mutating func nextToken() -> Range<Int> {
    skipBlanks()
    let start = index
    while index < bytes.count && !ByteCursor.isBlank(bytes[index]) { index += 1 }
    return start..<index
  }

  /// Consumes `byte` if it is next; returns whether it did.
  mutating func consume(_ byte: UInt8) -> Bool {
    if index < bytes.count && bytes[index] == byte {
      index += 1
      return true
    }
    return false
  }

  /// Whether the bytes in `range` spell `literal` exactly.
  func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    guard range.count == literal.utf8CodeUnitCount else { return false }
    let base = literal.utf8Start
    var i = 0
    while i < range.count {
      if bytes[range.lowerBound + i] != base[i] { return false }
      i += 1
    }
    return true
  }

  /// Whether the bytes in `range` begin with `literal`.
  func hasPrefix(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    guard range.count >= literal.utf8CodeUnitCount else { return false }
    return matches(range.lowerBound..<(range.lowerBound + literal.utf8CodeUnitCount), literal)
  }

  /// Whether the bytes in `range` are a strict prefix of `literal` (a word cut off mid-way).
  func isStrictPrefix(_ range: Range<Int>, of literal: StaticString) -> Bool {
    guard !range.isEmpty, range.count < literal.utf8CodeUnitCount else { return false }
    let base = literal.utf8Start
    for i in 0..<range.count where bytes[range.lowerBound + i] != base[i] { return false }
    return true
  }

  /// The bytes in `range` as text for a message: at most 24 bytes, control bytes shown as `\xNN`.
  func quoted(_ range: Range<Int>) -> String {
    var text = "\""
    var end = range.upperBound
    var ellipsis = false
    if range.count > 24 {
      end = range.lowerBound + 24
      ellipsis = true
    }
    for i in range.lowerBound..<end {
      let byte = bytes[i]
      if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text + (ellipsis ? "…\"" : "\"")
  }

  /// The next token, quoted for a message ("end of line" when there is none).
  mutating func describeNext() -> String {
    let token = nextToken()
    return token.isEmpty ? "end of line" : quoted(token)
  }
}

/// A decimal number as written: digits without an exponent, read exactly.
struct DecimalText {
  var negative: Bool
  /// All digits, integer and fraction, as one integer.
  var mantissa: Int64
  var fractionDigits: Int
  /// Where the number was written, for messages and the rare slow path.
  var range: Range<Int>

  /// Powers of ten that are exact in a Double (10^0 … 10^22).
  static let exactPowers: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// The nearest Double: one correctly rounded division when the mantissa and the power are exact
  /// (Clinger's fast path, which matches `Double("…")` bit for bit), the standard parser otherwise.
  func doubleValue(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
    let magnitude: Double
    if mantissa < (1 << 53) && fractionDigits < DecimalText.exactPowers.count {
      magnitude = Double(mantissa) / DecimalText.exactPowers[fractionDigits]
    } else {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      return Double(text) ?? .nan
    }
    return negative ? -magnitude : magnitude
  }

  /// The value times 10^6, rounded half away from zero: seconds → microseconds without a Double.
  /// Only valid when the magnitude is below 10^12 (callers check the range first).
  var millionths: Int64 {
    var scaled: Int64
    if fractionDigits <= 6 {
      var factor: Int64 = 1
      for _ in 0..<(6 - fractionDigits) { factor *= 10 }
      scaled = mantissa * factor
    } else {
      var divisor: Int64 = 1
      for _ in 0..<(fractionDigits - 6) { divisor *= 10 }
      scaled = (mantissa + divisor / 2) / divisor
    }
    return negative ? -scaled : scaled
  }
}

/// Why a number could not be read.
enum NumberProblem: Error {
  case missing
  case notFinite
  case tooLong
}

extension ByteCursor {
  /// Reads `[+-]digits[.digits]` (what `printf("%f")` writes) at the cursor; the cursor moves past it
  /// only on success. More than 18 significant digits is refused, so the mantissa never overflows.
  mutating func scanDecimal(allowPlus: Bool = true) -> Result<DecimalText, NumberProblem> {
    let start = index
    var i = index
    var negative = false
    if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || (allowPlus && bytes[i] == UInt8(ascii: "+"))) {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    var mantissa: Int64 = 0
    var digits = 0
    var significant = 0
    var fractionDigits = 0
    while i < bytes.count && ByteCursor.isDigit(bytes[i]) {
      if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1 }
      if significant > 18 { return .failure(.tooLong) }
      mantissa = mantissa * 10 + Int64(bytes[i] &- 0x30)
      digits += 1
      i += 1
    }
    if digits == 0 { return .failure(looksNonFinite(at: i) ? .notFinite : .missing) }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      // printf("%f") always writes a digit after the point; "0." is a number cut off mid-way.
      guard i < bytes.count && ByteCursor.isDigit(bytes[i]) else { return .failure(.missing) }
      while i < bytes.count && ByteCursor.isDigit(bytes[i]) {
        if significant > 0 || bytes[i] != UInt8(ascii: "0") { significant += 1 }
        if significant > 18 { return .failure(.tooLong) }
        mantissa = mantissa * 10 + Int64(bytes[i] &- 0x30)
        fractionDigits += 1
        i += 1
      }
    }
    index = i
    return .success(DecimalText(negative: negative, mantissa: mantissa, fractionDigits: fractionDigits, range: start..<i))
  }

  /// Whether `nan` or `inf` (any case) starts at `position`: printf's spelling of a non-finite value.
  private func looksNonFinite(at position: Int) -> Bool {
    guard position + 3 <= bytes.count else { return false }
    let a = bytes[position] | 0x20, b = bytes[position + 1] | 0x20, c = bytes[position + 2] | 0x20
    return (a == UInt8(ascii: "n") && b == UInt8(ascii: "a") && c == UInt8(ascii: "n"))
      || (a == UInt8(ascii: "i") && b == UInt8(ascii: "n") && c == UInt8(ascii: "f"))
  }

  /// Reads an unsigned integer of at most `maxDigits` digits; nil (cursor unmoved) if there is none.
  mutating func scanUnsigned(maxDigits: Int) -> Int? {
    var i = index
    var value = 0
    while i < bytes.count && ByteCursor.isDigit(bytes[i]) {
      if i - index >= maxDigits { return nil }
      value = value &* 10 &+ Int(bytes[i] &- 0x30)  // maxDigits ≤ 18 keeps this exact
      i += 1
    }
    if i == index { return nil }
    index = i
    return value
  }
}
