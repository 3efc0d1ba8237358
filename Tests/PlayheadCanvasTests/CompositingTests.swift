import Foundation
import PlayheadCanvas
import PlayheadTiming
import Testing

/// Opacity, skipping and caching on small scenes worked by hand: a 100 × 100-point container on a
/// 100 × 100 buffer with no margin is one pixel per point at the origin.
@Suite struct CompositingTests {
  static func compositor() -> LayerCompositor {
    let c = LayerCompositor()
    c.backgroundColour = .clear
    c.outlineColour = nil
    c.marginPoints = 0
    return c
  }

  static func coloured(_ values: LayerValues, red: Double, green: Double, blue: Double, alpha: Double = 1)
    -> LayerValues
  {
    var v = values
    (v.backgroundRed, v.backgroundGreen, v.backgroundBlue, v.backgroundAlpha) = (red, green, blue, alpha)
    return v
  }

  static let given = LayerContent(hasBackgroundColor: true)

  @Test func opacityCompositesOverWithPremultipliedArithmetic() {
    // Red fills the container; green, 50 × 50 at its centre, at opacity 0.6 = 153/255 over it:
    // green 255·153/255 = 153, red 255·(255 − 153)/255 = 102, opaque.
    let back = Self.coloured(
      LayerValues(positionX: 50, positionY: 50, width: 100, height: 100), red: 1, green: 0, blue: 0)
    let front = Self.coloured(
      LayerValues(opacity: 0.6, positionX: 50, positionY: 50, width: 50, height: 50), red: 0, green: 1,
      blue: 0)
    let hierarchy = LayerHierarchy(
      parents: [-1, -1], sublayerTransforms: [.identity, .identity], contents: [Self.given, Self.given])
    let pixels = OwnedPixels(width: 100, height: 100)
    Self.compositor().draw(
      layers: [back, front], hierarchy: hierarchy, containerWidth: 100, containerHeight: 100,
      into: pixels.buffer,
      scale: 1)
    #expect(pixels.pixel(50, 50) == PixelColour(alpha: 255, red: 102, green: 153, blue: 0))
    #expect(pixels.pixel(30, 69) == PixelColour(alpha: 255, red: 102, green: 153, blue: 0))
    #expect(pixels.pixel(10, 10) == PixelColour(alpha: 255, red: 255, green: 0, blue: 0))
  }

  @Test func anAncestorsOpacityMultipliesIn() {
    // A parent at 0.5 showing nothing holds green at 0.4: 0.2 = 51/255 over transparent, premultiplied.
    let parent = Self.coloured(
      LayerValues(opacity: 0.5, positionX: 50, positionY: 50, width: 100, height: 100), red: 0, green: 0,
      blue: 0,
      alpha: 0)
    let child = Self.coloured(
      LayerValues(opacity: 0.4, positionX: 50, positionY: 50, width: 50, height: 50), red: 0, green: 1,
      blue: 0)
    let hierarchy = LayerHierarchy(
      parents: [-1, 0], sublayerTransforms: [.identity, .identity], contents: [Self.given, Self.given])
    let pixels = OwnedPixels(width: 100, height: 100)
    Self.compositor().draw(
      layers: [parent, child], hierarchy: hierarchy, containerWidth: 100, containerHeight: 100,
      into: pixels.buffer, scale: 1)
    #expect(pixels.pixel(50, 50) == PixelColour(alpha: 51, red: 0, green: 51, blue: 0))
    #expect(pixels.pixel(10, 10) == PixelColour(alpha: 0, red: 0, green: 0, blue: 0))
  }

  @Test func aLayerBehindTheEyeIsSkipped() {
    // Perspective m34 = −1/100: w = 1 − z/100. Moved 150 toward the viewer, w = −0.5 everywhere;
    // turned 80° about x with a 400-point height, its bottom edge has z = 200·sin 80° ≈ 197, w < 0.
    let parent = Self.coloured(
      LayerValues(positionX: 50, positionY: 50, width: 100, height: 100), red: 0, green: 0, blue: 0, alpha: 0)
    let near = Self.coloured(
      LayerValues(positionX: 50, positionY: 50, width: 50, height: 50, translationZ: 150), red: 0, green: 1,
      blue: 0)
    let tilted = Self.coloured(
      LayerValues(positionX: 50, positionY: 50, width: 50, height: 400, rotationX: 80), red: 0, green: 0,
      blue: 1)
    let hierarchy = LayerHierarchy(
      parents: [-1, 0, 0], sublayerM34: [-1.0 / 100, 0, 0], contents: [Self.given, Self.given, Self.given])
    let pixels = OwnedPixels(width: 100, height: 100)
    let compositor = Self.compositor()
    compositor.draw(
      layers: [parent, near, tilted], hierarchy: hierarchy, containerWidth: 100, containerHeight: 100,
      into: pixels.buffer, scale: 1)
    #expect(compositor.skippedLayerCount == 2)
    var touched = 0
    for y in 0..<100 { for x in 0..<100 where pixels.pixel(x, y).alpha != 0 { touched += 1 } }
    #expect(touched == 0)
  }

  @Test func contentIsDrawnOnceUntilWhatItShowsChanges() throws {
    let compositor = LayerCompositor()
    var frame = try ScrubbedFrame("flip", percent: 0.1)
    compositor.layerNames = frame.names
    let pixels = OwnedPixels(width: 200, height: 300)
    func draw() {
      compositor.draw(
        layers: frame.layers, hierarchy: frame.hierarchy, containerWidth: frame.container.width,
        containerHeight: frame.container.height, into: pixels.buffer, scale: 1)
    }
    draw()
    // container, from, to: each drawn once.
    #expect(compositor.contentDrawCount == 3)
    draw()
    frame.layers = try ScrubbedFrame("flip", percent: 0.3).layers
    draw()
    frame.layers = try ScrubbedFrame("flip", percent: 0.8).layers
    draw()
    #expect(compositor.contentDrawCount == 3)
    // One layer's corner radius: that layer alone.
    let to = try #require(frame.names.firstIndex(of: "to"))
    frame.layers[to].cornerRadius = 20
    draw()
    draw()
    #expect(compositor.contentDrawCount == 4)
    // A new buffer size changes the content's pixels per point: every layer again.
    let bigger = OwnedPixels(width: 400, height: 600)
    compositor.draw(
      layers: frame.layers, hierarchy: frame.hierarchy, containerWidth: frame.container.width,
      containerHeight: frame.container.height, into: bigger.buffer, scale: 1)
    #expect(compositor.contentDrawCount == 7)
  }

  @Test func aBufferIsWrittenAsAPNG() throws {
    let pixels = OwnedPixels(width: 4, height: 3)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canvas-\(UUID().uuidString).png"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try pixels.buffer.writePNG(path: path)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)).prefix(8))
    #expect(bytes == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    #expect(throws: CanvasError.self) { try pixels.buffer.writePNG(path: "/nonexistent-dir/x.png") }
  }
}
