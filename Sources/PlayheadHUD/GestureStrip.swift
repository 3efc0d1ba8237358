import PlayheadEngine
import PlayheadGestures
import PlayheadTransitions

/// The HUD's gesture strip: the percent over the last `window` of event-clock time as a sparkline
/// (▁…█, one column per slice of time, the newest percent of the slice), with the release (↑) and the
/// decision (F finish, C cancel) marked under it. Frames come only while something moves, so the
/// strip ends at the newest frame, not at the wall clock. A fixed ring: recording allocates nothing.
public struct GestureStrip: Sendable {
  /// Event-clock µs the strip covers.
  public var window: Int64
  var times: [Int64]
  var percents: [Double]
  var next = 0
  var stored = 0
  /// The newest release (the gesture's end, or its cancel) and decision, event-clock µs.
  public private(set) var releaseTime: Int64?
  public private(set) var decisionTime: Int64?
  public private(set) var decisionOutcome: Decision.Outcome?
  var lastDecision: Decision?
  /// Per column scratch: the newest percent in the column's slice (NaN: no frame there).
  var columnValues: [Double] = []

  public init(window: Int64 = 4_000_000, capacity: Int = 1024) {
    self.window = window
    times = [Int64](repeating: 0, count: max(capacity, 1))
    percents = [Double](repeating: 0, count: max(capacity, 1))
  }

  static let asciiRamp: [UInt8] = Array("_.,-~=*#".utf8)

  /// Records a frame: its percent, and a release or a decision it shows for the first time.
  public mutating func record(_ frame: Frame) {
    times[next] = frame.time.microseconds
    percents[next] = frame.sample.percent.isFinite ? min(max(frame.sample.percent, 0), 1) : 0
    next = (next + 1) % times.count
    stored = min(stored + 1, times.count)
    if let g = frame.gesture, g.state == .ended || g.state == .cancelled, releaseTime != g.time.microseconds,
      (releaseTime ?? .min) < g.time.microseconds
    {
      releaseTime = g.time.microseconds
    }
    if let d = frame.decision, d != lastDecision {
      lastDecision = d
      decisionTime = frame.time.microseconds
      decisionOutcome = d.outcome
    } else if frame.decision == nil {
      lastDecision = nil
    }
  }

  /// The sparkline, `columns` wide, ending at the newest frame; then a new line with the marks.
  public mutating func draw(columns: Int, unicode: Bool, into grid: inout TextGrid) {
    let columns = max(columns, 1)
    if columnValues.count < columns { columnValues = [Double](repeating: .nan, count: columns) }
    for c in 0..<columns { columnValues[c] = .nan }
    let newest = stored == 0 ? 0 : times[(next - 1 + times.count) % times.count]
    let start = newest - window
    func column(_ t: Int64) -> Int? {
      guard t > start, t <= newest else { return nil }
      return min(Int((t - start - 1) * Int64(columns) / window), columns - 1)
    }
    // Newest first, stopping at the window's start: a frame's work is the frames on the strip (240 at
    // 60 fps), not the ring's capacity. The newest percent of a column is the first one met.
    var i = next
    for _ in 0..<stored {
      i = i == 0 ? times.count - 1 : i - 1
      guard let c = column(times[i]) else { break }
      if columnValues[c].isNaN { columnValues[c] = percents[i] }
    }
    let left = grid.column
    for c in 0..<columns {
      let p = columnValues[c]
      guard !p.isNaN else {
        grid.byte(0x20)
        continue
      }
      let level = min(Int(p * 8), 7)
      if unicode {
        // ▁…█ are U+2581…U+2588: E2 96 81…88 in UTF-8.
        grid.byte(0xE2)
        grid.byte(0x96)
        grid.byte(0x81 + UInt8(level))
      } else {
        grid.byte(GestureStrip.asciiRamp[level])
      }
    }
    guard grid.newLine() else { return }
    var used = -1
    if let r = releaseTime, let c = column(r) {
      grid.pad(to: left + c)
      unicode ? grid.put("↑") : grid.put("^")
      used = c
    }
    if let d = decisionTime, let outcome = decisionOutcome, let c = column(d) {
      grid.pad(to: left + max(c, used + 1))
      grid.put(outcome == .finish ? "F" : "C")
    }
  }
}
