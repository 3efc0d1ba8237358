import PlayheadTiming

/// The layer tree drawn as it looks: each layer's rectangle through its own 3D transform and its
/// parents' (with each parent's sublayer perspective, m34, about the parent's centre, flattened into
/// the parent's plane as Core Animation does), projected onto a panel of cells, filled back to front
/// with ink by opacity, clipped to the container, and turned into braille, half blocks or ASCII.
///
/// The container (the root of the layers' coordinates; a layer named "container" is not drawn) is the panel's inside, fitted with
/// its aspect (a sub-cell is square: a cell is about twice as tall as wide) and centred; the box
/// around it is the panel's border. Buffers are kept between frames: drawing the same panel size again
/// allocates nothing.
public struct LayerView: Sendable {
  public var style: LayerViewStyle
  public var colour: Bool
  /// Ink per sub-cell, 0…1, and the front-most layer (its drawn ordinal, 0 none) that inked it.
  var ink: [Float] = []
  var owner: [UInt8] = []
  /// Each layer's centred-local → container transform.
  var matrices: [Transform3D] = []
  /// Per sub-cell row, the columns `low..<high` that may hold ink (empty: low ≥ high): the clear and
  /// the cell rows touch only these, where most of a panel stays blank.
  var spanLow: [Int32] = []
  var spanHigh: [Int32] = []
  var width = 0
  var height = 0

  public init(style: LayerViewStyle = .braille, colour: Bool = false) {
    self.style = style
    self.colour = colour
  }

  /// Draws the layers on a panel of `columns × rows` cells (border included) at the grid's current
  /// row, from its current column, one panel row per grid row.
  public mutating func draw(
    _ layers: [LayerValues], names: [String], hierarchy: LayerHierarchy, containerWidth: Double,
    containerHeight: Double, columns: Int, rows: Int, into grid: inout TextGrid
  ) {
    let inner = (columns: max(columns - 2, 0), rows: max(rows - 2, 0))
    rasterize(layers, names: names, hierarchy: hierarchy, containerWidth: containerWidth, containerHeight: containerHeight, cells: inner)
    let left = grid.column
    let unicode = style != .ascii
    unicode ? grid.put("┌") : grid.put("+")
    unicode ? grid.repeating("─", inner.columns) : grid.repeating("-", inner.columns)
    unicode ? grid.put("┐") : grid.put("+")
    for r in 0..<inner.rows {
      guard grid.newLine() else { return }
      grid.pad(to: left)
      unicode ? grid.put("│") : grid.put("|")
      cellRow(r, columns: inner.columns, into: &grid)
      unicode ? grid.put("│") : grid.put("|")
    }
    guard grid.newLine() else { return }
    grid.pad(to: left)
    unicode ? grid.put("└") : grid.put("+")
    unicode ? grid.repeating("─", inner.columns) : grid.repeating("-", inner.columns)
    unicode ? grid.put("┘") : grid.put("+")
  }

  /// The sub-cells lit in the last drawing (ink dithered as `cellRow` prints it).
  public func litSubcells() -> Int {
    var n = 0
    for y in 0..<height {
      for x in 0..<width where LayerView.lit(ink[y * width + x], x, y) { n += 1 }
    }
    return n
  }

  // MARK: Filling

  /// Fills `ink` and `owner` for a panel inside of `cells`.
  mutating func rasterize(
    _ layers: [LayerValues], names: [String], hierarchy: LayerHierarchy, containerWidth: Double,
    containerHeight: Double, cells: (columns: Int, rows: Int)
  ) {
    let sub = style.subcells
    let previous = (width: width, height: height)
    width = cells.columns * sub.x
    height = cells.rows * sub.y
    let n = width * height
    if ink.count < n || spanLow.count < height || previous != (width, height) {
      if ink.count < n {
        ink = [Float](repeating: 0, count: n)
        owner = [UInt8](repeating: 0, count: n)
      }
      if spanLow.count < height {
        spanLow = [Int32](repeating: 0, count: height)
        spanHigh = [Int32](repeating: 0, count: height)
      }
      // A new size: whole-buffer stores, not one uniqueness-checked subscript per sub-cell.
      ink.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      owner.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    } else {
      // The same size: only the spans the last frame inked are cleared (measured: HUDBenchmarks).
      clearSpans()
    }
    spanLow.withUnsafeMutableBufferPointer { $0.update(repeating: Int32(width)) }
    spanHigh.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    guard width > 0, height > 0, containerWidth > 0, containerHeight > 0 else { return }
    // The container fitted into the sub-cells, centred.
    let scale = min(Double(width) / containerWidth, Double(height) / containerHeight)
    let offsetX = (Double(width) - containerWidth * scale) / 2
    let offsetY = (Double(height) - containerHeight * scale) / 2
    // A sub-cell is inside when its centre is, edges half-open as for layers (the top-left rule).
    func inside(_ start: Double) -> Int { Int((start - 0.5).rounded(.up)) }
    let clip = (
      left: max(inside(offsetX), 0), right: min(inside(offsetX + containerWidth * scale), width),
      top: max(inside(offsetY), 0), bottom: min(inside(offsetY + containerHeight * scale), height)
    )
    let count = min(layers.count, hierarchy.count)
    if matrices.count < count { matrices = [Transform3D](repeating: .identity, count: count) }
    var drawn: UInt8 = 0
    for i in 0..<count {
      let values = layers[i]
      let parent = hierarchy.parents[i]
      var m = values.transform
      if parent < 0 {
        m = m.concatenating(.translation(values.positionX, values.positionY, 0))
      } else {
        let p = layers[parent]
        m = m.concatenating(.translation(values.positionX - p.width / 2, values.positionY - p.height / 2, 0))
          .concatenating(.perspective(m34: hierarchy.sublayerM34[parent]))
          .concatenating(LayerView.flatten)
          .concatenating(matrices[parent])
      }
      matrices[i] = m
      // The container is the panel itself: it is not drawn over its own layers.
      if i < names.count && names[i] == "container" { continue }
      drawn &+= 1
      let alpha = values.opacity.isFinite ? Float(min(max(values.opacity, 0), 1)) : 0
      guard alpha > 0.01 else { continue }
      var xs = (0.0, 0.0, 0.0, 0.0)
      var ys = (0.0, 0.0, 0.0, 0.0)
      let hw = values.width / 2
      let hh = values.height / 2
      var finite = true
      for corner in 0..<4 {
        let p = m.project(corner == 0 || corner == 3 ? -hw : hw, corner < 2 ? -hh : hh)
        let x = offsetX + p.x * scale
        let y = offsetY + p.y * scale
        finite = finite && x.isFinite && y.isFinite
        switch corner {
        case 0: (xs.0, ys.0) = (x, y)
        case 1: (xs.1, ys.1) = (x, y)
        case 2: (xs.2, ys.2) = (x, y)
        default: (xs.3, ys.3) = (x, y)
        }
      }
      guard finite else { continue }
      fill(xs: xs, ys: ys, alpha: alpha, ordinal: drawn, clip: clip)
    }
  }

  /// Inks every sub-cell whose centre lies inside the quad (scanned as the span between its edges on
  /// each row, which is exact for the convex quads a rectangle projects to).
  mutating func fill(
    xs: (Double, Double, Double, Double), ys: (Double, Double, Double, Double), alpha: Float, ordinal: UInt8,
    clip: (left: Int, right: Int, top: Int, bottom: Int)
  ) {
    let outerTop = Int((min(ys.0, ys.1, ys.2, ys.3) - 0.5).rounded(.up))
    let outerBottom = Int((max(ys.0, ys.1, ys.2, ys.3) - 0.5).rounded(.down))
    let top = max(clip.top, outerTop)
    let bottom = min(clip.bottom - 1, outerBottom)
    guard top <= bottom else { return }
    let width = width
    // The measured hot path (HUDBenchmarks): buffer pointers taken once per layer, not per row.
    ink.withUnsafeMutableBufferPointer { ink in
      owner.withUnsafeMutableBufferPointer { owner in
        spanLow.withUnsafeMutableBufferPointer { spanLow in
          spanHigh.withUnsafeMutableBufferPointer { spanHigh in
            LayerView.fill(
              xs: xs, ys: ys, alpha: alpha, ordinal: ordinal, clip: clip, width: width, rows: (top, bottom),
              outer: (outerTop, outerBottom), ink: ink, owner: owner, spanLow: spanLow, spanHigh: spanHigh)
          }
        }
      }
    }
  }

  private static func fill(
    xs: (Double, Double, Double, Double), ys: (Double, Double, Double, Double), alpha: Float, ordinal: UInt8,
    clip: (left: Int, right: Int, top: Int, bottom: Int), width: Int, rows: (top: Int, bottom: Int),
    outer: (top: Int, bottom: Int), ink: UnsafeMutableBufferPointer<Float>,
    owner: UnsafeMutableBufferPointer<UInt8>, spanLow: UnsafeMutableBufferPointer<Int32>,
    spanHigh: UnsafeMutableBufferPointer<Int32>
  ) {
    let (outerTop, outerBottom) = outer
    for y in rows.top...rows.bottom {
      let cy = Double(y) + 0.5
      var low = Double.infinity
      var high = -Double.infinity
      func edge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard (ay <= cy && cy < by) || (by <= cy && cy < ay) else { return }
        let x = ax + (cy - ay) * (bx - ax) / (by - ay)
        low = min(low, x)
        high = max(high, x)
      }
      edge(xs.0, ys.0, xs.1, ys.1)
      edge(xs.1, ys.1, xs.2, ys.2)
      edge(xs.2, ys.2, xs.3, ys.3)
      edge(xs.3, ys.3, xs.0, ys.0)
      guard low <= high else { continue }
      let outerFirst = Int((low - 0.5).rounded(.up))
      let outerLast = Int((high - 0.5).rounded(.down))
      let first = max(clip.left, outerFirst)
      let last = min(clip.right - 1, outerLast)
      guard first <= last else { continue }
      // (A sliver, such as a card seen edge-on, has no inside to keep a rim around.)
      let rim = y == outerTop || y == outerBottom
      let sliver = outerBottom - outerTop < 2 || outerLast - outerFirst < 2
      let row = y * width
      spanLow[y] = min(spanLow[y], Int32(first))
      spanHigh[y] = max(spanHigh[y], Int32(last + 1))
      // Over another layer the rim stays a one-dot gap, so that in one colour a piece lying on a
      // card still shows where it ends.
      @inline(__always) func paint(_ x: Int, rim: Bool) {
        let i = row + x
        if rim && !sliver && owner[i] != 0 && owner[i] != ordinal {
          ink[i] = 0
        } else {
          ink[i] = ink[i] * (1 - alpha) + alpha
        }
        owner[i] = ordinal
      }
      if rim || last - first < 2 {
        for x in first...last { paint(x, rim: true) }
      } else {
        // The inside of the span: no rim to test, a loop the compiler can vectorise.
        paint(first, rim: first == outerFirst)
        for i in (row + first + 1)..<(row + last) {
          ink[i] = ink[i] * (1 - alpha) + alpha
          owner[i] = ordinal
        }
        paint(last, rim: last == outerLast)
      }
    }
  }

  /// Zeroes the ink and owners of the spans the last frame recorded.
  private mutating func clearSpans() {
    let width = width
    let height = height
    let spanLow = spanLow
    let spanHigh = spanHigh
    ink.withUnsafeMutableBufferPointer { ink in
      owner.withUnsafeMutableBufferPointer { owner in
        for y in 0..<height {
          let low = Int(spanLow[y])
          let high = Int(spanHigh[y])
          guard low < high else { continue }
          let start = y * width + low
          UnsafeMutableBufferPointer(rebasing: ink[start..<(start + high - low)]).update(repeating: 0)
          UnsafeMutableBufferPointer(rebasing: owner[start..<(start + high - low)]).update(repeating: 0)
        }
      }
    }
  }

  /// Drops z after a parent's perspective: a layer is flattened into its parent's plane.
  static let flatten: Transform3D = {
    var t = Transform3D.identity
    t.m33 = 0
    return t
  }()

  // MARK: Cells

  /// 4 × 4 ordered dither: a sub-cell shows when its ink passes its threshold, so ink 1 lights every
  /// dot and ink ½ half of them, evenly spread.
  static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 }

  static func lit(_ ink: Float, _ x: Int, _ y: Int) -> Bool {
    ink > bayer[(y & 3) * 4 + (x & 3)]
  }

  /// The braille dot bit of sub-cell (x, y) of a cell: Unicode numbers dots 1 2 3 7 down the left
  /// column and 4 5 6 8 down the right (bits 0 1 2 6 and 3 4 5 7).
  @inline(__always) static func brailleBit(_ x: Int, _ y: Int) -> UInt8 {
    y < 3 ? UInt8(1) << UInt8(y + 3 * x) : UInt8(0x40) << UInt8(x)
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

  /// Writes inside row `r` of the panel.
  func cellRow(_ r: Int, columns: Int, into grid: inout TextGrid) {
    // The measured hot path (HUDBenchmarks): every inked sub-cell is read once per frame, through
    // buffer pointers rather than checked subscripts.
    ink.withUnsafeBufferPointer { ink in
      owner.withUnsafeBufferPointer { owner in
        LayerView.bayer.withUnsafeBufferPointer { bayer in
          cellRow(r, columns: columns, ink: ink, owner: owner, bayer: bayer, into: &grid)
        }
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
    bayer: UnsafeBufferPointer<Float>, into grid: inout TextGrid
  ) {
    let inked = inkedCells(r, columns: columns)
    // At most 3 bytes a cell and a 5-byte colour change before each, then the reset: built on the
    // stack and handed to the grid in one copy.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: columns * 8 + 8) { out in
      var n = 0
      @inline(__always) func emit(_ b: UInt8) {
        out[n] = b
        n += 1
      }
      let sub = style.subcells
      let braille = style == .braille
      let ascii = style == .ascii
      var current: UInt8 = 0
      for c in 0..<columns {
        var bits: UInt8 = 0
        var front: UInt8 = 0
        var total: Float = 0
        if c < inked.first || c >= inked.end {
          // No ink in this cell: blank, default colour.
        } else if braille {
          // 2 × 4 dots unrolled; sub-cell row dy of the cell row is dither row dy (4 rows a cell),
          // and the cell's two columns are dither columns 0 1 (even cells) or 2 3 (odd).
          let x = c * 2
          let t = (c & 1) * 2
          for dy in 0..<4 {
            let i = ((r * 4 + dy) * width) + x
            let lit0 = ink[i] > bayer[dy * 4 + t]
            let lit1 = ink[i + 1] > bayer[dy * 4 + t + 1]
            bits |= (lit0 ? LayerView.brailleBit(0, dy) : 0) | (lit1 ? LayerView.brailleBit(1, dy) : 0)
            front = max(front, lit0 ? owner[i] : 0, lit1 ? owner[i + 1] : 0)
          }
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
                bits |= ascii ? LayerView.brailleBit(dx, dy) : UInt8(1) << UInt8(dy)
                front = max(front, owner[rowStart + dx])
              }
            }
          }
        }
        if colour {
          let wanted = LayerView.colour(of: front)
          if wanted != current && !(current == 0 && wanted == 9) {
            current = wanted
            // ESC [ 3 n m: n is the ANSI colour, 9 the default.
            emit(0x1B)
            emit(UInt8(ascii: "["))
            emit(UInt8(ascii: "3"))
            emit(UInt8(ascii: "0") + wanted)
            emit(UInt8(ascii: "m"))
          }
        }
        switch style {
        case .braille:
          if bits == 0 {
            emit(0x20)
          } else {
            emit(0xE2)
            emit(0xA0 | bits >> 6)
            emit(0x80 | bits & 0x3F)
          }
        case .blocks:
          switch bits {
          case 0: emit(0x20)
          case 1: (emit(0xE2), emit(0x96), emit(0x80))  // ▀ U+2580
          case 2: (emit(0xE2), emit(0x96), emit(0x84))  // ▄ U+2584
          default: (emit(0xE2), emit(0x96), emit(0x88))  // █ U+2588
          }
        case .ascii:
          let level = Int((total / Float(sub.x * sub.y) * Float(LayerView.ramp.count - 1)).rounded())
          emit(LayerView.ramp[min(max(level, 0), LayerView.ramp.count - 1)])
        }
      }
      if current != 0 && current != 9 {
        for b in "\u{1B}[39m".utf8 { emit(b) }
      }
      grid.append(UnsafeBufferPointer(rebasing: out[0..<n]), columns: columns)
    }
  }
}
