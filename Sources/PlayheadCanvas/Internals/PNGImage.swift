import CCairo

/// A PNG decoded once (`cairo_image_surface_create_from_png`), kept while a layer shows it.
final class PNGImage {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  /// Nil when the file cannot be read or is not a PNG (the layer is then drawn without it).
  init?(path: String) {
    guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }
}
