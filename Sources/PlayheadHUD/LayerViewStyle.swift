/// How the layer view turns covered sub-cells into characters.
public enum LayerViewStyle: String, Sendable, CaseIterable {
  /// Braille dots, 2 × 4 per cell (U+2800…U+28FF).
  case braille
  /// Half blocks, 1 × 2 per cell (▀ ▄ █).
  case blocks
  /// Plain ASCII for terminals whose locale is not UTF-8: a density ramp over 2 × 4 sub-cells.
  case ascii

  /// Sub-cells across and down one cell.
  public var subcells: (x: Int, y: Int) {
    switch self {
    case .braille, .ascii: return (2, 4)
    case .blocks: return (1, 2)
    }
  }
}

/// What the terminal can show, read from the environment: colour unless `NO_COLOR` is set to
/// anything but the empty string (no-color.org) or `TERM` is unset or `dumb`; Unicode when the locale's character
/// set (LC_ALL, else LC_CTYPE, else LANG) is UTF-8; 24-bit colour when `COLORTERM` is `truecolor` or
/// `24bit`, xterm's 256 when `TERM` names `256color`, else the eight ANSI colours.
public struct TerminalCapabilities: Sendable, Equatable {
  public var colour: Bool
  public var unicode: Bool
  /// How a layer's own colour (its `backgroundColor`) is written.
  public var colourDepth: ColourDepth

  public init(colour: Bool, unicode: Bool, colourDepth: ColourDepth = .basic) {
    self.colour = colour
    self.unicode = unicode
    self.colourDepth = colourDepth
  }

  /// The capabilities the variables describe (`environment` as `getenv` would answer).
  public init(environment: (String) -> String?) {
    let term = environment("TERM") ?? ""
    colour = (environment("NO_COLOR") ?? "").isEmpty && !term.isEmpty && term != "dumb"
    let colorterm = (environment("COLORTERM") ?? "").lowercased()
    if colorterm == "truecolor" || colorterm == "24bit" || term.hasSuffix("-direct") {
      colourDepth = .truecolor
    } else {
      colourDepth = term.contains("256color") ? .palette256 : .basic
    }
    // The first of them set to something: an empty one is as good as unset.
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty } ?? ""
    let lower = locale.lowercased()
    unicode = lower.contains("utf-8") || lower.contains("utf8")
  }

  /// The layer view's style: braille where Unicode shows, ASCII where it does not.
  public var style: LayerViewStyle { unicode ? .braille : .ascii }
}
