import PlayheadSystem

/// Rows as a plain-text table: each column padded to its widest cell, two spaces apart, the last
/// column unpadded (`playhead transitions`, `playhead devices`). Cells are names from files and
/// devices: each is escaped (`TerminalText`, a line break in one too) before it is measured.
enum TextTable {
  static func render(_ rows: [[String]]) -> String {
    let rows = rows.map { $0.map(TerminalText.escaped) }
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cell.count)
      }
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
