import CCairo
import PlayheadTiming

/// A layer's content: a pixman image (what the compositor samples) and a cairo image surface on the
/// same bits (what draws it), so drawing and compositing share memory with no copy.
///
/// The face is `width` × `height` pixels inside a transparent border of `border` pixels: the image
/// repeats its edge outward (PAD), so outside the face it is transparent and sampling across the
/// face's edge fades out (the anti-aliased outline).
final class ContentImage {
  static let border = 1
  let image: PixmanImage
  private let surface: OpaquePointer
  let width: Int
  let height: Int

  /// A transparent face of `width` × `height` pixels; nil when memory runs out.
  init?(width: Int, height: Int) {
    let (outerWidth, outerHeight) = (width + 2 * Self.border, height + 2 * Self.border)
    guard let image = PixmanImage.content(width: outerWidth, height: outerHeight), let bits = image.bits
    else {
      return nil
    }
    // cairo_image_surface_create_for_data: cairo draws into pixman's bits (ARGB32 is a8r8g8b8).
    let surface = cairo_image_surface_create_for_data(
      bits.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(outerWidth),
      Int32(outerHeight), Int32(bits.stride))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      if let surface { cairo_surface_destroy(surface) }
      return nil
    }
    self.image = image
    self.surface = surface
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(surface) }

  /// Draws `face` over a cleared image in Core Animation's order: background (rounded by the corner
  /// radius), contents (the PNG by its gravity, then the label centred), border inside the bounds.
  /// With cairo: `cairo_create`, paths (`cairo_arc`, `cairo_rectangle`), `cairo_fill`/`cairo_stroke`,
  /// `cairo_set_source_surface` for the PNG, the toy text API (`cairo_show_text`) for the label.
  func draw(_ face: LayerFace, png: PNGImage?) {
    guard let cr = cairo_create(surface) else { return }
    defer {
      cairo_destroy(cr)
      // cairo_surface_flush: everything drawn is in the bits before pixman reads them.
      cairo_surface_flush(surface)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_translate(cr, Double(Self.border), Double(Self.border))
    cairo_scale(cr, face.densityX, face.densityY)
    let w = Double(width) / face.densityX
    let h = Double(height) / face.densityY
    let radius = min(max(face.cornerRadius, 0), min(w, h) / 2)
    if face.background.alpha > 0 {
      roundedRect(cr, x: 0, y: 0, width: w, height: h, radius: radius)
      setSource(cr, face.background)
      cairo_fill(cr)
    }
    if let png, png.width > 0, png.height > 0 {
      cairo_save(cr)
      roundedRect(cr, x: 0, y: 0, width: w, height: h, radius: radius)
      cairo_clip(cr)
      let placed = ImagePlacement(gravity: face.gravity, bounds: (w, h), image: (png.width, png.height))
      cairo_translate(cr, placed.x, placed.y)
      cairo_scale(cr, placed.width / Double(png.width), placed.height / Double(png.height))
      // Clipped to the image's place and its edge pixels padded outward: scaled up, the image
      // reaches its place's edges at full strength instead of fading over half a source pixel.
      cairo_rectangle(cr, 0, 0, Double(png.width), Double(png.height))
      cairo_clip(cr)
      cairo_set_source_surface(cr, png.surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    if let label = face.label, !label.isEmpty {
      drawLabel(cr, label, width: w, height: h)
    }
    if face.borderWidth > 0, face.border.alpha > 0 {
      let b = min(face.borderWidth, min(w, h) / 2)
      roundedRect(
        cr, x: b / 2, y: b / 2, width: w - b, height: h - b, radius: max(radius - b / 2, 0))
      cairo_set_line_width(cr, b)
      setSource(cr, face.border)
      cairo_stroke(cr)
    }
  }

  /// The label centred, white, its size a tenth of the shorter side (12…48 points), one line.
  private func drawLabel(_ cr: OpaquePointer, _ label: String, width: Double, height: Double) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, min(max(min(width, height) / 10, 12), 48))
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, label, &extents)
    cairo_move_to(
      cr, width / 2 - (extents.width / 2 + extents.x_bearing),
      height / 2 - (extents.height / 2 + extents.y_bearing))
    cairo_set_source_rgba(cr, 1, 1, 1, 0.92)
    cairo_show_text(cr, label)
  }

  private func setSource(_ cr: OpaquePointer, _ c: CanvasColour) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, min(max(c.alpha, 0), 1))
  }

  private func roundedRect(
    _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
  ) {
    cairo_new_path(cr)
    guard radius > 0 else {
      cairo_rectangle(cr, x, y, width, height)
      return
    }
    let r = min(radius, min(width, height) / 2)
    let quarter = Double.pi / 2
    cairo_arc(cr, x + width - r, y + r, r, -quarter, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, quarter)
    cairo_arc(cr, x + r, y + height - r, r, quarter, 2 * quarter)
    cairo_arc(cr, x + r, y + r, r, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }
}
