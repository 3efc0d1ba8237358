import Glibc
import PlayheadTiming

/// A small character drawing of the layers: each layer a rectangle of its presentation size and
/// position in the container, its height following cos(rotationX) and its width cos(rotationY), so the
/// flip's card visibly turns and the pieces fly apart; shading follows opacity.
struct LayerCanvas {
  /// Cells across and down; with the default container (320 × 568 pt) a cell is 20 × 40.6 pt, about
  /// the 1:2 shape of a terminal cell.
  let columns: Int
  let rows: Int

  init(columns: Int = 16, rows: Int = 14) {
    self.columns = columns
    self.rows = rows
  }

  /// The boxed drawing, `rows + 2` lines of `columns + 2` characters.
  func draw(_ layers: [LayerValues], containerWidth: Double, containerHeight: Double) -> [String] {
    var cells = [Character](repeating: " ", count: columns * rows)
    let cellWidth = containerWidth / Double(columns)
    let cellHeight = containerHeight / Double(rows)
    for layer in layers {
      guard let glyph = LayerCanvas.glyph(opacity: layer.opacity) else { continue }
      let radians = Double.pi / 180
      let w = layer.width * abs(layer.scaleX) * abs(cos(layer.rotationY * radians))
      let h = layer.height * abs(layer.scaleY) * abs(cos(layer.rotationX * radians))
      let cx = layer.positionX + layer.translationX
      let cy = layer.positionY + layer.translationY
      guard w.isFinite, h.isFinite, cx.isFinite, cy.isFinite else { continue }
      for r in 0..<rows {
        let y = (Double(r) + 0.5) * cellHeight
        guard abs(y - cy) <= h / 2 else { continue }
        for c in 0..<columns {
          let x = (Double(c) + 0.5) * cellWidth
          if abs(x - cx) <= w / 2 { cells[r * columns + c] = glyph }
        }
      }
    }
    var lines: [String] = []
    lines.reserveCapacity(rows + 2)
    lines.append("┌" + String(repeating: "─", count: columns) + "┐")
    for r in 0..<rows { lines.append("│" + String(cells[(r * columns)..<((r + 1) * columns)]) + "│") }
    lines.append("└" + String(repeating: "─", count: columns) + "┘")
    return lines
  }

  /// █ ▓ ▒ ░ by opacity quarter; nothing below 0.02 (an invisible layer).
  static func glyph(opacity: Double) -> Character? {
    guard opacity.isFinite, opacity > 0.02 else { return nil }
    if opacity > 0.75 { return "█" }
    if opacity > 0.5 { return "▓" }
    if opacity > 0.25 { return "▒" }
    return "░"
  }
}
