import PlayheadTiming

/// Each layer's 13 fields as the last frame record wrote them, and the values they were written from,
/// so that a layer whose values did not change is copied instead of formatted again.
///
/// Measured hot path (issue 26): formatting a layer's numbers was a tenth of a logged replay, and two
/// thirds of the layer objects of a replayed swipe are the same as the frame before (the container,
/// the layer not moving). The text depends on nothing but the 13 values, compared bit for bit, so
/// the bytes are exactly the ones formatting would write.
struct LayerTextCache {
  /// The 13 values' bits: compared without copying a whole 328-byte `LayerValues`.
  private var keys: [Key] = []
  private var texts: [[UInt8]] = []

  /// Writes the 13 fields of `layers[index]` into `line`: the cached text when the values are bit for
  /// bit those it was written from, else formatted (`StateLog.append`) and cached. The layer is read in
  /// place (measured, issue 26: passed by value, each of the frame's layers was copied, 328 bytes,
  /// before the comparison).
  mutating func append(_ layers: [LayerValues], at index: Int, to line: inout JSONLine) {
    let key = Key(layers[index])
    if index < keys.count, keys[index].matches(key) {
      texts[index].withUnsafeBytes { line.appendFields($0) }
      return
    }
    let start = line.count
    StateLog.append(layers[index], to: &line)
    while keys.count <= index {
      keys.append(key)
      texts.append([])
    }
    keys[index] = key
    line.withBytes { all in
      texts[index].removeAll(keepingCapacity: true)
      texts[index].append(contentsOf: UnsafeRawBufferPointer(rebasing: all[start...]))
    }
  }

  /// The bits of the 13 fields `StateLog.append` writes (so NaN matches NaN and −0 only −0).
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
