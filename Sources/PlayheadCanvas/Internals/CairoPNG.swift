import CCairo

/// Writing a caller's pixels as a PNG.
enum CairoPNG {
  /// `cairo_image_surface_create_for_data` on the buffer, then `cairo_surface_write_to_png`.
  static func write(_ buffer: PixelBuffer, to path: String) throws(CanvasError) {
    guard
      let surface = cairo_image_surface_create_for_data(
        buffer.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(buffer.width),
        Int32(buffer.height), Int32(buffer.stride))
    else { throw .cannotWritePNG(path: path, reason: "no memory") }
    defer { cairo_surface_destroy(surface) }
    var status = cairo_surface_status(surface)
    if status == CAIRO_STATUS_SUCCESS { status = cairo_surface_write_to_png(surface, path) }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cannotWritePNG(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }
}
