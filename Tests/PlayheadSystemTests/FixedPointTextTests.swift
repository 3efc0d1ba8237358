import PlayheadSystem
import Testing

/// `FixedPointText`, the one digit writer behind the logs, the HUD, the reasons and the plots. Every
/// expected text here is worked by hand from the value and the number of decimals.
@Suite("FixedPointText")
struct FixedPointTextTests {
  /// What `write` puts in a buffer pre-filled with `#`, checked to stop at the count it returns.
  static func written(_ units: Int64, _ decimals: Int, trimming: Bool = false, plus: Bool = false) -> String {
    var buffer = [UInt8](repeating: UInt8(ascii: "#"), count: FixedPointText.maximumBytes + 4)
    let count = buffer.withUnsafeMutableBufferPointer {
      FixedPointText.write(
        units: units, decimals: decimals, trimmingZeros: trimming, plusSign: plus, to: $0.baseAddress!)
    }
    #expect(buffer[count...].allSatisfy { $0 == UInt8(ascii: "#") }, "nothing past the count")
    #expect(count <= FixedPointText.maximumBytes)
    #expect(
      count == FixedPointText.count(units: units, decimals: decimals, trimmingZeros: trimming, plusSign: plus)
    )
    return String(decoding: buffer[..<count], as: UTF8.self)
  }

  @Test("exact decimals: the fraction zero-padded to the count asked for")
  func exactDecimals() {
    #expect(Self.written(12345, 2) == "123.45")
    #expect(Self.written(7, 3) == "0.007")
    #expect(Self.written(-7, 3) == "-0.007")
    #expect(Self.written(500, 2) == "5.00")
    #expect(Self.written(42, 0) == "42")
    #expect(Self.written(0, 2) == "0.00")
    #expect(Self.written(0, 2, plus: true) == "+0.00")
    #expect(Self.written(150, 2, plus: true) == "+1.50")
    #expect(Self.written(-150, 2, plus: true) == "-1.50")
  }

  @Test("trimmed: trailing zeros go, and the point with them")
  func trimmed() {
    #expect(Self.written(4_890_000, 6, trimming: true) == "4.89")
    #expect(Self.written(5000, 3, trimming: true) == "5")
    #expect(Self.written(0, 6, trimming: true) == "0")
    #expect(Self.written(-1, 6, trimming: true) == "-0.000001")
    #expect(Self.written(-120, 2, trimming: true) == "-1.2")
    #expect(Self.written(1005, 3, trimming: true) == "1.005")
  }

  @Test("the extremes of Int64, at no decimals and at eighteen")
  func extremes() {
    #expect(Self.written(.max, 0) == "9223372036854775807")
    #expect(Self.written(.min, 0) == "-9223372036854775808")
    #expect(Self.written(.min, 18) == "-9.223372036854775808")
    #expect(Self.written(1, 18) == "0.000000000000000001")
    #expect(Self.written(-1, 18, plus: true) == "-0.000000000000000001")
  }

  @Test("rounding a Double to units: half away from zero unless told, both signs")
  func rounding() {
    // 0.125, 2.5 and 0.5 are exact in binary, so these are true half-way cases.
    #expect(FixedPointText.units(0.125, decimals: 2) == 13)
    #expect(FixedPointText.units(-0.125, decimals: 2) == -13)
    #expect(FixedPointText.units(2.5, decimals: 0) == 3)
    #expect(FixedPointText.units(-2.5, decimals: 0) == -3)
    #expect(FixedPointText.units(2.5, decimals: 0, rounding: .toNearestOrEven) == 2)
    #expect(FixedPointText.units(3.5, decimals: 0, rounding: .toNearestOrEven) == 4)
    #expect(FixedPointText.units(0.5, decimals: 0) == 1)
    // A negative value that rounds to zero has no sign left to write.
    #expect(FixedPointText.units(-0.004, decimals: 2) == 0)
    #expect(FixedPointText.units(-0.0, decimals: 3) == 0)
    #expect(FixedPointText.units(1e12, decimals: 2) == 100_000_000_000_000)
    #expect(FixedPointText.units(4.89, decimals: 6) == 4_890_000)
  }

  @Test("no units for what is not finite or reaches the limit")
  func outOfRange() {
    #expect(FixedPointText.units(.nan, decimals: 2) == nil)
    #expect(FixedPointText.units(.infinity, decimals: 0) == nil)
    #expect(FixedPointText.units(-.infinity, decimals: 0) == nil)
    #expect(FixedPointText.units(9.3e18, decimals: 0) == nil)
    #expect(FixedPointText.units(1e16, decimals: 0, limit: 9e15) == nil)
    #expect(FixedPointText.units(8e15, decimals: 0, limit: 9e15) == 8_000_000_000_000_000)
    // 10¹³ at six decimals is 10¹⁹ units: past Int64.
    #expect(FixedPointText.units(1e13, decimals: 6) == nil)
  }

  @Test("the string form says what write writes")
  func string() {
    #expect(FixedPointText.string(units: -2345, decimals: 3) == "-2.345")
    #expect(FixedPointText.string(units: 1250, decimals: 2, trimmingZeros: true) == "12.5")
    #expect(FixedPointText.string(units: 3, decimals: 0, plusSign: true) == "+3")
  }

  /// What `write` should write, from Swift's own integer text: the digits, zero-padded to more than
  /// `decimals`, split by a point, the fraction's trailing zeros dropped when trimming.
  static func reference(_ units: Int64, _ decimals: Int, trimming: Bool, plus: Bool) -> String {
    var digits = String(units.magnitude)
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
    }
    var whole = String(digits.dropLast(decimals)), fraction = String(digits.suffix(decimals))
    if trimming { while fraction.hasSuffix("0") { fraction.removeLast() } }
    whole = (units < 0 ? "-" : plus ? "+" : "") + whole
    return fraction.isEmpty ? whole : whole + "." + fraction
  }

  @Test("every digit count and every decimals, against Swift's integer text")
  func againstIntegerText() {
    // Each power of ten, one below it and one above, both signs, and a seeded spread of others:
    // every digit count from 1 to 19, odd and even, for each number of decimals.
    var values: [Int64] = [0, .max, .min, .max - 1, .min + 1]
    var power: Int64 = 1
    for _ in 0...18 {
      values += [power, power - 1, power + 1, -power, -(power - 1), -(power + 1)]
      if power <= Int64.max / 10 { power *= 10 }
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Int64(bitPattern: state) >> Int64(state % 63))
    }
    var mismatches: [String] = []
    for units in values {
      for decimals in 0...FixedPointText.maximumDecimals {
        for trimming in [false, true] {
          let plus = units % 3 == 0
          let got = Self.written(units, decimals, trimming: trimming, plus: plus)
          let expected = Self.reference(units, decimals, trimming: trimming, plus: plus)
          if got != expected { mismatches.append("\(units) \(decimals) \(trimming): \(got) ≠ \(expected)") }
        }
      }
    }
    #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
  }

  @Test("writeDigits: every number up to 10 001 (one to four digits from the pairs' table, five by division)")
  func digitsOfEveryNumberTo10001() {
    var mismatches: [String] = []
    var buffer = [UInt8](repeating: 0, count: 24)
    for n in UInt64(0)...10_001 {
      buffer.withUnsafeMutableBufferPointer { $0.update(repeating: UInt8(ascii: "#")) }
      let count = buffer.withUnsafeMutableBufferPointer { FixedPointText.writeDigits(n, to: $0.baseAddress!) }
      let got = String(decoding: buffer[..<count], as: UTF8.self)
      if got != String(n) || buffer[count] != UInt8(ascii: "#") { mismatches.append("\(n): \(got)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("rounded: Swift's own rounded(), half away from zero, across the Double's range up to 9·10¹⁸")
  func roundedAsSwiftRounds() {
    // Halves and the doubles either side of them, where adding ½ would round up wrongly
    // (0.49999999999999994 + 0.5 is 1 in Double); both sides of 2⁵² and 2⁵³, where every Double is
    // whole; the bounds; random magnitudes.
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 9e18, -9e18, 0.49999999999999994]
    for shift in 0...62 {
      let power = Double(sign: .plus, exponent: shift, significand: 1)
      for x in [power, power + 0.5, power - 0.5, power * 1.5] where x <= 9e18 {
        values += [x, x.nextUp, x.nextDown, -x, -x.nextUp, -x.nextDown].filter { abs($0) <= 9e18 }
      }
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<5000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let x = Double(Int64(bitPattern: state) >> Int64(state % 62)) / Double(1 << (state >> 58))
      if abs(x) <= 9e18 { values.append(x) }
    }
    let mismatches = values.filter { FixedPointText.rounded($0) != Int64($0.rounded()) }
    #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
  }
}
