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
    // One small code per cell (0 empty, 1–8 a glyph of `LayerCanvas.glyphs`), turned into UTF-8 at the end.
    var cells = [UInt8](repeating: 0, count: columns * rows)
    let cellWidth = containerWidth / Double(columns)
    let cellHeight = containerHeight / Double(rows)
    let radians = Double.pi / 180
    var drawn = 0
    for index in 0..<layers.count {
      if index < names.count, names[index] == "container" { continue }
      drawn += 1
      let layer = layers[index]
      guard let glyph = LayerCanvas.glyphCode(opacity: layer.opacity, alternate: drawn % 2 == 0) else { continue }
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
    var row: [UInt8] = []
    row.reserveCapacity(3 * (columns + 2))
    func border(_ left: String, _ right: String) -> String {
      row.removeAll(keepingCapacity: true)
      row.append(contentsOf: left.utf8)
      for _ in 0..<columns { row.append(contentsOf: LayerCanvas.horizontal) }
      row.append(contentsOf: right.utf8)
      return String(decoding: row, as: UTF8.self)
    }
    lines.append(border("┌", "┐"))
    for r in 0..<rows {
      row.removeAll(keepingCapacity: true)
      row.append(contentsOf: LayerCanvas.vertical)
      for c in 0..<columns {
        let code = Int(cells[r * columns + c])
        if code == 0 { row.append(0x20) } else { row.append(contentsOf: LayerCanvas.glyphs[code - 1]) }
      }
      row.append(contentsOf: LayerCanvas.vertical)
      lines.append(String(decoding: row, as: UTF8.self))
    }
    lines.append(border("└", "┘"))
    return lines
  }

  static let horizontal = Array("─".utf8)
  static let vertical = Array("│".utf8)
  /// The two shadings' glyphs in UTF-8: █ ▓ ▒ ░, then ▓ ▒ ░ ·.
  static let glyphs: [[UInt8]] = ["█", "▓", "▒", "░", "▓", "▒", "░", "·"].map { Array($0.utf8) }

  /// The glyph code (1-based index into `glyphs`) for an opacity, nil when invisible.
  static func glyphCode(opacity: Double, alternate: Bool) -> UInt8? {
    guard opacity.isFinite, opacity > 0.02 else { return nil }
    let base: UInt8 = alternate ? 5 : 1
    if opacity > 0.75 { return base }
    if opacity > 0.5 { return base + 1 }
    if opacity > 0.25 { return base + 2 }
    return base + 3
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
