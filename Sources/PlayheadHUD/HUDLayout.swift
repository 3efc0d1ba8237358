/// What of the HUD a terminal of a given size shows, by priority. The title, the gesture and
/// interaction, the frame, latency and key lines always show; when rows run short the drawing goes
/// first (the gesture strip, with its blank), then the blank lines, then the layers' values, then the
/// gesture's details. The layer view needs `HUD.drawingMinimumWidth` columns. Whatever is hidden is
/// named on the row under the title, with the size that shows everything.
public struct HUDLayout: Sendable, Equatable {
  public var layerView: Bool
  /// The layer view is wanted at all (not when a window draws the layers: the terminal keeps the text).
  public var wantsLayerView: Bool
  public var gestureStrip: Bool
  public var layerValues: Bool
  public var gestureDetails: Bool
  /// How many of the three optional blank lines (after the gesture, after the decision, after the
  /// layers' values) show, in that order.
  public var blanks: Int
  /// Rows the whole text column takes, a notice aside (the note's "needs").
  public var fullRows: Int

  /// The layout for `layers` layers on a terminal of `size`; `notice` when a notice line is shown;
  /// `wantsLayerView` false leaves the drawing out without saying it is hidden (`--window` draws it).
  public init(size: (columns: Int, rows: Int), layers: Int, notice: Bool, wantsLayerView: Bool = true) {
    self.wantsLayerView = wantsLayerView
    // title, the note's row, gesture 1 + 3 details, interaction, bar, strip + blank, speed, decision,
    // reason, the layers' header + one each, frame, latency, keys; and three blanks.
    let details = 3
    let strip = 2
    let values = 1 + layers
    let fixed = 2 + 1 + 1 + 1 + 3 + 3
    fullRows = fixed + details + strip + values + 3
    // A notice (a reload's failure) takes a row of its own for as long as it shows.
    var excess = fullRows + (notice ? 1 : 0) - max(size.rows, 0)
    layerView =
      wantsLayerView && size.columns >= HUD.drawingMinimumWidth && size.rows - HUD.drawingTop - 1 > 2
    gestureStrip = excess <= 0
    if !gestureStrip { excess -= strip }
    blanks = 3 - min(max(excess, 0), 3)
    excess -= 3 - blanks
    layerValues = excess <= 0
    if !layerValues { excess -= values }
    gestureDetails = excess <= 0
    if !gestureDetails { excess -= details }
    // Rows a dropped block left over go back to blank lines.
    if excess < 0 { blanks += min(3 - blanks, -excess) }
  }

  /// Whether anything is hidden (then the row under the title says what).
  public var hidesSomething: Bool {
    !((layerView || !wantsLayerView) && gestureStrip && layerValues && gestureDetails)
  }
}
