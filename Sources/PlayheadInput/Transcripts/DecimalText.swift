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
    } else if fractionDigits - 6 > 18 {
      // Zeros after the point are not significant digits, so any number of them may come first; the
      // mantissa (< 10¹⁸) is then below half of 10¹⁹ or more: 0 µs (and 10¹⁹ is beyond Int64).
      scaled = 0
    } else {
      var divisor: Int64 = 1
      for _ in 0..<(fractionDigits - 6) { divisor *= 10 }
      scaled = (mantissa + divisor / 2) / divisor  // < 1.5 × 10¹⁸: no overflow
    }
    return negative ? -scaled : scaled
  }
}
