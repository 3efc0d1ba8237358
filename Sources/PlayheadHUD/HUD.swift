import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions

/// The HUD's picture of one frame: the layout, and `render` as a pure function from a frame and a
/// terminal size to lines of text (monochrome braille, an empty gesture strip but for this frame).
///
/// The left column (56 characters) shows the gesture, the interaction with its gesture strip, the
/// layers' values, the frame clock and latency; the right column draws the layers (`LayerView`) when
/// the terminal is at least 76 wide, as tall as the terminal allows. `HUDRenderer` draws the same
/// screen frame after frame without allocating; this is its one-shot form for tests.
public enum HUD {
  /// Width of the text column.
  public static let textWidth = 56
  /// Columns needed to show the drawing beside the text.
  public static let drawingMinimumWidth = 76
  /// Width of the percent bar, in cells.
  static let barWidth = 30
  /// The row the drawing starts on, and the column.
  static let drawingTop = 2
  static let drawingLeft = textWidth + 2
  /// Columns of the gesture strip's sparkline (after its label).
  static let stripWidth = 44

  /// The screen for `frame` on a terminal of `size` cells.
  public static func render(_ frame: Frame, size: (columns: Int, rows: Int)) -> [String] {
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: false, unicode: true))
    renderer.render(frame, size: size)
    return renderer.grid.lines
  }

  /// The drawing's panel on a terminal of `size`: the rows below `drawingTop` (less one), and as wide
  /// as the container's aspect needs, up to the columns right of the text.
  static func panel(size: (columns: Int, rows: Int), containerWidth: Double, containerHeight: Double) -> (
    columns: Int, rows: Int
  ) {
    let rows = max(size.rows - drawingTop - 1, 0)
    let available = max(size.columns - drawingLeft, 0)
    guard containerWidth > 0, containerHeight > 0, rows > 2 else { return (available, rows) }
    // Sub-cells are square and a cell is two of them down per one across (braille: 4 × 2).
    let needed = Int((Double(rows - 2) * 2 * containerWidth / containerHeight).rounded(.up)) + 2
    return (min(available, needed), rows)
  }
}
