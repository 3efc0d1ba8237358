import PlayheadTiming

extension LayerTextCache {
  /// The bits of the 13 fields `StateLog.append` writes (so NaN matches NaN and −0 only −0): compared
  /// without copying a whole 328-byte `LayerValues`.
  struct Key {
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

    func matches(_ o: Key) -> Bool {
      bits.0 == o.bits.0 && bits.1 == o.bits.1 && bits.2 == o.bits.2 && bits.3 == o.bits.3
        && bits.4 == o.bits.4 && bits.5 == o.bits.5 && bits.6 == o.bits.6 && bits.7 == o.bits.7
        && bits.8 == o.bits.8 && bits.9 == o.bits.9 && bits.10 == o.bits.10 && bits.11 == o.bits.11
        && bits.12 == o.bits.12
    }
  }
}
