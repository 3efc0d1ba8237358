// The layer view's cells: sub-cells dithered and turned into braille, half blocks or ASCII.
extension LayerView {
  /// 4 × 4 ordered dither: a sub-cell shows when its ink passes its threshold, so ink 1 lights every
  /// dot and ink ½ half of them, evenly spread.
  static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 }

  /// One row of a braille cell: its two dots' bits (`bit0`, `bit1` when lit against the dither
  /// thresholds) and the front-most owner of a lit dot.
  @inline(__always) static func dots(
    _ ink: UnsafeBufferPointer<Float>, _ owner: UnsafeBufferPointer<UInt8>, _ i: Int, _ threshold0: Float,
    _ threshold1: Float, _ bit0: UInt8, _ bit1: UInt8
  ) -> (bits: UInt8, front: UInt8) {
    let lit0 = ink[i] > threshold0
    let lit1 = ink[i &+ 1] > threshold1
    return ((lit0 ? bit0 : 0) | (lit1 ? bit1 : 0), max(lit0 ? owner[i] : 0, lit1 ? owner[i &+ 1] : 0))
  }

  /// The ANSI foreground colour of drawn layer `front` (1…), which take in turn cyan, yellow, magenta,
  /// green, blue, red; 9 (the default) for none. A switch, not a static array: it is read once per
  /// cell in the measured hot path (HUDBenchmarks).
  @inline(__always) static func colour(of front: UInt8) -> UInt8 {
    guard front != 0 else { return 9 }
    switch (front - 1) % 6 {
    case 0: return 6
    case 1: return 3
    case 2: return 5
    case 3: return 2
    case 4: return 4
    default: return 1
    }
  }
  static let ramp: [UInt8] = Array(" .:-=+*#%@".utf8)

  /// Writes inside row `r` of the panel: from `rowCache` when the row's sub-cells repeat the frame
  /// before's (its bytes would be the same), else dithered and kept there for the next frame.
  mutating func cellRow(_ r: Int, columns: Int, into grid: inout TextGrid) {
    // Taken out while written (an empty array allocates nothing), not accessed through `self` twice.
    var storage: [UInt8] = []
    swap(&storage, &rowCache.bytes)
    defer { swap(&storage, &rowCache.bytes) }
    let start = r * rowCache.stride
    if !(rowCache.isFromFrameBefore(r) && subcellsRepeat(r)) {
      // The measured hot path (HUDBenchmarks): every inked sub-cell is read once per frame, through
      // buffer pointers rather than checked subscripts.
      let rowStride = rowCache.stride
      rowCache.lengths[r] = ink.withUnsafeBufferPointer { ink in
        owner.withUnsafeBufferPointer { owner in
          LayerView.bayer.withUnsafeBufferPointer { bayer in
            palette.withUnsafeBufferPointer { palette in
              storage.withUnsafeMutableBufferPointer { out in
                cellRow(
                  r, columns: columns, ink: ink, owner: owner, bayer: bayer, palette: palette,
                  out: UnsafeMutableBufferPointer(rebasing: out[start..<(start + rowStride)]))
              }
            }
          }
        }
      }
    }
    rowCache.frames[r] = rowCache.frame
    let end = start + rowCache.lengths[r]
    storage.withUnsafeBufferPointer {
      grid.append(UnsafeBufferPointer(rebasing: $0[start..<end]), columns: columns)
    }
  }

  /// Whether cell row `r`'s sub-cells hold the ink and owners they held in the frame before: each
  /// of its sub-cell rows had the same fills, in the same order, from blank. Comparing the fills, not
  /// the sub-cells, reads a few words a row: reading both frames' sub-cells was a fifth of a frame's
  /// render time (perf, HUDBenchmarks).
  private func subcellsRepeat(_ r: Int) -> Bool {
    let sub = style.subcells
    return fills.withUnsafeBufferPointer { fills in
      previousFills.withUnsafeBufferPointer { previousFills in
        for y in (r * sub.y)..<min((r + 1) * sub.y, height) {
          let kept = y &* LayerView.fillStride
          let n = Int(fills[kept])
          guard n <= LayerView.keptFills, UInt64(n) == previousFills[kept] else { return false }
          for i in (kept &+ 1)..<(kept &+ 1 &+ 2 &* n) where fills[i] != previousFills[i] { return false }
        }
        return true
      }
    }
  }

  /// The cells `first..<end` of cell row `r` that may hold ink (from the sub-cell rows' spans).
  private func inkedCells(_ r: Int, columns: Int) -> (first: Int, end: Int) {
    let sub = style.subcells
    var low = Int.max
    var high = 0
    for y in (r * sub.y)..<min((r + 1) * sub.y, height) where spanLow[y] < spanHigh[y] {
      low = min(low, Int(spanLow[y]))
      high = max(high, Int(spanHigh[y]))
    }
    guard low < high else { return (0, 0) }
    return (low / sub.x, min((high + sub.x - 1) / sub.x, columns))
  }

  private func cellRow(
    _ r: Int, columns: Int, ink: UnsafeBufferPointer<Float>, owner: UnsafeBufferPointer<UInt8>,
    bayer: UnsafeBufferPointer<Float>, palette: UnsafeBufferPointer<UInt32>,
    out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let inked = inkedCells(r, columns: columns)
    // Written into the row's cache (room for `LayerViewRowCache.stride` bytes), handed to the grid
    // in one copy.
    do {
      // A struct written in place, not a nested `emit` capturing `var n`: that capture was boxed on
      // the heap once per row (35 mallocs a frame at 100 × 40, HUDBenchmarks, issue 26 item 4).
      var bytes = CellBytes(out: out)
      let sub = style.subcells
      let braille = style == .braille
      let ascii = style == .ascii
      var current: UInt32 = 0
      var lastFront = -1
      var own: UInt32 = 0
      var wanted: UInt32 = 0
      let depth = colourDepth
      for c in 0..<columns {
        var bits: UInt8 = 0
        var front: UInt8 = 0
        var total: Float = 0
        if c < inked.first || c >= inked.end {
          // No ink in this cell: blank, default colour.
        } else if braille {
          // 2 × 4 dots; sub-cell row dy of the cell row is dither row dy (4 rows a cell), and the
          // cell's two columns are dither columns 0 1 (even cells) or 2 3 (odd). Unicode numbers dots
          // 1 2 3 7 down the left column and 4 5 6 8 down the right (bits 0 1 2 6 and 3 4 5 7).
          // Unrolled by hand with those bits as constants and wrapping index arithmetic: the loop with
          // its per-dot branch and overflow checks was half of a frame's render time (perf, issue 26).
          let i = (r &* 4) &* width &+ c &* 2
          let t = (c & 1) &* 2
          let row0 = LayerView.dots(ink, owner, i, bayer[t], bayer[t &+ 1], 0x01, 0x08)
          let row1 = LayerView.dots(ink, owner, i &+ width, bayer[4 &+ t], bayer[5 &+ t], 0x02, 0x10)
          let row2 = LayerView.dots(ink, owner, i &+ 2 &* width, bayer[8 &+ t], bayer[9 &+ t], 0x04, 0x20)
          let row3 = LayerView.dots(ink, owner, i &+ 3 &* width, bayer[12 &+ t], bayer[13 &+ t], 0x40, 0x80)
          bits = row0.bits | row1.bits | row2.bits | row3.bits
          front = max(row0.front, row1.front, row2.front, row3.front)
        } else {
          for dy in 0..<sub.y {
            let y = r * sub.y + dy
            let rowStart = y * width + c * sub.x
            let thresholds = (y & 3) * 4
            for dx in 0..<sub.x {
              let x = c * sub.x + dx
              let value = ink[rowStart + dx]
              // Only ASCII needs the sum (a serial chain of adds the other styles need not wait on).
              if ascii { total += value }
              if value > bayer[thresholds + (x & 3)] {
                bits |= UInt8(1) << UInt8(dy)
                front = max(front, owner[rowStart + dx])
              }
            }
          }
        }
        if colour {
          // Neighbouring cells mostly show the same layer: its colour is looked up only when the
          // layer changes (the palette load and the colour switch per cell were a quarter of the
          // render time in perf, issue 26).
          if Int(front) != lastFront {
            lastFront = Int(front)
            own = front == 0 ? 0 : palette[Int(front)]
            wanted = own != 0 ? own : UInt32(LayerView.colour(of: front))
          }
          if wanted != current && !(current == 0 && wanted == 9) {
            current = wanted
            if own != 0 {
              TerminalColour.emit(own, depth: depth) { bytes.emit($0) }
            } else {
              // ESC [ 3 n m: n is the ANSI colour, 9 the default.
              bytes.emit(0x1B)
              bytes.emit(UInt8(ascii: "["))
              bytes.emit(UInt8(ascii: "3"))
              bytes.emit(UInt8(ascii: "0") + UInt8(wanted))
              bytes.emit(UInt8(ascii: "m"))
            }
          }
        }
        switch style {
        case .braille:
          if bits == 0 {
            bytes.emit(0x20)
          } else {
            bytes.emit(0xE2)
            bytes.emit(0xA0 | bits >> 6)
            bytes.emit(0x80 | bits & 0x3F)
          }
        case .blocks:
          switch bits {
          case 0: bytes.emit(0x20)
          case 1: bytes.emit(0xE2); bytes.emit(0x96); bytes.emit(0x80)  // ▀ U+2580
          case 2: bytes.emit(0xE2); bytes.emit(0x96); bytes.emit(0x84)  // ▄ U+2584
          default: bytes.emit(0xE2); bytes.emit(0x96); bytes.emit(0x88)  // █ U+2588
          }
        case .ascii:
          let level = Int((total / Float(sub.x * sub.y) * Float(LayerView.ramp.count - 1)).rounded())
          bytes.emit(LayerView.ramp[min(max(level, 0), LayerView.ramp.count - 1)])
        }
      }
      if current != 0 && current != 9 {
        for b in "\u{1B}[39m".utf8 { bytes.emit(b) }
      }
      return bytes.count
    }
  }
}

/// A layer-view row's bytes on the stack, and how many are written.
struct CellBytes {
  let out: UnsafeMutableBufferPointer<UInt8>
  var count = 0

  @inline(__always) mutating func emit(_ b: UInt8) {
    out[count] = b
    count += 1
  }
}
