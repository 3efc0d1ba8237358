import PlayheadTiming

/// The layer tree drawn as it looks: each layer's rectangle through its anchor, its own 3D transform
/// and its parents' (with each parent's sublayerTransform about the parent's centre, flattened into
/// the parent's plane as Core Animation does), projected onto a panel of cells, filled in Core
/// Animation's order (zPosition, then sibling order) with ink by opacity, skipping hidden and
/// back-facing one-sided layers, clipped to the container, and turned into braille, half blocks or ASCII.
///
/// The container (the root of the layers' coordinates; a layer named "container" is not drawn) is the panel's inside, fitted with
/// its aspect (a sub-cell is square: a cell is about twice as tall as wide) and centred; the box
/// around it is the panel's border. Buffers are kept between frames: drawing the same panel size again
/// allocates nothing.
public struct LayerView: Sendable {
  public var style: LayerViewStyle
  public var colour: Bool
  /// How a layer's own colour is written (the nearest the terminal shows).
  public var colourDepth: ColourDepth
  /// Per drawn ordinal: the layer's background colour packed by `TerminalColour.packed`, or 0 for
  /// the view's own colour by ordinal. 256 entries, made once: a frame allocates nothing.
  var palette = [UInt32](repeating: 0, count: 256)
  /// Ink per sub-cell, 0…1, and the front-most layer (its drawn ordinal, 0 none) that inked it.
  var ink: [Float] = []
  var owner: [UInt8] = []
  /// Each layer's centred-local → container transform, and the order layers are drawn in.
  var matrices: [Transform3D] = []
  var order = LayerDrawingOrder()
  /// The current layer's masking ancestors (`masksToBounds`) in sub-cells: its ink stays inside them.
  var masks: [Quad] = []
  /// Per sub-cell row, the columns `low..<high` that may hold ink (empty: low ≥ high): the clear and
  /// the cell rows touch only these, where most of a panel stays blank.
  var spanLow: [Int32] = []
  var spanHigh: [Int32] = []
  /// Cell rows as last written: one whose sub-cell rows had the frame before's fills is appended from
  /// here instead of dithered again.
  var rowCache = LayerViewRowCache()
  /// Per sub-cell row, the fills that inked it this frame and the frame before: a count, then up to
  /// `LayerView.keptFills` fills of two words each. A row's sub-cells are a function of its fills
  /// (from blank), so equal fills mean equal sub-cells without reading them (`subcellsRepeat`).
  var fills: [UInt64] = []
  var previousFills: [UInt64] = []
  /// Whether this frame set a palette entry to a new colour (the cached rows' colours are stale).
  var paletteChanged = false
  var width = 0
  var height = 0

  public init(style: LayerViewStyle = .braille, colour: Bool = false, colourDepth: ColourDepth = .basic) {
    self.style = style
    self.colour = colour
    self.colourDepth = colourDepth
  }

  /// Draws the layers on a panel of `columns × rows` cells (border included) at the grid's current
  /// row, from its current column, one panel row per grid row.
  public mutating func draw(
    _ layers: [LayerValues], names: [String], hierarchy: LayerHierarchy, containerWidth: Double,
    containerHeight: Double, columns: Int, rows: Int, into grid: inout TextGrid
  ) {
    let inner = (columns: max(columns - 2, 0), rows: max(rows - 2, 0))
    rasterize(
      layers, names: names, hierarchy: hierarchy, containerWidth: containerWidth,
      containerHeight: containerHeight, cells: inner)
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
        fills = [UInt64](repeating: 0, count: height * LayerView.fillStride)
        previousFills = fills
      }
      // A new size: whole-buffer stores, not one uniqueness-checked subscript per sub-cell.
      ink.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      owner.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      rowCache.resize(rows: cells.rows, columns: cells.columns)
    } else {
      // The same size: only the spans the last frame inked are cleared (measured: HUDBenchmarks);
      // the frame before's fills are kept to compare rows against (the two arrays swap, no copy).
      swap(&fills, &previousFills)
      clearSpans()
    }
    paletteChanged = false
    defer {
      rowCache.begin(paletteChanged: paletteChanged, style: style, colour: colour, colourDepth: colourDepth)
    }
    spanLow.withUnsafeMutableBufferPointer { $0.update(repeating: Int32(width)) }
    spanHigh.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    fills.withUnsafeMutableBufferPointer { fills in
      for y in 0..<height { fills[y &* LayerView.fillStride] = 0 }
    }
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
    // A quad in container points, in sub-cells (the layer's own and its masking ancestors').
    func inSubcells(_ q: Quad) -> Quad {
      func sub(_ c: Int) -> (x: Double, y: Double) { (offsetX + q[c].x * scale, offsetY + q[c].y * scale) }
      return Quad(topLeft: sub(0), topRight: sub(1), bottomRight: sub(2), bottomLeft: sub(3))
    }
    // Where each layer lies and the order it is drawn in: PlayheadTiming's geometry, which
    // `sample`'s quads report too.
    hierarchy.containerTransforms(layers, into: &matrices)
    order.update(layers, hierarchy: hierarchy)
    var drawn: UInt8 = 0
    for i in order.indices {
      let values = layers[i]
      // The container is the panel itself: it is not drawn over its own layers.
      if i < names.count && names[i] == "container" { continue }
      drawn &+= 1
      // A layer with its own background colour is drawn in it (its alpha thins the ink with opacity).
      let coloured = i < hierarchy.contents.count && hierarchy.contents[i].hasBackgroundColor
      let packed =
        coloured
        ? TerminalColour.packed(
          red: values.backgroundRed, green: values.backgroundGreen, blue: values.backgroundBlue)
        : 0
      if palette[Int(drawn)] != packed {
        palette[Int(drawn)] = packed
        paletteChanged = true
      }
      let quad = values.quad(through: matrices[i])
      guard hierarchy.isDrawn(i, in: layers, quad: quad) else { continue }
      let opacity = coloured ? values.opacity * values.backgroundAlpha : values.opacity
      let alpha = opacity.isFinite ? Float(min(max(opacity, 0), 1)) : 0
      guard alpha > 0.01 else { continue }
      let q = inSubcells(quad)
      guard (0..<4).allSatisfy({ q[$0].x.isFinite && q[$0].y.isFinite }) else { continue }
      let xs = (q.topLeftX, q.topRightX, q.bottomRightX, q.bottomLeftX)
      let ys = (q.topLeftY, q.topRightY, q.bottomRightY, q.bottomLeftY)
      masks.removeAll(keepingCapacity: true)
      var ancestor = hierarchy.parents[i]
      while ancestor >= 0 {
        if layers[ancestor].masksToBounds >= 0.5 {
          masks.append(inSubcells(layers[ancestor].quad(through: matrices[ancestor])))
        }
        ancestor = hierarchy.parents[ancestor]
      }
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
    let masks = masks
    ink.withUnsafeMutableBufferPointer { ink in
      owner.withUnsafeMutableBufferPointer { owner in
        spanLow.withUnsafeMutableBufferPointer { spanLow in
          spanHigh.withUnsafeMutableBufferPointer { spanHigh in
            fills.withUnsafeMutableBufferPointer { fills in
              masks.withUnsafeBufferPointer { masks in
                LayerView.fill(
                  xs: xs, ys: ys, alpha: alpha, ordinal: ordinal, clip: clip, width: width,
                  rows: (top, bottom),
                  outer: (outerTop, outerBottom), masks: masks, ink: ink, owner: owner, spanLow: spanLow,
                  spanHigh: spanHigh, fills: fills)
              }
            }
          }
        }
      }
    }
  }

  private static func fill(
    xs: (Double, Double, Double, Double), ys: (Double, Double, Double, Double), alpha: Float, ordinal: UInt8,
    clip: (left: Int, right: Int, top: Int, bottom: Int), width: Int, rows: (top: Int, bottom: Int),
    outer: (top: Int, bottom: Int), masks: UnsafeBufferPointer<Quad>, ink: UnsafeMutableBufferPointer<Float>,
    owner: UnsafeMutableBufferPointer<UInt8>, spanLow: UnsafeMutableBufferPointer<Int32>,
    spanHigh: UnsafeMutableBufferPointer<Int32>, fills: UnsafeMutableBufferPointer<UInt64>
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
      var first = max(clip.left, outerFirst)
      var last = min(clip.right - 1, outerLast)
      // Inside every masking ancestor too (its edge is a clip, not this layer's rim).
      for mask in masks {
        let span = LayerView.span(of: mask, atRowCentre: cy)
        guard span.low <= span.high, span.low.isFinite, span.high.isFinite else {
          (first, last) = (1, 0)
          break
        }
        // Clamped to the panel's columns before the conversion (a far corner must not trap).
        first = max(first, Int((min(max(span.low, -1), Double(width) + 1) - 0.5).rounded(.up)))
        last = min(last, Int((min(max(span.high, -1), Double(width) + 1) - 0.5).rounded(.down)))
      }
      guard first <= last else { continue }
      // (A sliver, such as a card seen edge-on, has no inside to keep a rim around.)
      let rim = y == outerTop || y == outerBottom
      let sliver = outerBottom - outerTop < 2 || outerLast - outerFirst < 2
      let row = y * width
      spanLow[y] = min(spanLow[y], Int32(first))
      spanHigh[y] = max(spanHigh[y], Int32(last + 1))
      // This fill, as all that decides what it paints on the row (the rim rules below included).
      let kept = y &* LayerView.fillStride
      let n = Int(fills[kept])
      fills[kept] = UInt64(n &+ 1)
      if n < LayerView.keptFills {
        fills[kept &+ 1 &+ 2 &* n] =
          UInt64(UInt32(bitPattern: Int32(first))) << 32 | UInt64(UInt32(bitPattern: Int32(last)))
        let flags =
          (rim ? 1 : 0) | (sliver ? 2 : 0) | (first == outerFirst ? 4 : 0) | (last == outerLast ? 8 : 0)
        fills[kept &+ 2 &+ 2 &* n] = UInt64(alpha.bitPattern) << 32 | UInt64(ordinal) << 8 | UInt64(flags)
      }
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

  /// The fills kept per sub-cell row (a row with more is never reused), and the words a row takes.
  static let keptFills = 4
  static let fillStride = 1 + 2 * keptFills

  /// Where row centre `cy` crosses a convex quad: low > high when it misses it.
  static func span(of q: Quad, atRowCentre cy: Double) -> (low: Double, high: Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for i in 0..<4 {
      let a = q[i]
      let b = q[i + 1]
      guard (a.y <= cy && cy < b.y) || (b.y <= cy && cy < a.y) else { continue }
      let x = a.x + (cy - a.y) * (b.x - a.x) / (b.y - a.y)
      low = min(low, x)
      high = max(high, x)
    }
    return (low, high)
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

}
