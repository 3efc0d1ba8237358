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

  /// The boxed drawing, `rows + 2` lines of `columns + 2` characters. The box is the container: a layer
  /// named "container" is not drawn inside it. Layers alternate between two shadings (█▓▒░ and ▓▒░·)
  /// so that neighbours, like the flip's two cards, stay apart.
  func draw(_ layers: [LayerValues], names: [String] = [], containerWidth: Double, containerHeight: Double) -> [String] {
    var cells = [Character](repeating: " ", count: columns * rows)
    let cellWidth = containerWidth / Double(columns)
    let cellHeight = containerHeight / Double(rows)
    var drawn = 0
    for (index, layer) in layers.enumerated() {
      if index < names.count, names[index] == "container" { continue }
      drawn += 1
      guard let glyph = LayerCanvas.glyph(opacity: layer.opacity, alternate: drawn % 2 == 0) else { continue }
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

  /// █ ▓ ▒ ░ (or ▓ ▒ ░ · for `alternate`) by opacity quarter; nothing below 0.02 (an invisible layer).
  static func glyph(opacity: Double, alternate: Bool = false) -> Character? {
    guard opacity.isFinite, opacity > 0.02 else { return nil }
    let ramp: [Character] = alternate ? ["▓", "▒", "░", "·"] : ["█", "▓", "▒", "░"]
    if opacity > 0.75 { return ramp[0] }
    if opacity > 0.5 { return ramp[1] }
    if opacity > 0.25 { return ramp[2] }
    return ramp[3]
  }
}
