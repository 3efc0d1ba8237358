extension ByteCursor {
  /// Reads `[+-]digits[.digits]` (what `printf("%f")` writes) at the cursor; the cursor moves past it
  /// only on success. More than 18 significant digits is refused, so the mantissa never overflows.
  // Always inlined (measured, issue 26): called for every number of every line; a call returned the
  // `Result` through memory.
  @inline(__always)
  mutating func scanDecimal(allowPlus: Bool = true) -> Result<DecimalText, NumberProblem> {
    let start = index
    var i = index
    var negative = false
    if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || (allowPlus && bytes[i] == UInt8(ascii: "+"))) {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    // The mantissa holds every digit read, leading zeros adding nothing, so it has as many digits as
    // there were significant ones: a 19th would find it at 10¹⁷ or more (measured, issue 26: one
    // comparison a digit where counting the significant digits took three).
    let limit: Int64 = 100_000_000_000_000_000
    var mantissa: Int64 = 0
    let integerStart = i
    while i < bytes.count && ByteCursor.isDigit(bytes[i]) {
      if mantissa >= limit { return .failure(.tooLong) }
      mantissa = mantissa &* 10 &+ Int64(bytes[i] &- 0x30)  // ≤ 18 significant digits: exact
      i += 1
    }
    if i == integerStart { return .failure(looksNonFinite(at: i) ? .notFinite : .missing) }
    var fractionDigits = 0
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      // printf("%f") always writes a digit after the point; "0." is a number cut off mid-way.
      guard i < bytes.count && ByteCursor.isDigit(bytes[i]) else { return .failure(.missing) }
      let fractionStart = i
      while i < bytes.count && ByteCursor.isDigit(bytes[i]) {
        if mantissa >= limit { return .failure(.tooLong) }
        mantissa = mantissa &* 10 &+ Int64(bytes[i] &- 0x30)  // ≤ 18 significant digits: exact
        i += 1
      }
      fractionDigits = i - fractionStart
    }
    index = i
    return .success(
      DecimalText(negative: negative, mantissa: mantissa, fractionDigits: fractionDigits, range: start..<i))
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

  /// The value of the JSON number at `range`: exact for plain decimals, the standard parser with an
  /// exponent (nil only if that parser refuses it).
  func jsonNumber(_ range: Range<Int>) -> Double? {
    var reader = ByteCursor(bytes, index: range.lowerBound)
    if case .success(let text) = reader.scanDecimal(allowPlus: false), reader.index == range.upperBound {
      return text.doubleValue(in: bytes)
    }
    return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
  }
}
