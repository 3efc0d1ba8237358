import PlayheadSystem

/// JSON's scalars appended to a byte buffer: the escaping and the number formatting of both of
/// Playhead's JSON writers (`EventJSON`'s recordings and the engine's `JSONLine` log). Hand-written
/// because both are measured hot paths that must not allocate (no `Encodable`, no Foundation).
///
/// Numbers have at most six decimals (µs for times, 10⁻⁶ units for deltas: finer than any source), so
/// every value read from a transcript is written back exactly; a non-finite number is written `null`.
public enum JSONBytes {
  @inline(__always)
  public static func literal(_ text: StaticString, _ out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Decimal digits of an integer.
  public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    var magnitude = value.magnitude
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
        magnitude /= 10
        count += 1
      } while magnitude > 0
      while count > 0 {
        count -= 1
        out.append(buffer[count])
      }
    }
  }

  /// µs as seconds with the trailing zeros of the six decimals dropped: 4_890_000 → `4.89`.
  public static func appendSeconds(_ microseconds: Int64, to out: inout [UInt8]) {
    appendMillionths(microseconds, to: &out)
  }

  /// A Double with at most six decimals, trailing zeros dropped; `null` if not finite.
  public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite else {
      literal("null", &out)
      return
    }
    let scaled = (value * 1e6).rounded()
    guard abs(scaled) < 9e18 else {
      // Beyond ±9·10¹² Int64 millionths overflow; such values never come from a touchpad.
      if value == value.rounded() && abs(value) < 9.2e18 {
        appendInteger(Int64(value), to: &out)
      } else {
        out.append(contentsOf: value.description.utf8)
      }
      return
    }
    appendMillionths(Int64(scaled), to: &out)
  }

  /// `appendNumber(_:to:)` for a value that may be unknown: `null` when nil.
  public static func appendNumber(_ value: Double?, to out: inout [UInt8]) {
    if let value { appendNumber(value, to: &out) } else { literal("null", &out) }
  }

  private static func appendMillionths(_ millionths: Int64, to out: inout [UInt8]) {
    if millionths < 0 { out.append(UInt8(ascii: "-")) }
    let magnitude = millionths.magnitude
    appendInteger(Int64(magnitude / 1_000_000), to: &out)
    var fraction = magnitude % 1_000_000
    guard fraction != 0 else { return }
    out.append(UInt8(ascii: "."))
    var divisor: UInt64 = 100_000
    while fraction != 0 {
      out.append(UInt8(truncatingIfNeeded: fraction / divisor) + 0x30)
      fraction %= divisor
      divisor /= 10
    }
  }

  /// A JSON string with the escapes RFC 8259 requires: quotes, `\"`, `\\` and control characters
  /// (U+0000…U+001F, `\n`, `\r`, `\t` by name, the rest as `\u00XX`). The other characters
  /// `TerminalText` escapes (DEL, the C1 controls, bidi overrides and isolates, U+2028/U+2029) are
  /// written `\uXXXX` too, so JSON shown on a terminal or pasted into JavaScript cannot be driven by
  /// them; the string's value is the same. Other UTF-8 passes through.
  public static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        switch byte {
        case UInt8(ascii: "\""): literal("\\\"", &out)
        case UInt8(ascii: "\\"): literal("\\\\", &out)
        case 0x0A: literal("\\n", &out)
        case 0x0D: literal("\\r", &out)
        case 0x09: literal("\\t", &out)
        case 0..<0x20, 0x7F: appendEscape(UInt32(byte), to: &out)
        case 0xC2 where i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]):
          appendEscape(UInt32(bytes[i + 1]), to: &out)
          i += 1
        case 0xE2 where i + 2 < bytes.count && bytes[i + 1] & 0xFE == 0x80:
          // U+2000…U+207F: escape those TerminalText does (U+2028…U+202E, U+2066…U+2069).
          let scalar = 0x2000 | (UInt32(bytes[i + 1] & 0x3F) << 6) | UInt32(bytes[i + 2] & 0x3F)
          if let unicode = Unicode.Scalar(scalar), TerminalText.needsEscape(unicode) {
            appendEscape(scalar, to: &out)
            i += 2
          } else {
            out.append(byte)
          }
        default: out.append(byte)
        }
        i += 1
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
  private static func appendEscape(_ scalar: UInt32, to out: inout [UInt8]) {
    literal("\\u", &out)
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hexDigit(UInt8(truncatingIfNeeded: (scalar >> UInt32(shift)) & 0xF)))
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? nibble + 0x30 : nibble - 10 + UInt8(ascii: "a")
  }
}
