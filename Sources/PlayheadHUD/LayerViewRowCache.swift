/// The layer view's cell rows as last written, for the rows whose sub-cells repeat the frame before's.
///
/// In a scrub most of the panel's rows dither to the same dots frame after frame (a card moves a
/// fraction of a sub-cell); redoing them was 43 % of a frame's render time (perf,
/// HUDBenchmarks, issue 26 item 4). A row's bytes depend only on its sub-cells' ink and owners, the
/// palette and the view's settings, and the sub-cells only on the fills that inked them (from
/// blank): a row whose sub-cell rows had the frame before's fills (`LayerView.subcellsRepeat`) and
/// whose bytes were written for that frame is appended from here. Storage is made per panel size: a frame
/// allocates nothing.
struct LayerViewRowCache {
  /// Row r's bytes start at `r * stride`; `lengths[r]` of them are written.
  var bytes: [UInt8] = []
  var lengths: [Int] = []
  /// The frame each row's bytes were written or reused in; reused only when it is `frame - 1`.
  var frames: [Int] = []
  var frame = 0
  var stride = 0
  /// What else a row's bytes depend on, as they were for the cached rows.
  var style = LayerViewStyle.braille
  var colour = false
  var colourDepth = ColourDepth.basic

  /// At most 3 bytes a cell and a colour change of up to 19 bytes (ESC[38;2;255;255;255m) before
  /// each, then the reset.
  static func stride(columns: Int) -> Int { columns * 22 + 8 }

  /// Storage for a panel inside of `rows × columns` cells, nothing cached.
  mutating func resize(rows: Int, columns: Int) {
    stride = LayerViewRowCache.stride(columns: columns)
    if bytes.count < rows * stride { bytes = [UInt8](repeating: 0, count: rows * stride) }
    if lengths.count < rows {
      lengths = [Int](repeating: 0, count: rows)
      frames = [Int](repeating: 0, count: rows)
    }
    invalidate()
  }

  /// A new frame: with `paletteChanged` or other settings, no cached row is reused.
  mutating func begin(
    paletteChanged: Bool, style: LayerViewStyle, colour: Bool, colourDepth: ColourDepth
  ) {
    frame &+= 1
    if paletteChanged || style != self.style || colour != self.colour || colourDepth != self.colourDepth {
      invalidate()
      (self.style, self.colour, self.colourDepth) = (style, colour, colourDepth)
    }
  }

  /// Nothing cached is reused: every stamp is older than the frame before.
  mutating func invalidate() {
    frame &+= 2
  }

  /// Whether row `r`'s bytes were written for the frame before this one.
  func isFromFrameBefore(_ r: Int) -> Bool {
    r < frames.count && frames[r] == frame &- 1
  }
}
