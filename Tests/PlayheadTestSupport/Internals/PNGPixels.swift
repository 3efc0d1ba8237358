import CPlayheadPNG

/// A PNG's pixels (a weston screenshot), read with cairo's `cairo_image_surface_create_from_png`
/// through `playhead_png_load` (Tests/CPlayheadPNG).
public struct PNGImage: Sendable {
  public let width: Int
  public let height: Int
  /// Rows packed, each pixel 0xAARRGGBB (premultiplied).
  public let pixels: [UInt32]

  /// nil when `path` is not a PNG cairo reads.
  public init?(path: String) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard let data = playhead_png_load(path, &width, &height) else { return nil }
    defer { playhead_png_free(data) }
    self.width = Int(width)
    self.height = Int(height)
    pixels = Array(UnsafeBufferPointer(start: data, count: Int(width) * Int(height)))
  }

  /// The pixel at (`x`, `y`) from the top-left.
  public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
