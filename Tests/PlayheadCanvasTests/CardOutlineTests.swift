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

  @Test(arguments: [(0.1, "from"), (0.25, "from"), (0.4, "from"), (0.75, "to"), (0.9, "to")])
  func flipCardCornersLieWithinAPixel(percent: Double, card: String) throws {
    let frame = try ScrubbedFrame("flip", percent: percent)
    let values = try frame.values(of: card)
    #expect(values.rotationX != 0)
    let expected = Self.flipCorners(degrees: values.rotationX, width: 320, height: 568)
    let pixels = render(frame)
    // The from-card (#3366cc) read by its blue, the to-card (#e07a2e) by its red: 0xcc and 0xe0 on black.
    let channel: (Int, Int) -> Double =
      card == "from" ? { Double(pixels.pixel($0, $1).blue) } : { Double(pixels.pixel($0, $1).red) }
    let measured = try Self.measureCorners(expected: expected, channel: channel)
    for k in 0..<4 {
      #expect(abs(measured[k].x - expected[k].x) <= 1, "corner \(k) x at \(percent)")
      #expect(abs(measured[k].y - expected[k].y) <= 1, "corner \(k) y at \(percent)")
    }
    // Inside, the card's colour; outside, the black background.
    let centre = (
      x: Int((expected[0].x + expected[2].x) / 2), y: Int((expected[0].y + expected[2].y) / 2) - 30
    )
    #expect(channel(centre.x, centre.y) == (card == "from" ? 0xcc : 0xe0))
    #expect(pixels.pixel(5, 5) == PixelColour(alpha: 255, red: 0, green: 0, blue: 0))
    // Nothing but background more than 2 pixels outside the card, row by row (the card's side edges
    // run from corner 0 to 3 and 1 to 2).
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

  /// The zoom's top card: scaled by s about its centre (position), no perspective: corners at the
  /// position ± s·(W/2, H/2).
  @Test(arguments: [0.5, 0.8, 1.0])
  func zoomTopCardCornersLieWithinAPixel(percent: Double) throws {
    let frame = try ScrubbedFrame("zoom", percent: percent)
    let top = try frame.values(of: "top")
    #expect(top.scaleX < 1)
    let (hw, hh) = (top.scaleX * 160, top.scaleY * 284)
    let expected = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { dx, dy in
      Self.toPixels((top.positionX + dx, top.positionY + dy))
    }
    let pixels = render(frame)
    let measured = try Self.measureCorners(expected: expected) { Double(pixels.pixel($0, $1).blue) }
    for k in 0..<4 {
      #expect(abs(measured[k].x - expected[k].x) <= 1, "corner \(k) x at \(percent)")
      #expect(abs(measured[k].y - expected[k].y) <= 1, "corner \(k) y at \(percent)")
    }
  }

  /// A card turned θ about y through m34 = −1/568 (a turn the built-ins do not make): a bounds point
  /// (x, y) goes to (x·cos θ, y, −x·sin θ), w = 1 + x·sin θ / 568, landing at the centre plus
  /// (x·cos θ / w, y / w). Along a row w′ changes, so the compositor cuts rows into pieces.
  @Test(arguments: [30.0, -55.0])
  func aCardTurnedAboutYLiesWithinAPixel(degrees: Double) throws {
    let theta = degrees * Double.pi / 180
    let expected = [(-160.0, -284.0), (160, -284), (160, 284), (-160, 284)].map { x, y in
      let depth = 1 + x * sin(theta) / 568
      return Self.toPixels((160 + x * cos(theta) / depth, 284 + y / depth))
    }
    var container = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568)
    container.backgroundAlpha = 0
    var card = LayerValues(positionX: 160, positionY: 284, width: 320, height: 568, rotationY: degrees)
    (card.backgroundRed, card.backgroundGreen, card.backgroundBlue, card.backgroundAlpha) = (0.2, 0.4, 0.8, 1)
    let given = LayerContent(hasBackgroundColor: true)
    var frame = try ScrubbedFrame("flip", percent: 0)
    frame.layers = [container, card]
    frame.hierarchy = LayerHierarchy(
      parents: [-1, 0], sublayerM34: [-1.0 / 568, 0], contents: [given, given])
    frame.names = ["container", "card"]
    let pixels = render(frame)
    let measured = try Self.measureCorners(expected: expected) { Double(pixels.pixel($0, $1).blue) }
    for k in 0..<4 {
      #expect(abs(measured[k].x - expected[k].x) <= 1, "corner \(k) x at \(degrees)°")
      #expect(abs(measured[k].y - expected[k].y) <= 1, "corner \(k) y at \(degrees)°")
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
