import PlayheadSystem

extension TextGrid {
  /// `x` with `decimals` decimals (half away from zero), right-aligned in `width` columns, a sign
  /// always shown when `signed`; NaN and infinities print as "—". Written into the row without
  /// building a string (the HUD's hot path).
  public mutating func fixed(_ x: Double, _ decimals: Int, width: Int = 0, signed: Bool = false) {
    guard x.isFinite, let units = FixedPointText.units(min(max(x, -1e12), 1e12), decimals: decimals) else {
      pad(to: column + width - 1)
      put("—")
      return
    }
    // Stack room, not an array: the HUD's frames allocate nothing.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedPointText.maximumBytes) { scratch in
      let base = scratch.baseAddress!
      let count = FixedPointText.write(units: units, decimals: decimals, plusSign: signed, to: base)
      pad(to: column + width - count)
      // One piece, not one checked append per digit: ~20 numbers a frame (issue 26 item 4).
      append(UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// A decimal integer (a negative one gets its "-").
  public mutating func integer(_ value: Int64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedPointText.maximumBytes) { scratch in
      let base = scratch.baseAddress!
      let count = FixedPointText.write(units: value, decimals: 0, to: base)
      append(UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// A decimal integer.
  public mutating func integer(_ value: Int) { integer(Int64(value)) }
}
