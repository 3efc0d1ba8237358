/// Playhead's one decimal number writer: a count of 10⁻ⁿ units (an `Int64`) written as digits into
/// memory the caller reserved, with an explicit number of decimals. Every number Playhead prints
/// goes through it (the JSON logs, the HUD, the reasons, the plots), so none of them allocates, reads
/// the locale or converts a Double to text; each caller decides only what a non-finite value says.
///
/// A Double becomes units once (`units(_:decimals:)`, rounded half away from zero), so that the
/// digits themselves are integer arithmetic: one digit count, then the digits stored backwards.
public enum FixedPointText {
  /// The most decimals a writer takes: 10¹⁸ still fits an `Int64`.
  public static let maximumDecimals = 18
  /// The most bytes `write` writes: a sign, 19 digits, a point (`-0.000000000000000001` and
  /// `-9223372036854775808` alike stay within it).
  public static let maximumBytes = 22

  /// `x` × 10^`decimals` rounded (`rule`: half away from zero unless said), as an integer; nil when
  /// `x` is not finite or the product's magnitude reaches `limit` (at most `Int64`'s 9.2·10¹⁸).
  @inlinable
  public static func units(
    _ x: Double, decimals: Int, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
    limit: Double = 9e18
  ) -> Int64? {
    guard x.isFinite else { return nil }
    let scaled = (x * Double(powerOfTen(decimals))).rounded(rule)
    guard abs(scaled) < min(limit, 9.2e18) else { return nil }
    return Int64(scaled)
  }

  /// `x` rounded half away from zero (`x.rounded()`), as an integer, for `|x|` ≤ 9·10¹⁸.
  // Measured hot path (issue 26): `rounded()` calls libm's `round` on x86-64's baseline (no SSE4.1).
  // Exact: the truncation is, and so is the fraction `x − trunc(x)` (0 at |x| ≥ 2⁵², all whole).
  @inlinable @inline(__always)
  public static func rounded(_ x: Double) -> Int64 {
    let whole = Int64(x)
    let fraction = x - Double(whole)
    if fraction >= 0.5 { return whole &+ 1 }
    if fraction <= -0.5 { return whole &- 1 }
    return whole
  }

  /// `units` × 10^-`decimals` at `p`: `-` when negative (`+` when `plusSign` and not negative), the
  /// whole digits, then a point and exactly `decimals` digits; with `trimmingZeros`, the fraction's
  /// trailing zeros are dropped, and the point with them when nothing is left. Returns the bytes
  /// written (≤ `maximumBytes`).
  @inlinable
  public static func write(
    units: Int64, decimals: Int, trimmingZeros: Bool = false, plusSign: Bool = false,
    to p: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // The state log's numbers, where `decimals` and `trimmingZeros` are constants at the inlined call.
    if decimals == 6 && trimmingZeros && !plusSign { return writeMillionthsTrimmed(units, to: p) }
    var (written, fraction) = writeSignAndWhole(
      units, scale: powerOfTen(decimals), plusSign: plusSign, to: p)
    var count = decimals
    if trimmingZeros {
      guard fraction != 0 else { return written }
      while fraction % 10 == 0 {
        fraction /= 10
        count -= 1
      }
    }
    guard count > 0 else { return written }
    p[written] = UInt8(ascii: ".")
    var i = written + count
    while i > written {
      p[i] = UInt8(truncatingIfNeeded: fraction % 10) &+ 0x30
      fraction /= 10
      i -= 1
    }
    return written + 1 + count
  }

  /// `write`'s sign and whole digits of `units` (of 1/`scale` each) at `p`: the bytes written, and the
  /// fraction left (units below `scale`).
  @inlinable @inline(__always)
  static func writeSignAndWhole(
    _ units: Int64, scale: UInt64, plusSign: Bool, to p: UnsafeMutablePointer<UInt8>
  ) -> (written: Int, fraction: UInt64) {
    var written = 0
    if units < 0 {
      p[0] = UInt8(ascii: "-")
      written = 1
    } else if plusSign {
      p[0] = UInt8(ascii: "+")
      written = 1
    }
    let magnitude = units.magnitude
    let whole = magnitude / scale
    return (written + writeDigits(whole, to: p + written), magnitude &- whole &* scale)
  }

  /// `write(units:decimals: 6, trimmingZeros: true, to:)`: the state log's numbers.
  // Measured hot path (issue 26): one small call at each of the log's inlined number sites; the
  // fraction's digits in pairs from a table, its zeros counted from the bits (`writeSixDecimalsTrimmed`).
  @usableFromInline @inline(never)
  static func writeMillionthsTrimmed(_ units: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    let (written, fraction) = writeSignAndWhole(units, scale: 1_000_000, plusSign: false, to: p)
    guard fraction != 0 else { return written }
    return written &+ writeSixDecimalsTrimmed(fraction, to: p + written)
  }

  /// A point and the six decimals of `fraction` (1…999 999), trailing zeros dropped; returns the
  /// bytes written (2…7), and writes nothing past them.
  // Three digit pairs side by side in one word, not a division per digit; the kept digits stored by
  // two overlapping stores that end at the last of them.
  @inline(__always)
  static func writeSixDecimalsTrimmed(_ fraction: UInt64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    let high = fraction / 10_000
    let rest = fraction &- high &* 10_000
    let middle = rest / 100
    let low = rest &- middle &* 100
    func pair(_ n: UInt64) -> UInt64 { UInt64(digitPair(n)) }
    // The first digit in the lowest byte; a `0` digit XOR 0x30 is a zero byte.
    let word = pair(high) | pair(middle) << 16 | pair(low) << 32
    let count = 6 &- ((word ^ 0x3030_3030_3030) << 16).leadingZeroBitCount >> 3
    p[0] = UInt8(ascii: ".")
    let digits = UnsafeMutableRawPointer(p + 1)
    if count >= 4 {
      digits.storeBytes(of: UInt32(truncatingIfNeeded: word).littleEndian, as: UInt32.self)
      digits.storeBytes(
        of: UInt32(truncatingIfNeeded: word >> UInt64((count &- 4) &* 8)).littleEndian,
        toByteOffset: count &- 4, as: UInt32.self)
    } else if count >= 2 {
      digits.storeBytes(of: UInt16(truncatingIfNeeded: word).littleEndian, as: UInt16.self)
      digits.storeBytes(
        of: UInt16(truncatingIfNeeded: word >> UInt64((count &- 2) &* 8)).littleEndian,
        toByteOffset: count &- 2, as: UInt16.self)
    } else {
      p[1] = UInt8(truncatingIfNeeded: word)
    }
    return 1 &+ count
  }

  /// The two digits of `n` (below 100) as one little-endian word: the first digit in its low byte.
  @usableFromInline @inline(__always)
  static func digitPair(_ n: UInt64) -> UInt16 {
    UInt16(littleEndian: digitPairs.loadUnaligned(fromByteOffset: Int(n) &* 2, as: UInt16.self))
  }

  /// `00`, `01`, … `99`: the text of each number below 100, two bytes each, in the binary's constants.
  @usableFromInline @inline(__always)
  static var digitPairs: UnsafeRawPointer {
    let pairs: StaticString = """
      00010203040506070809101112131415161718192021222324252627282930313233343536373839\
      40414243444546474849505152535455565758596061626364656667686970717273747576777879\
      8081828384858687888990919293949596979899
      """
    return UnsafeRawPointer(pairs.utf8Start)
  }

  /// How many bytes `write` writes for the same arguments (to right-align a number before writing it).
  @inlinable
  public static func count(units: Int64, decimals: Int, trimmingZeros: Bool = false, plusSign: Bool = false)
    -> Int
  {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) {
      write(
        units: units, decimals: decimals, trimmingZeros: trimmingZeros, plusSign: plusSign,
        to: $0.baseAddress!)
    }
  }

  /// What `write` writes, as a string: for text that is built as a `String` anyway (listings, SVG).
  public static func string(units: Int64, decimals: Int, trimmingZeros: Bool = false, plusSign: Bool = false)
    -> String
  {
    String(unsafeUninitializedCapacity: maximumBytes) { buffer in
      write(
        units: units, decimals: decimals, trimmingZeros: trimmingZeros, plusSign: plusSign,
        to: buffer.baseAddress!)
    }
  }

  /// The decimal digits of `magnitude`, most significant first; returns their count.
  @inlinable
  public static func writeDigits(_ magnitude: UInt64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    // Below 10 000 (most of the log's whole parts: sizes, positions, degrees) from the pairs' table,
    // not two division loops (measured, issue 26).
    if magnitude < 10_000 { return writeDigitsBelow10000(magnitude, to: p) }
    var count = 1
    var rest = magnitude / 10
    while rest != 0 {
      count += 1
      rest /= 10
    }
    var value = magnitude
    var i = count - 1
    while i >= 0 {
      p[i] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
      value /= 10
      i -= 1
    }
    return count
  }

  /// `writeDigits` for `magnitude` below 10 000: one to four digits.
  @usableFromInline @inline(__always)
  static func writeDigitsBelow10000(_ magnitude: UInt64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    func pair(_ n: UInt64, at offset: Int) {
      UnsafeMutableRawPointer(p + offset).storeBytes(of: digitPair(n).littleEndian, as: UInt16.self)
    }
    if magnitude < 10 {
      p[0] = UInt8(truncatingIfNeeded: magnitude) &+ 0x30
      return 1
    }
    if magnitude < 100 {
      pair(magnitude, at: 0)
      return 2
    }
    let high = magnitude / 100
    let low = magnitude &- high &* 100
    if magnitude < 1000 {
      p[0] = UInt8(truncatingIfNeeded: high) &+ 0x30
      pair(low, at: 1)
      return 3
    }
    pair(high, at: 0)
    pair(low, at: 2)
    return 4
  }

  /// 10^`decimals` for 0…18.
  @inlinable
  public static func powerOfTen(_ decimals: Int) -> UInt64 {
    precondition((0...maximumDecimals).contains(decimals), "0…18 decimals")
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale &*= 10 }
    return scale
  }
}
