import PlayheadTiming

extension LayerTextCache {
  /// The bits of the 13 fields `StateLog.appendField` writes (so NaN matches NaN and −0 only −0):
  /// compared without copying a whole 328-byte `LayerValues`.
  struct Key {
    /// The fields a layer's object has (`StateLog.appendField`'s 0..<13).
    static let fieldCount = 13

    var bits:
      (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64
      )

    init(_ v: LayerValues) {
      bits = (
        v.opacity.bitPattern, v.positionX.bitPattern, v.positionY.bitPattern, v.width.bitPattern,
        v.height.bitPattern, v.rotationX.bitPattern, v.rotationY.bitPattern, v.rotationZ.bitPattern,
        v.scaleX.bitPattern, v.scaleY.bitPattern, v.translationX.bitPattern, v.translationY.bitPattern,
        v.translationZ.bitPattern
      )
    }

    /// A bit per field (1 << j, in `StateLog.appendField`'s order) whose bits differ in `o`.
    // Measured (issue 26): two of a frame's three layers are unchanged, found by one branch-free
    // test; comparing field by field made the compiler branch on each.
    @inline(__always)
    func changedFields(_ o: Key) -> UInt16 {
      let a = bits, b = o.bits
      var differ = (a.0 ^ b.0) | (a.1 ^ b.1) | (a.2 ^ b.2) | (a.3 ^ b.3) | (a.4 ^ b.4)
      differ |= (a.5 ^ b.5) | (a.6 ^ b.6) | (a.7 ^ b.7) | (a.8 ^ b.8) | (a.9 ^ b.9)
      differ |= (a.10 ^ b.10) | (a.11 ^ b.11) | (a.12 ^ b.12)
      return differ == 0 ? 0 : fieldsDiffering(o)
    }

    private func fieldsDiffering(_ o: Key) -> UInt16 {
      // 1 when `x` is not 0, without a branch: its sign bit or its negation's is set.
      func nonZero(_ x: UInt64, _ j: UInt16) -> UInt16 {
        UInt16(truncatingIfNeeded: (x | (0 &- x)) >> 63) << j
      }
      let a = bits, b = o.bits
      return nonZero(a.0 ^ b.0, 0) | nonZero(a.1 ^ b.1, 1) | nonZero(a.2 ^ b.2, 2)
        | nonZero(a.3 ^ b.3, 3) | nonZero(a.4 ^ b.4, 4) | nonZero(a.5 ^ b.5, 5)
        | nonZero(a.6 ^ b.6, 6) | nonZero(a.7 ^ b.7, 7) | nonZero(a.8 ^ b.8, 8)
        | nonZero(a.9 ^ b.9, 9) | nonZero(a.10 ^ b.10, 10) | nonZero(a.11 ^ b.11, 11)
        | nonZero(a.12 ^ b.12, 12)
    }
  }
}
