import Foundation
import PlayheadCanvas
import PlayheadTiming
import Testing

/// The card's outline as it lands in the pixels, found from the pixels alone (the coverage across each
/// edge, `EdgeFinder`), against its corners projected by hand here: Core Animation's rotation about x
/// and the container's perspective written out, not the library's matrices.
@Suite struct CardOutlineTests {
  /// 800 × 768 pixels, scale 1, a margin of 100 (room for the flip's near edge, wider and taller
  /// than the container): the 320 × 568-point container fits at min((800 − 200) / 320,
  /// (768 − 200) / 568) = min(1.875, 1) = 1 pixel per point, centred at ((800 − 320) / 2,
  /// (768 − 568) / 2) = (240, 100).
  static let size = (width: 800, height: 768)
  static let margin = 100.0
  static let origin = (x: 240.0, y: 100.0)

  static func toPixels(_ p: (x: Double, y: Double)) -> (x: Double, y: Double) {
    (origin.x + p.x, origin.y + p.y)
  }

  @Test func theFitIsTheOneWorkedByHand() {
    let fit = LayerCompositor().containerToPixels(
      containerWidth: 320, containerHeight: 568, bufferWidth: 800, bufferHeight: 600, scale: 1)
    #expect(
      fit
        == ContainerFit(
          containerWidth: 320, containerHeight: 568, bufferWidth: 800, bufferHeight: 600, margin: 16))
    #expect(fit.pixelsPerPoint == 1)
    #expect(fit.originX == 240 && fit.originY == 16)
    // At scale 2 on a 1600 × 1200 buffer the margin is 32 pixels: min(1536 / 320, 1136 / 568) = 2.
    let doubled = LayerCompositor().containerToPixels(
      containerWidth: 320, containerHeight: 568, bufferWidth: 1600, bufferHeight: 1200, scale: 2)
    #expect(doubled.pixelsPerPoint == 2 && doubled.originX == 480 && doubled.originY == 32)
  }

  /// A W × H card at the container's centre turned θ about x, seen through m34 = −1/H about the centre:
  /// a bounds point (x, y) goes to (x, y·cos θ, y·sin θ), then w = 1 + z·m34 = 1 − y·sin θ / H, and
  /// lands at the centre plus (x / w, y·cos θ / w).
  static func flipCorners(degrees: Double, width w: Double, height h: Double) -> [(x: Double, y: Double)] {
    let theta = degrees * Double.pi / 180
    return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map { x, y in
      let depth = 1 - y * sin(theta) / h
      return toPixels((w / 2 + x / depth, h / 2 + y * cos(theta) / depth))
    }
  }

  /// A card whose corners are projected by hand: the frame that shows it, where its corners land and
  /// the colour channel that tells it from what is around it.
  enum Card: Sendable, CustomTestStringConvertible {
    /// The flip's from- or to-card at a percent (turned about x through the container's perspective).
    case flip(percent: Double, card: String)
    /// The zoom's top card at a percent (scaled about its centre, no perspective).
    case zoom(percent: Double)
    /// A card turned about y by some degrees (a turn the built-ins do not make).
    case turnedAboutY(degrees: Double)

    var testDescription: String {
      switch self {
      case .flip(let percent, let card): "flip's \(card)-card at \(percent)"
      case .zoom(let percent): "zoom's top card at \(percent)"
      case .turnedAboutY(let degrees): "a card turned \(degrees)° about y"
      }
    }

    /// The from-card (#3366cc) is read by its blue, the to-card (#e07a2e) by its red: 0xcc and 0xe0 on black.
    var readByRed: Bool {
      if case .flip(_, "to") = self { true } else { false }
    }

    func frame() throws -> ScrubbedFrame {
      switch self {
      case .flip(let percent, _): return try ScrubbedFrame("flip", percent: percent)
      case .zoom(let percent): return try ScrubbedFrame("zoom", percent: percent)
      case .turnedAboutY(let degrees):
        var container = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568)
        container.backgroundAlpha = 0
        var card = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568, rotationY: degrees)
        (card.backgroundRed, card.backgroundGreen, card.backgroundBlue, card.backgroundAlpha) = (
          0.2, 0.4, 0.8, 1
        )
        let given = LayerContent(hasBackgroundColor: true)
        var frame = try ScrubbedFrame("flip", percent: 0)
        frame.layers = [container, card]
        frame.hierarchy = LayerHierarchy(
          parents: [-1, 0], sublayerM34: [-1.0 / 568, 0], contents: [given, given])
        frame.names = ["container", "card"]
        return frame
      }
    }

    /// The corners in pixels, projected by hand from the frame's own rotation or scale.
    func expectedCorners(in frame: ScrubbedFrame) throws -> [(x: Double, y: Double)] {
      switch self {
      case .flip(_, let card):
        let values = try frame.values(of: card)
        #expect(values.rotationX != 0)
        return CardOutlineTests.flipCorners(degrees: values.rotationX, width: 320, height: 568)
      case .zoom:
        // Scaled by s about its centre (position): corners at the position ± s·(W/2, H/2).
        let top = try frame.values(of: "top")
        #expect(top.scaleX < 1)
        let (hw, hh) = (top.scaleX * 160, top.scaleY * 284)
        return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { dx, dy in
          CardOutlineTests.toPixels((top.positionX + dx, top.positionY + dy))
        }
      case .turnedAboutY(let degrees):
        // Through m34 = −1/568: a bounds point (x, y) goes to (x·cos θ, y, −x·sin θ), w = 1 + x·sin θ /
        // 568, landing at the centre plus (x·cos θ / w, y / w). Along a row w′ changes, so the
        // compositor cuts rows into pieces.
        let theta = degrees * Double.pi / 180
        return [(-160.0, -284.0), (160, -284), (160, 284), (-160, 284)].map { x, y in
          let depth = 1 + x * sin(theta) / 568
          return CardOutlineTests.toPixels((160 + x * cos(theta) / depth, 284 + y / depth))
        }
      }
    }
  }

  static let cards: [Card] = [
    .flip(percent: 0.1, card: "from"), .flip(percent: 0.25, card: "from"), .flip(percent: 0.4, card: "from"),
    .flip(percent: 0.75, card: "to"), .flip(percent: 0.9, card: "to"),
    .zoom(percent: 0.5), .zoom(percent: 0.8), .zoom(percent: 1.0),
    .turnedAboutY(degrees: 30), .turnedAboutY(degrees: -55),
  ]

  @Test(arguments: cards)
  func cardCornersLieWithinAPixel(_ card: Card) throws {
    let frame = try card.frame()
    let expected = try card.expectedCorners(in: frame)
    let pixels = render(frame)
    let measured = try Self.measureCorners(expected: expected, channel: Self.channel(card, of: pixels))
    Self.expectWithinAPixel(measured, expected, card.testDescription)
  }

  /// The flip's card: its colour inside, the black background outside, and nothing but background more
  /// than 2 pixels outside it.
  @Test(arguments: cards.filter { if case .flip = $0 { true } else { false } })
  func flipCardHasNothingOutside(_ card: Card) throws {
    let frame = try card.frame()
    let expected = try card.expectedCorners(in: frame)
    let pixels = render(frame)
    let channel = Self.channel(card, of: pixels)
    let centre = (
      x: Int((expected[0].x + expected[2].x) / 2), y: Int((expected[0].y + expected[2].y) / 2) - 30
    )
    #expect(channel(centre.x, centre.y) == (card.readByRed ? 0xe0 : 0xcc))
    #expect(pixels.pixel(5, 5) == PixelColour(alpha: 255, red: 0, green: 0, blue: 0))
    // Row by row (the card's side edges run from corner 0 to 3 and 1 to 2).
    var stray = 0
    for y in 0..<Self.size.height {
      let centre = Double(y) + 0.5
      let inside = centre > expected[0].y - 2 && centre < expected[3].y + 2
      let t = (centre - expected[0].y) / (expected[3].y - expected[0].y)
      let left = inside ? expected[0].x + (expected[3].x - expected[0].x) * t - 2 : Double(Self.size.width)
      let right = inside ? expected[1].x + (expected[2].x - expected[1].x) * t + 2 : -1
      for x in 0..<Self.size.width
      where (Double(x) + 1 < left || Double(x) > right) && pixels.pixel(x, y).argb != 0xff00_0000 {
        stray += 1
      }
    }
    #expect(stray == 0)
  }

  static func channel(_ card: Card, of pixels: OwnedPixels) -> (Int, Int) -> Double {
    card.readByRed ? { Double(pixels.pixel($0, $1).red) } : { Double(pixels.pixel($0, $1).blue) }
  }

  /// Each measured corner within a pixel of the one worked by hand, in x and in y.
  static func expectWithinAPixel(
    _ measured: [(x: Double, y: Double)], _ expected: [(x: Double, y: Double)], _ what: String
  ) {
    for k in 0..<4 {
      #expect(
        abs(measured[k].x - expected[k].x) <= 1, "\(what): corner \(k) x \(measured[k].x) ≠ \(expected[k].x)")
      #expect(
        abs(measured[k].y - expected[k].y) <= 1, "\(what): corner \(k) y \(measured[k].y) ≠ \(expected[k].y)")
    }
  }

  /// The compositor these tests draw with: a black background, no container outline, the margin
  /// above, the frame's layer names (WindowScreenshotTests draws through the same one).
  static func compositor(for frame: ScrubbedFrame) -> LayerCompositor {
    let compositor = LayerCompositor()
    compositor.backgroundColour = CanvasColour(red: 0, green: 0, blue: 0)
    compositor.outlineColour = nil
    compositor.marginPoints = Self.margin
    compositor.layerNames = frame.names
    return compositor
  }

  private func render(_ frame: ScrubbedFrame) -> OwnedPixels {
    let compositor = Self.compositor(for: frame)
    let pixels = OwnedPixels(width: Self.size.width, height: Self.size.height)
    compositor.draw(
      layers: frame.layers, hierarchy: frame.hierarchy, containerWidth: frame.container.width,
      containerHeight: frame.container.height, into: pixels.buffer, scale: 1)
    return pixels
  }

  /// Each edge found at two places (30 % and 70 % along it, scanning 6 pixels either side of where
  /// it should be, from outside in), the edges as lines, the corners where they meet.
  static func measureCorners(
    expected e: [(x: Double, y: Double)], channel value: (Int, Int) -> Double
  ) throws -> [(x: Double, y: Double)] {
    func horizontal(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), outsideUp: Bool) throws
      -> EdgeLine
    {
      let points = try [0.3, 0.7].map { f -> (Double, Double) in
        let x = Int(a.x + (b.x - a.x) * f)
        let y = Int(a.y + (b.y - a.y) * ((Double(x) + 0.5 - a.x) / (b.x - a.x)))
        let reach = outsideUp ? 6 : -6
        let edge: Double? = EdgeFinder.alongColumn(x, from: y - reach, to: y + reach, value: value)
        let found = try #require(edge)
        return (found, Double(x) + 0.5)
      }
      return EdgeLine(points[0], points[1])
    }
    func vertical(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), outsideLeft: Bool) throws
      -> EdgeLine
    {
      let points = try [0.3, 0.7].map { f -> (Double, Double) in
        let y = Int(a.y + (b.y - a.y) * f)
        let x = Int(a.x + (b.x - a.x) * ((Double(y) + 0.5 - a.y) / (b.y - a.y)))
        let reach = outsideLeft ? 6 : -6
        let edge: Double? = EdgeFinder.alongRow(y, from: x - reach, to: x + reach, value: value)
        let found = try #require(edge)
        return (found, Double(y) + 0.5)
      }
      return EdgeLine(points[0], points[1])
    }
    let top = try horizontal(e[0], e[1], outsideUp: true)
    let bottom = try horizontal(e[3], e[2], outsideUp: false)
    let left = try vertical(e[0], e[3], outsideLeft: true)
    let right = try vertical(e[1], e[2], outsideLeft: false)
    return [left.meeting(top), right.meeting(top), right.meeting(bottom), left.meeting(bottom)]
  }
}
