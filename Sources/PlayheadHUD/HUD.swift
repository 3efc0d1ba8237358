import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// The HUD's picture of one frame: a pure function from a frame and a terminal size to lines of text.
///
/// The left column (56 characters) shows the gesture, the interaction, the layers' values, the frame
/// clock and latency; the right column draws the layers when the terminal is at least 76 wide. Lines
/// are cut to the terminal's width and the screen to its height; nothing depends on anything but the
/// arguments, so snapshot tests can pin it down exactly.
public enum HUD {
  /// Width of the text column.
  public static let textWidth = 56
  /// Columns needed to show the drawing beside the text.
  public static let drawingMinimumWidth = 76
  /// Width of the percent bar, in cells.
  static let barWidth = 30

  /// The screen for `frame` on a terminal of `size` cells.
  public static func render(_ frame: Frame, size: (columns: Int, rows: Int)) -> [String] {
    var text = textLines(frame)
    let columns = max(size.columns, 0)
    if columns >= drawingMinimumWidth {
      let drawing = LayerCanvas().draw(frame.layers, names: frame.layerNames, containerWidth: frame.containerWidth, containerHeight: frame.containerHeight)
      let top = 2
      while text.count < top + drawing.count { text.append("") }
      for (i, row) in drawing.enumerated() {
        text[top + i] = TextFormat.fit(text[top + i], textWidth) + "  " + row
      }
    }
    var lines = text.map { TextFormat.cut($0, columns) }
    if lines.count > size.rows { lines.removeLast(lines.count - max(size.rows, 0)) }
    return lines
  }

  /// The text column alone.
  static func textLines(_ frame: Frame) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(24)
    let direction = frame.isDismissal ? "dismiss" : "present"
    var title = "Playhead · \(frame.transition) · \(direction)"
    if !frame.source.isEmpty { title += " · \(frame.source)" }
    lines.append(title)
    lines.append("")
    lines.append(contentsOf: gestureLines(frame.gesture))
    lines.append("")
    lines.append(contentsOf: interactionLines(frame))
    lines.append("")
    lines.append("  layer       opacity      x      y   rotX   rotY  scale")
    for i in 0..<min(frame.layers.count, frame.layerNames.count) {
      let v = frame.layers[i]
      lines.append(
        "  " + TextFormat.fit(frame.layerNames[i], 10) + TextFormat.fixed(v.opacity, 2, width: 9)
          + TextFormat.fixed(v.positionX + v.translationX, 1, width: 7)
          + TextFormat.fixed(v.positionY + v.translationY, 1, width: 7) + TextFormat.fixed(v.rotationX, 1, width: 7)
          + TextFormat.fixed(v.rotationY, 1, width: 7) + TextFormat.fixed(v.scaleX, 2, width: 7))
    }
    lines.append("")
    lines.append(
      "  frame \(frame.seq) · \(TextFormat.fixed(frame.fps, 0)) fps · late \(frame.clock.lateTicks) · missed \(frame.clock.missedTicks)"
    )
    if let l = frame.latency, l.count > 0 {
      lines.append(
        "  \(frame.latencyMetric == .readToFrame ? "read→frame" : "latency") p50 \(TextFormat.fixed(l.p50 / 1000, 1)) · p95 \(TextFormat.fixed(l.p95 / 1000, 1)) · p99 \(TextFormat.fixed(l.p99 / 1000, 1)) ms"
      )
    } else {
      lines.append("  latency —")
    }
    var keys = "  q quit · space play · r reverse · s slow · p pause"
    if frame.isPaused { keys += " ‖" }
    if frame.isSlow { keys += " ×10" }
    lines.append(keys)
    if let notice = frame.notice { lines.append("  " + notice) }
    return lines
  }

  static func gestureLines(_ g: GestureSnapshot?) -> [String] {
    guard let g else {
      return ["gesture      —", "  translation  —", "  velocity     —", "  scale        —"]
    }
    let unit = g.units == .millimetres ? "mm" : "units"
    let fingers = g.fingers == 1 ? "1 finger" : "\(g.fingers) fingers"
    return [
      "gesture      \(g.kind.rawValue) · \(fingers) · \(g.state.rawValue)",
      "  translation  x \(TextFormat.fixed(g.translation.x, 1, width: 7, signed: true))  y \(TextFormat.fixed(g.translation.y, 1, width: 7, signed: true)) \(unit)",
      "  velocity     x \(TextFormat.fixed(g.velocity.x, 1, width: 7, signed: true))  y \(TextFormat.fixed(g.velocity.y, 1, width: 7, signed: true)) \(unit)/s",
      "  scale        \(TextFormat.fixed(g.scale, 3))   rotation \(TextFormat.fixed(g.rotation, 1, signed: true))°",
    ]
  }

  static func interactionLines(_ frame: Frame) -> [String] {
    let s = frame.sample
    let p = s.percent.isFinite ? min(max(s.percent, 0), 1) : 0
    let filled = Int((p * Double(barWidth)).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    var decision = "  decision     —"
    var reason = "  reason       —"
    if let d = frame.decision {
      decision = "  decision     \(d.outcome.rawValue) in \(TextFormat.fixed(d.duration, 2)) s"
      reason = "  reason       \(d.reason)"
    }
    return [
      "interaction  \(s.phase.rawValue)",
      "  [\(bar)] \(TextFormat.fixed(p * 100, 1, width: 5)) %",
      "  speed \(TextFormat.fixed(s.speed, 2))   timeOffset \(TextFormat.fixed(s.timeOffset, 3)) of \(TextFormat.fixed(frame.duration, 3)) s",
      decision,
      reason,
    ]
  }
}
