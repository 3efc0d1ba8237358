import PlayheadTiming
import Testing

@testable import PlayheadHUD

/// A layer's own background colour in the layer view, as the terminal can show it: the palette
/// indices are worked from xterm's cube (levels 0, 95, 135, 175, 215, 255; index 16 + 36r + 6g + b)
/// and grey ramp (232 + k for 8 + 10k).
@Suite struct LayerColourTests {
  /// Two full-size layers side by side: the left one red with `backgroundColor`, the right one
  /// without (the view's own colour for the second drawn layer: yellow, SGR 33).
  static func draw(colour: Bool, depth: ColourDepth) -> String {
    var red = LayerValues(positionX: 40, positionY: 50, width: 80, height: 100)
    (red.backgroundRed, red.backgroundGreen, red.backgroundBlue, red.backgroundAlpha) = (1, 0, 0, 1)
    let plain = LayerValues(positionX: 120, positionY: 50, width: 80, height: 100)
    let hierarchy = LayerHierarchy(
      parents: [-1, -1], sublayerM34: [0, 0], contents: [LayerContent(hasBackgroundColor: true), .none])
    var view = LayerView(style: .blocks, colour: colour, colourDepth: depth)
    var grid = TextGrid()
    grid.reset(rows: 20, columnLimit: 200)
    view.draw(
      [red, plain], names: ["a", "b"], hierarchy: hierarchy, containerWidth: 160, containerHeight: 100,
      columns: 34, rows: 12, into: &grid)
    return grid.lines.joined(separator: "\n")
  }

  @Test func theLayersColourAtEachDepth() {
    let truecolor = Self.draw(colour: true, depth: .truecolor)
    #expect(truecolor.contains("\u{1B}[38;2;255;0;0m") && truecolor.contains("\u{1B}[33m"))
    // Red (255, 0, 0): cube (5, 0, 0) = 16 + 180 = 196.
    #expect(Self.draw(colour: true, depth: .palette256).contains("\u{1B}[38;5;196m"))
    // Nearest of the eight: red (205, 0, 0), SGR 31.
    #expect(Self.draw(colour: true, depth: .basic).contains("\u{1B}[31m"))
    // NO_COLOR (no colour capability): no escape at all.
    #expect(!Self.draw(colour: false, depth: .truecolor).contains("\u{1B}"))
  }

  @Test func nearestPaletteColours() {
    // (51, 102, 204): cube levels 95, 95, 215 → 16 + 36 + 6 + 4 = 62 (distance 44² + 7² + 11² = 2106,
    // against grey 118's 67² + 16² + 86² = 12141).
    #expect(TerminalColour.nearest256((51, 102, 204)) == 62)
    // (128, 128, 128): grey 128 = 8 + 10 · 12 → 244 (the cube's nearest, 135, is 3 × 49 away).
    #expect(TerminalColour.nearest256((128, 128, 128)) == 244)
    #expect(TerminalColour.nearest256((0, 0, 0)) == 16)
    #expect(TerminalColour.nearestBasic((0, 200, 210)) == 6)  // cyan (0, 205, 205)
  }

  @Test func depthFromTheEnvironment() {
    #expect(
      TerminalCapabilities { ["TERM": "xterm", "COLORTERM": "truecolor"][$0] }.colourDepth == .truecolor)
    #expect(TerminalCapabilities { ["TERM": "xterm-256color"][$0] }.colourDepth == .palette256)
    #expect(TerminalCapabilities { ["TERM": "xterm"][$0] }.colourDepth == .basic)
  }
}
