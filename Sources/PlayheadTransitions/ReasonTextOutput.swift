import PlayheadSystem

/// Where a decision's reason is written, piece by piece: bytes for `description` (the log, `compare`),
/// the HUD's text grid for a frame. Written in place so that the HUD shows a new decision's reason
/// without building a string: issue 26 wants 0 allocations in every frame, decision frames included.
public protocol ReasonTextOutput {
  /// Appends text known when compiled.
  mutating func put(_ text: StaticString)
  /// Appends text made at run time (a policy's name; a number too large for the fixed-point path).
  mutating func put(_ text: String)
  /// Appends one byte of UTF-8.
  mutating func put(byte: UInt8)
}

extension ReasonTextOutput {
  /// `fixed(x, decimals)` ("-2.3", "0.50", "nan") without building a string.
  public mutating func put(_ x: Double, decimals: Int) {
    guard x.isFinite else {
      if x.isNaN { put("nan") } else if x > 0 { put("inf") } else { put("-inf") }
      return
    }
    // `fixed`'s own way out for |x| ≥ 9e15 (allocates; no reason's number comes near).
    guard let units = FixedPointText.units(x, decimals: decimals, limit: 9e15) else { return put(String(x)) }
    put(units: units, decimals: decimals, trimmingZeros: false)
  }

  /// `short(x)` ("0.5", "0.625", "5"): up to 3 decimals, trailing zeros and a bare point dropped.
  public mutating func put(shortest x: Double) {
    // "nan", "inf" and "-inf" have no point to trim.
    guard x.isFinite else { return put(x, decimals: 3) }
    guard let units = FixedPointText.units(x, decimals: 3, limit: 9e15) else { return put(short(x)) }
    put(units: units, decimals: 3, trimmingZeros: true)
  }

  /// `FixedPointText`'s digits through stack room, byte by byte (the HUD's frames allocate nothing).
  mutating func put(units: Int64, decimals: Int, trimmingZeros: Bool) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedPointText.maximumBytes) { scratch in
      let base = scratch.baseAddress!
      let count = FixedPointText.write(
        units: units, decimals: decimals, trimmingZeros: trimmingZeros, to: base)
      for i in 0..<count { put(byte: base[i]) }
    }
  }
}

/// The bytes of a reason's text: for `description`, and kept between records by the state log, which
/// writes each decision's reason into the same bytes (no String per decision).
public struct ReasonBytes: ReasonTextOutput {
  public var bytes: [UInt8] = []

  public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  public mutating func put(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }
  public mutating func put(_ text: String) { bytes.append(contentsOf: text.utf8) }
  public mutating func put(byte: UInt8) { bytes.append(byte) }

  /// The text `write` puts out.
  static func text(_ write: (inout ReasonBytes) -> Void) -> String {
    var output = ReasonBytes()
    write(&output)
    return String(decoding: output.bytes, as: UTF8.self)
  }
}
