import Foundation
import PlayheadCanvas
import PlayheadTiming
import Testing

/// A layer's `contents` PNG placed by its gravity: a 4 × 2 image, left half red and right half blue,
/// on a 100 × 100-point layer (one pixel per point, no margin, transparent background).
@Suite struct ImageContentTests {
  static func draw(gravity: ContentsGravity, path: String) -> OwnedPixels {
    let compositor = LayerCompositor()
    compositor.backgroundColour = .clear
    compositor.outlineColour = nil
    compositor.marginPoints = 0
    var layer = LayerValues(positionX: 50, positionY: 50, width: 100, height: 100)
    layer.backgroundAlpha = 0
    let content = LayerContent(
      hasBackgroundColor: true, image: LayerImage(path: path, pixelWidth: 4, pixelHeight: 2),
      contentsGravity: gravity)
    let pixels = OwnedPixels(width: 100, height: 100)
    compositor.draw(
      layers: [layer],
      hierarchy: LayerHierarchy(parents: [-1], sublayerTransforms: [.identity], contents: [content]),
      containerWidth: 100, containerHeight: 100, into: pixels.buffer, scale: 1)
    return pixels
  }

  static func writeImage() throws -> String {
    let image = OwnedPixels(width: 4, height: 2)
    for y in 0..<2 {
      for x in 0..<4 {
        image.buffer.base.storeBytes(
          of: x < 2 ? UInt32(0xffff_0000) : 0xff00_00ff, toByteOffset: y * image.buffer.stride + x * 4,
          as: UInt32.self)
      }
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canvas-\(UUID().uuidString).png"
    ).path
    try image.buffer.writePNG(path: path)
    return path
  }

  static let red = PixelColour(alpha: 255, red: 255, green: 0, blue: 0)
  static let blue = PixelColour(alpha: 255, red: 0, green: 0, blue: 255)
  static let clear = PixelColour(alpha: 0, red: 0, green: 0, blue: 0)

  @Test func resizeStretchesTheImageOverTheBounds() throws {
    let path = try Self.writeImage()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let pixels = Self.draw(gravity: .resize, path: path)
    #expect(pixels.pixel(25, 10) == Self.red)
    #expect(pixels.pixel(25, 90) == Self.red)
    #expect(pixels.pixel(75, 50) == Self.blue)
  }

  @Test func resizeAspectFitsItCentredWithItsShape() throws {
    let path = try Self.writeImage()
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 4 × 2 fitted into 100 × 100: 100 × 50 at y 25…75.
    let pixels = Self.draw(gravity: .resizeAspect, path: path)
    #expect(pixels.pixel(25, 10) == Self.clear)
    #expect(pixels.pixel(25, 50) == Self.red)
    #expect(pixels.pixel(75, 50) == Self.blue)
    #expect(pixels.pixel(75, 90) == Self.clear)
  }

  @Test func anUnreadableImageLeavesTheLayerWithoutIt() {
    let pixels = Self.draw(gravity: .resize, path: "/nonexistent-dir/none.png")
    #expect(pixels.pixel(25, 50) == Self.clear)
  }
}
