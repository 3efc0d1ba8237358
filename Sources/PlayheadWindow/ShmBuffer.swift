/// One of a `WaylandWindow`'s shared-memory buffers, lent for drawing one frame: `height` rows of
/// `stride` bytes, ARGB8888 premultiplied (little-endian 32-bit words 0xAARRGGBB). Valid until it is
/// committed or the window closes; a buffer drawn but not committed comes back from `nextBuffer()`.
public struct ShmBuffer {
  /// The first pixel (the top-left).
  public let pixels: UnsafeMutableRawPointer
  /// In pixels: the window's size × its scale.
  public let width: Int
  public let height: Int
  /// Bytes from one row to the next.
  public let stride: Int
  /// Which buffer of the window's pool this is.
  let index: Int32
}
