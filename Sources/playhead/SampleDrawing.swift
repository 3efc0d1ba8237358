import ArgumentParser
import Glibc
import PlayheadHUD
import PlayheadTransitions

/// `playhead sample … --draw COLSxROWS`: the HUD's layer view alone, for one percent, on standard
/// output (colour only on a terminal that has it, as the HUD decides).
struct SampleDrawing {
  let columns: Int
  let rows: Int
  let style: LayerViewStyle
  let colour: Bool
  let colourDepth: ColourDepth

  /// Reads the panel size and style; a bad one is a one-line usage error (64).
  init(panel: String, style: String?, json: Bool) throws {
    if json {
      throw CLIError.usage("give --json or --draw, not both")
    }
    let parts = panel.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (3...1000).contains(c),
      (3...1000).contains(r)
    else {
      throw CLIError.usage("--draw must be COLSxROWS with each from 3 to 1000, e.g. 40x20; got \(panel)")
    }
    let capabilities = TerminalCapabilities { getenv($0).map { String(cString: $0) } }
    if let style {
      guard let chosen = LayerViewStyle(rawValue: style) else {
        throw CLIError.usage("--style must be braille, blocks or ascii; got \(style)")
      }
      self.style = chosen
    } else {
      self.style = capabilities.style
    }
    columns = c
    rows = r
    colour = capabilities.colour && isatty(STDOUT_FILENO) == 1
    colourDepth = capabilities.colourDepth
  }

  func print(_ report: SampleReport) throws {
    var view = LayerView(style: style, colour: colour, colourDepth: colourDepth)
    var grid = TextGrid()
    grid.reset(rows: rows, columnLimit: columns)
    view.draw(
      report.layers.map(\.values), names: report.layers.map(\.name), hierarchy: report.hierarchy,
      containerWidth: report.container.width, containerHeight: report.container.height, columns: columns,
      rows: rows,
      into: &grid)
    for line in grid.lines { Swift.print(line) }
  }
}
