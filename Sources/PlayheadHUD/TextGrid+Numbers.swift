extension TextGrid {
  /// `x` with `decimals` decimals (half away from zero), right-aligned in `width` columns, a sign
  /// always shown when `signed`; NaN and infinities print as "—". The rules of `TextFormat.fixed`,
  /// written into the row without building a string (the HUD's hot path).
  public mutating func fixed(_ x: Double, _ decimals: Int, width: Int = 0, signed: Bool = false) {
    guard x.isFinite else {
      pad(to: column + width - 1)
      put("—")
      return
    }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let clamped = min(max(x, -1e12), 1e12)
    let units = Int64((clamped.magnitude * Double(scale)).rounded())
    let negative = clamped < 0 && units != 0
    let hasSign = negative || signed
    let digits = TextGrid.digitCount(units / scale) + (decimals > 0 ? decimals + 1 : 0)
    pad(to: column + width - digits - (hasSign ? 1 : 0))
    if hasSign { byte(negative ? UInt8(ascii: "-") : UInt8(ascii: "+")) }
    integer(units / scale)
    if decimals > 0 {
      byte(UInt8(ascii: "."))
      var fraction = units % scale
      var divisor = scale / 10
      while divisor > 0 {
        byte(UInt8(ascii: "0") + UInt8(fraction / divisor))
        fraction %= divisor
        divisor /= 10
      }
    }
  }

  /// A non-negative integer's decimal digits (a negative one gets its "-").
  public mutating func integer(_ value: Int64) {
    if value < 0 {
      byte(UInt8(ascii: "-"))
      integer(value == .min ? .max : -value)
      return
    }
    if value >= 10 { integer(value / 10) }
    byte(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// A decimal integer.
  public mutating func integer(_ value: Int) { integer(Int64(value)) }

  static func digitCount(_ value: Int64) -> Int {
    var n = 1
    var v = value
    while v >= 10 {
      v /= 10
      n += 1
    }
    return n
  }
}
