/// `playhead plot`: a session's percent, its velocity and the container's timeOffset against time,
/// three panels over one time axis, each gesture phase shaded and each decision marked with its reason.
///
/// Frames are folded into one bucket per pixel column (the last value, and the lowest and highest for
/// a band), so the drawing — and the memory — stays the same size for a 1 MB or a 100 MB log.
public struct SessionPlot: Sendable {
  public static let width = 1000.0
  public static let height = 680.0
  static let left = 70.0
  static let right = 20.0
  /// Panels: (top, height).
  static let panels: [(top: Double, height: Double)] = [(70, 220), (320, 130), (480, 130)]

  let title: String
  let extent: SessionExtent
  let columns: Int
  let time: PlotAxis
  var percent: ColumnSeries
  var velocity: ColumnSeries
  var timeOffset: ColumnSeries
  var phases: [SessionPhase]
  /// The first decision in each column (outcome, reason, time) and how many fell there.
  var decisions: [(finish: Bool, reason: String, t: Double)?]
  var decisionCounts: [Int]
  var speed = PercentVelocity()
  /// The previous frame (its column, phase and time): a phase lasts until the next frame, and the
  /// curves join frames less than `PercentVelocity.gap` apart across columns that hold none.
  var previous: (column: Int, phase: SessionPhase, t: Double)?
  /// Frames folded so far.
  var frameCount = 0

  /// A plot of the span `extent` found, titled `title` (the log's name).
  public init(title: String, extent: SessionExtent) {
    self.title = title
    self.extent = extent
    columns = Int(SessionPlot.width - SessionPlot.left - SessionPlot.right)
    let span =
      extent.end > extent.start ? (extent.start, extent.end) : (extent.start - 0.5, extent.start + 0.5)
    time = PlotAxis(
      low: span.0, high: span.1, from: SessionPlot.left, to: SessionPlot.width - SessionPlot.right)
    percent = ColumnSeries(columns)
    velocity = ColumnSeries(columns)
    timeOffset = ColumnSeries(columns)
    phases = Array(repeating: .idle, count: columns)
    decisions = Array(repeating: nil, count: columns)
    decisionCounts = Array(repeating: 0, count: columns)
  }

  func column(_ t: Double) -> Int {
    let x = (time.position(t) - SessionPlot.left).rounded(.down)
    return min(max(Int(x.isFinite ? x : 0), 0), columns - 1)
  }

  /// A frame record, in log order.
  public mutating func frame(
    t: Double, phase: SessionPhase, percent p: Double, timeOffset offset: Double, transition: String
  ) {
    let c = column(t)
    let continues = previous.map { t - $0.t <= PercentVelocity.gap } ?? false
    if continues, let before = previous, before.phase != .idle, before.column + 1 < c {
      for k in (before.column + 1)..<c { phases[k] = before.phase }
    }
    frameCount += 1
    percent.add(p, at: c, frame: frameCount, continues: continues)
    timeOffset.add(offset, at: c, frame: frameCount, continues: continues)
    if let v = speed.next(t: t, phase: phase, percent: p, transition: transition) {
      velocity.add(v, at: c, frame: frameCount, continues: continues)
    }
    // A column shows the phase that moved most recently: idle never hides a gesture.
    if phase != .idle || phases[c] == .idle { phases[c] = phase }
    previous = (c, phase, t)
  }

  /// A decision record.
  public mutating func decision(t: Double, finish: Bool, reason: String) {
    let c = column(t)
    if decisions[c] == nil { decisions[c] = (finish, reason, t) }
    decisionCounts[c] += 1
  }

  /// The SVG document.
  public func svg() -> String {
    var doc = SVGDocument(
      width: SessionPlot.width, height: SessionPlot.height, title: "playhead plot: \(title)")
    let seconds = SVGDocument.number(extent.end - extent.start)
    doc.text(
      "\(extent.frames) frames, \(extent.decisions) decisions over \(seconds) s of the event clock",
      x: SessionPlot.width / 2,
      y: 40, size: 11, anchor: "middle", fill: "#555")
    doc.legend(
      [
        ("percent", "#1f5fbf"), ("velocity", "#c4512a"), ("timeOffset", "#2a8c4a"),
        ("interactive", "#cfe3ff"),
        ("finishing", "#d4f2d0"), ("cancelling", "#ffd9d4"), ("decision: finish", "#1b7a1b"),
        ("decision: cancel", "#b22222"),
      ],
      x: SessionPlot.left, y: 58)
    let specs: [(series: ColumnSeries, low: Double, high: Double, label: String, colour: String)] = [
      (percent, 0, 1, "percent (0–1)", "#1f5fbf"),
      (velocity, extent.velocityLow, extent.velocityHigh, "velocity (percent/s)", "#c4512a"),
      (timeOffset, 0, max(extent.timeOffsetHigh, 1e-3), "timeOffset (s)", "#2a8c4a"),
    ]
    for (index, spec) in specs.enumerated() {
      let panel = SessionPlot.panels[index]
      let y = PlotAxis(low: spec.low, high: spec.high, from: panel.top + panel.height, to: panel.top)
      drawPanel(&doc, panel: panel, y: y, series: spec.series, label: spec.label, colour: spec.colour)
    }
    drawDecisions(&doc)
    let bottom = SessionPlot.panels[2].top + SessionPlot.panels[2].height
    for (t, label) in time.labelledTicks(10) {
      let x = time.position(t)
      doc.line(x, bottom, x, bottom + 5, stroke: "#444")
      doc.text(label, x: x, y: bottom + 18, size: 11, anchor: "middle")
    }
    doc.text("time (s, event clock)", x: SessionPlot.width / 2, y: bottom + 38, anchor: "middle")
    return doc.text
  }

  func drawPanel(
    _ doc: inout SVGDocument, panel: (top: Double, height: Double), y: PlotAxis, series: ColumnSeries,
    label: String,
    colour: String
  ) {
    let plotWidth = SessionPlot.width - SessionPlot.left - SessionPlot.right
    // Phases, as runs of columns.
    var c = 0
    while c < columns {
      let phase = phases[c]
      var end = c + 1
      while end < columns && phases[end] == phase { end += 1 }
      if let shade = phase.shade {
        doc.rect(
          x: SessionPlot.left + Double(c), y: panel.top, width: Double(end - c), height: panel.height,
          fill: shade,
          title: phase.name)
      }
      c = end
    }
    doc.rect(
      x: SessionPlot.left, y: panel.top, width: plotWidth, height: panel.height, fill: "none", stroke: "#888")
    for (v, tickLabel) in y.labelledTicks(4) {
      let py = y.position(v)
      doc.line(SessionPlot.left - 4, py, SessionPlot.left, py, stroke: "#444")
      doc.line(SessionPlot.left, py, SessionPlot.width - SessionPlot.right, py, stroke: "#ddd", width: 0.5)
      doc.text(tickLabel, x: SessionPlot.left - 7, y: py + 4, size: 10, anchor: "end")
    }
    doc.text(label, x: 16, y: panel.top + panel.height / 2, size: 11, anchor: "middle", rotate: true)
    // The curve: the last value of each column, broken where a column has none; a faint band where a
    // column held several frames that spread.
    var run: [(x: Double, y: Double)] = []
    for c in 0..<columns {
      guard let last = series.last[c] else { continue }
      if !series.joined[c] {
        doc.polyline(run, stroke: colour, title: label)
        run.removeAll(keepingCapacity: true)
      }
      let x = SessionPlot.left + Double(c) + 0.5
      if series.high[c] - series.low[c] > 0 {
        doc.line(x, y.position(series.low[c]), x, y.position(series.high[c]), stroke: colour, width: 1)
      }
      run.append((x, y.position(last)))
    }
    doc.polyline(run, stroke: colour, title: label)
  }

  func drawDecisions(_ doc: inout SVGDocument) {
    let top = SessionPlot.panels[0].top
    let bottom = SessionPlot.panels[2].top + SessionPlot.panels[2].height
    // Labels while they fit side by side (12 px apart); past that, each marker's tooltip holds its reason.
    let labelled = extent.decisions <= 40
    var lastLabel = -Double.infinity
    for c in 0..<columns {
      guard let d = decisions[c] else { continue }
      let x = SessionPlot.left + Double(c) + 0.5
      let colour = d.finish ? "#1b7a1b" : "#b22222"
      let more = decisionCounts[c] > 1 ? " (+\(decisionCounts[c] - 1) more here)" : ""
      let text = "\(d.finish ? "finish" : "cancel"): \(d.reason)"
      let title = "t \(SVGDocument.number(d.t)) s: \(text)\(more)"
      if labelled {
        doc.line(x, top, x, bottom, stroke: colour, width: 1.2, dash: "4 3", title: title)
      } else {
        // Too many to draw across the panels: a tick above the percent panel each.
        doc.line(x, top - 6, x, top, stroke: colour, width: 1, title: title)
      }
      if labelled && x - lastLabel >= 12 {
        doc.text(text, x: x + 3, y: top + 4, size: 10, anchor: "end", fill: colour, rotate: true)
        lastLabel = x
      }
    }
  }
}

/// One curve folded into pixel columns: per column the last value and the lowest and highest seen.
struct ColumnSeries: Sendable {
  var last: [Double?]
  var low: [Double]
  var high: [Double]
  /// Whether a column's first value continues the curve from the frame just before it.
  var joined: [Bool]
  var lastFrame = -1

  init(_ columns: Int) {
    joined = Array(repeating: false, count: columns)
    last = Array(repeating: nil, count: columns)
    low = Array(repeating: .infinity, count: columns)
    high = Array(repeating: -.infinity, count: columns)
  }

  mutating func add(_ value: Double, at c: Int, frame: Int, continues: Bool) {
    guard value.isFinite else { return }
    if last[c] == nil { joined[c] = continues && lastFrame == frame - 1 }
    lastFrame = frame
    last[c] = value
    low[c] = min(low[c], value)
    high[c] = max(high[c], value)
  }
}
