/// A decimal number as written: digits without an exponent, read exactly.
struct DecimalText {
  var negative: Bool
  /// All digits, integer and fraction, as one integer.
  var mantissa: Int64
  var fractionDigits: Int
  /// Where the number was written, for messages and the rare slow path.
  var range: Range<Int>

  /// 10^`exponent` for 0…22, the powers of ten that are exact in a Double; nil beyond. A switch of
  /// literals, which the compiler makes a constant table (measured, issue 26: a `static let` array was
  /// a `swift_once` check and a bounds check for every number read).
  @inline(__always)
  static func exactPower(_ exponent: Int) -> Double? {
    switch exponent {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    case 22: 1e22
    default: nil
    }
  }

  /// The nearest Double: one correctly rounded division when the mantissa and the power are exact
  /// (Clinger's fast path, which matches `Double("…")` bit for bit), the standard parser otherwise.
  @inline(__always)
  func doubleValue(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
    if mantissa < (1 << 53), let power = DecimalText.exactPower(fractionDigits) {
      let magnitude = Double(mantissa) / power
      return negative ? -magnitude : magnitude
    }
    return standardValue(in: bytes)
  }

  /// The standard library's reading of the text, for what the fast path cannot do exactly.
  @inline(never)
  private func standardValue(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
    Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)) ?? .nan
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
