/// A caller's pixel memory, not owned: `height` rows of `width` pixels, `stride` bytes apart, each
/// pixel 32-bit ARGB with premultiplied alpha in native byte order (pixman's `PIXMAN_a8r8g8b8`,
/// cairo's `CAIRO_FORMAT_ARGB32`, Wayland's `WL_SHM_FORMAT_ARGB8888`).
///
/// The memory must stay valid and unshared while a `LayerCompositor` draws into it.
public struct PixelBuffer: @unchecked Sendable {
  // @unchecked: a view of memory the caller owns; whoever hands it to another thread hands the memory too.
  public var base: UnsafeMutableRawPointer
  public var width: Int
  public var height: Int
  /// Bytes from one row to the next: at least `width * 4`, a multiple of 4.
  public var stride: Int

  public init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
    precondition(width >= 0 && height >= 0, "a buffer's size is not negative")
    precondition(stride >= width * 4 && stride % 4 == 0, "a row holds its pixels, 4-byte aligned")
    self.base = base
    self.width = width
    self.height = height
    self.stride = stride
  }

  /// The pixel at column `x`, row `y`, as its four premultiplied components (0…255).
  public func pixel(x: Int, y: Int) -> PixelColour {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "the pixel lies in the buffer")
    let word = base.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    return PixelColour(argb: word)
  }

  /// Writes the buffer as a PNG (cairo's `cairo_surface_write_to_png`), for screenshots.
  public func writePNG(path: String) throws(CanvasError) {
    try CairoPNG.write(self, to: path)
  }
}
