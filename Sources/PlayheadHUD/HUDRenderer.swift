import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// Draws HUD screens into one `TextGrid`, frame after frame, with the gesture strip's history: after
/// the first frame at a size, a frame allocates nothing (the grid's rows, the layer view's buffers
/// and the strip's ring are reused; numbers are written as bytes). The layout is `HUD`'s.
public struct HUDRenderer: Sendable {
  public private(set) var grid = TextGrid()
  public var capabilities: TerminalCapabilities
  var view: LayerView
  var strip = GestureStrip()
  /// What this frame's terminal shows.
  public private(set) var layout = HUDLayout(size: (0, 0), layers: 0, notice: false)
  /// Draw the layer view beside the text; false when a window draws the layers (`--window`).
  public var drawsLayerView = true

  public init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
    view = LayerView(
      style: capabilities.style, colour: capabilities.colour, colourDepth: capabilities.colourDepth)
  }

  /// Renders `frame` for a terminal of `size` into `grid`.
  public mutating func render(_ frame: Frame, size: (columns: Int, rows: Int)) {
    strip.record(frame)
    let columns = max(size.columns, 0)
    layout = HUDLayout(
      size: size, layers: min(frame.layers.count, frame.layerNames.count), notice: frame.notice != nil,
      wantsLayerView: drawsLayerView)
    let drawing = layout.layerView
    grid.reset(rows: max(size.rows, 0), columnLimit: drawing ? HUD.textWidth : columns)
    guard size.rows > 0 else { return }
    textLines(frame, size: size)
    guard drawing else { return }
    let panel = HUD.panel(
      size: size, containerWidth: frame.containerWidth, containerHeight: frame.containerHeight)
    guard panel.rows > 2, panel.columns > 2 else { return }
    grid.columnLimit = columns
    grid.move(toRow: HUD.drawingTop)
    grid.pad(to: HUD.drawingLeft)
    view.draw(
      frame.layers, names: frame.layerNames, hierarchy: frame.hierarchy, containerWidth: frame.containerWidth,
      containerHeight: frame.containerHeight, columns: panel.columns, rows: panel.rows, into: &grid)
  }

  mutating func textLines(_ frame: Frame, size: (columns: Int, rows: Int)) {
    let terminalColumns = max(size.columns, 0)
    // The title row is above the drawing: it has the terminal's whole width.
    let textLimit = grid.columnLimit
    grid.columnLimit = terminalColumns
    grid.put("Playhead · ")
    grid.put(frame.transition)
    grid.put(frame.isDismissal ? " · dismiss" : " · present")
    if !frame.source.isEmpty {
      grid.put(" · ")
      grid.put(frame.source)
    }
    grid.newLine()
    if layout.hidesSomething { hiddenNote(size) }
    grid.columnLimit = textLimit
    grid.newLine()
    gestureLines(frame.gesture)
    if layout.blanks >= 1 { grid.newLine() }
    interactionLines(frame)
    if layout.blanks >= 2 { grid.newLine() }
    if layout.layerValues { layerValueLines(frame) }
    grid.put("  frame ")
    grid.integer(frame.seq)
    grid.put(" · ")
    grid.fixed(frame.fps, 0)
    grid.put(" fps · late ")
    grid.integer(frame.clock.lateTicks)
    grid.put(" · missed ")
    grid.integer(frame.clock.missedTicks)
    grid.newLine()
    if let l = frame.latency, l.count > 0 {
      switch frame.latencyMetric {
      case .readToFrame: grid.put("  read→frame p50 ")
      case .eventToPresented: grid.put("  event→presented p50 ")
      default: grid.put("  latency p50 ")
      }
      grid.fixed(l.p50 / 1000, 1)
      grid.put(" · p95 ")
      grid.fixed(l.p95 / 1000, 1)
      grid.put(" · p99 ")
      grid.fixed(l.p99 / 1000, 1)
      grid.put(" ms")
    } else {
      grid.put("  latency —")
    }
    grid.newLine()
    keyLine(paused: frame.isPaused, slow: frame.isSlow)
    if let notice = frame.notice, grid.columnLimit == HUD.textWidth, grid.row < grid.maximumRows - 1 {
      // Beside the drawing the text is cut at 56 columns: the notice (a file name and a reason)
      // gets the whole bottom row, under the panel, instead.
      grid.columnLimit = terminalColumns
      grid.move(toRow: grid.maximumRows - 1)
      grid.put("  ")
      grid.put(notice)
      grid.columnLimit = HUD.textWidth
    } else if let notice = frame.notice {
      grid.newLine()
      grid.put("  ")
      grid.put(notice)
    }
  }

  /// The row under the title: what this terminal hides, its size and the size that shows it all.
  mutating func hiddenNote(_ size: (columns: Int, rows: Int)) {
    var first = true
    func name(_ text: StaticString, _ hidden: Bool, into grid: inout TextGrid) {
      guard hidden else { return }
      grid.put(first ? "(" : ", ")
      grid.put(text)
      first = false
    }
    name("layer view", !layout.layerView, into: &grid)
    name("gesture strip", !layout.gestureStrip, into: &grid)
    name("layer values", !layout.layerValues, into: &grid)
    name("gesture details", !layout.gestureDetails, into: &grid)
    grid.put(" hidden: ")
    grid.integer(size.columns)
    grid.put("×")
    grid.integer(size.rows)
    grid.put(", needs ")
    grid.integer(HUD.drawingMinimumWidth)
    grid.put("×")
    grid.integer(layout.fullRows)
    grid.put(")")
  }

  mutating func layerValueLines(_ frame: Frame) {
    grid.put("  layer       opacity      x      y   rotX   rotY  scale")
    for i in 0..<min(frame.layers.count, frame.layerNames.count) {
      let v = frame.layers[i]
      grid.newLine()
      grid.put("  ")
      grid.put(frame.layerNames[i], width: 10)
      grid.fixed(v.opacity, 2, width: 9)
      grid.fixed(v.positionX + v.translationX, 1, width: 7)
      grid.fixed(v.positionY + v.translationY, 1, width: 7)
      grid.fixed(v.rotationX, 1, width: 7)
      grid.fixed(v.rotationY, 1, width: 7)
      grid.fixed(v.scaleX, 2, width: 7)
    }
    grid.newLine()
    if layout.blanks >= 3 { grid.newLine() }
  }

  /// The keys and the state they set. The state (‖ paused, ×10 slow) matters most: where the whole
  /// line does not fit the column, the keys' words shorten, then only the keys remain.
  mutating func keyLine(paused: Bool, slow: Bool) {
    let state = (paused ? 2 : 0) + (slow ? 4 : 0)
    let room = grid.columnLimit
    if 52 + state <= room {
      grid.put("  q quit · space play · r reverse · s slow · p pause")
    } else if 48 + state <= room {
      grid.put("  q quit · space play · r rev · s slow · p pause")
    } else {
      grid.put("  q · space · r · s · p")
    }
    if paused { grid.put(" ‖") }
    if slow { grid.put(" ×10") }
  }

  mutating func gestureLines(_ g: GestureSnapshot?) {
    guard let g else {
      grid.put("gesture      —")
      grid.newLine()
      guard layout.gestureDetails else { return }
      grid.put("  translation  —")
      grid.newLine()
      grid.put("  velocity     —")
      grid.newLine()
      grid.put("  scale        —")
      grid.newLine()
      return
    }
    grid.put("gesture      ")
    grid.put(g.kind.rawValue)
    grid.put(" · ")
    if g.fingers == 1 {
      grid.put("1 finger")
    } else {
      grid.integer(g.fingers)
      grid.put(" fingers")
    }
    grid.put(" · ")
    grid.put(g.state.rawValue)
    let mm = g.units == .millimetres
    grid.newLine()
    guard layout.gestureDetails else { return }
    vector("  translation  x ", g.translation, unit: mm ? " mm" : " units")
    vector("  velocity     x ", g.velocity, unit: mm ? " mm/s" : " units/s")
    grid.put("  scale        ")
    grid.fixed(g.scale, 3)
    grid.put("   rotation ")
    grid.fixed(g.rotation, 1, signed: true)
    grid.put("°")
    grid.newLine()
  }

  /// `label`, x and y signed in 7 columns, the unit; then a new line.
  mutating func vector(_ label: StaticString, _ v: Vector2, unit: StaticString) {
    grid.put(label)
    grid.fixed(v.x, 1, width: 7, signed: true)
    grid.put("  y ")
    grid.fixed(v.y, 1, width: 7, signed: true)
    grid.put(unit)
    grid.newLine()
  }

  mutating func interactionLines(_ frame: Frame) {
    let s = frame.sample
    let p = s.percent.isFinite ? min(max(s.percent, 0), 1) : 0
    let filled = Int((p * Double(HUD.barWidth)).rounded())
    grid.put("interaction  ")
    grid.put(s.phase.rawValue)
    grid.newLine()
    grid.put("  [")
    grid.repeating("█", filled)
    grid.repeating("░", HUD.barWidth - filled)
    grid.put("] ")
    grid.fixed(p * 100, 1, width: 5)
    grid.put(" %")
    grid.newLine()
    if layout.gestureStrip {
      grid.put("  last 4 s ")
      // The strip's second row marks the release and decision under it.
      strip.draw(columns: HUD.stripWidth, unicode: capabilities.unicode, into: &grid)
      grid.newLine()
    }
    grid.put("  speed ")
    grid.fixed(s.speed, 2)
    grid.put("   timeOffset ")
    grid.fixed(s.timeOffset, 3)
    grid.put(" of ")
    grid.fixed(frame.duration, 3)
    grid.put(" s")
    grid.newLine()
    if let d = frame.decision {
      grid.put("  decision     ")
      grid.put(d.outcome.rawValue)
      grid.put(" in ")
      grid.fixed(d.duration, 2)
      grid.put(" s")
      grid.newLine()
      grid.put("  reason       ")
      // In place, from the reason's fields: its `description` allocated ~4 times per decision.
      d.reason.write(to: &grid)
    } else {
      grid.put("  decision     —")
      grid.newLine()
      grid.put("  reason       —")
    }
    grid.newLine()
  }
}
