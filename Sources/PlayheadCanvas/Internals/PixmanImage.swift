import CPixman

/// One pixman image (`pixman_image_t`), released with `pixman_image_unref` when this goes.
final class PixmanImage {
  let pointer: OpaquePointer

  private init(_ pointer: OpaquePointer) { self.pointer = pointer }

  deinit { pixman_image_unref(pointer) }

  /// An ARGB8888 image on the caller's bits (`pixman_image_create_bits` with the buffer's memory).
  static func wrapping(_ buffer: PixelBuffer) -> PixmanImage? {
    pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(buffer.width), Int32(buffer.height),
      buffer.base.assumingMemoryBound(to: UInt32.self), Int32(buffer.stride)
    ).map(PixmanImage.init)
  }

  /// A zeroed ARGB8888 image whose bits pixman owns (`pixman_image_create_bits` with NULL bits),
  /// bilinear (`pixman_image_set_filter`), its edge pixels repeated outward (`pixman_image_set_repeat`
  /// PAD). Its drawer leaves a transparent border of `ContentImage.border` pixels, so outside it is
  /// transparent and sampled across the edge it fades out, which anti-aliases the layer's outline.
  /// (Pixels mapping far outside are not composited through a perspective: see `LayerCompositor`.)
  static func content(width: Int, height: Int) -> PixmanImage? {
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(width), Int32(height), nil, Int32(width * 4))
    else { return nil }
    pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
    return PixmanImage(image)
  }

  /// A 1×1 A8 image repeated everywhere (`PIXMAN_REPEAT_NORMAL`) on `bits`: a solid mask whose one
  /// byte is rewritten per layer, so an opacity costs no allocation (`pixman_image_create_solid_fill`
  /// would make an image each time).
  static func solidMask(bits: UnsafeMutablePointer<UInt32>) -> PixmanImage? {
    guard let image = pixman_image_create_bits(PIXMAN_a8, 1, 1, bits, 4) else { return nil }
    pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL)
    return PixmanImage(image)
  }

  /// The image's bits and stride in bytes (`pixman_image_get_data`, `pixman_image_get_stride`).
  var bits: (base: UnsafeMutableRawPointer, stride: Int)? {
    guard let data = pixman_image_get_data(pointer) else { return nil }
    return (UnsafeMutableRawPointer(data), Int(pixman_image_get_stride(pointer)))
  }

  /// Sets the map from destination to source coordinates (`pixman_image_set_transform`), given in
  /// doubles and stored in 16.16 fixed point. A projective map is the same at any scale, so it is
  /// scaled to use the fixed-point range: an affine one to a last row of exactly (0, 0, 1), which
  /// pixman's affine fast paths need; a perspective one so that x′, y′ and w′ over `region` (the
  /// destination pixels composited) reach ±30 000, inside pixman's 32-bit 16.16 vectors yet with the
  /// small perspective entries keeping their digits. False when it cannot be stored.
  @discardableResult
  func setTransform(_ m: Homography, region: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Bool {
    var k: Double
    if m.g == 0 && m.h == 0 {
      k = 1 / m.i
    } else {
      // The components are linear in (x, y): largest at a corner of the region.
      func largest(_ x: Int, _ y: Int) -> Double {
        let (px, py) = (Double(x), Double(y))
        return max(
          abs(m.a * px + m.b * py + m.c), abs(m.d * px + m.e * py + m.f), abs(m.g * px + m.h * py + m.i))
      }
      // w′ positive over the region (it keeps one sign in front of the eye): pixman divides unsigned.
      let middle = m.g * Double(region.x0 + region.x1) / 2 + m.h * Double(region.y0 + region.y1) / 2 + m.i
      k =
        (middle < 0 ? -30_000 : 30_000)
        / max(
          largest(region.x0, region.y0), largest(region.x1, region.y0), largest(region.x1, region.y1),
          largest(region.x0, region.y1))
    }
    guard k.isFinite, k != 0 else { return false }
    var fits = true
    func fixed(_ v: Double) -> pixman_fixed_t {
      let scaled = (v * k * 65536).rounded()
      guard scaled.isFinite, abs(scaled) < 2_147_483_000 else {
        fits = false
        return 0
      }
      return pixman_fixed_t(scaled)
    }
    var t = pixman_transform()
    t.matrix = (
      (fixed(m.a), fixed(m.b), fixed(m.c)), (fixed(m.d), fixed(m.e), fixed(m.f)),
      (fixed(m.g), fixed(m.h), fixed(m.i))
    )
    return fits && pixman_image_set_transform(pointer, &t) != 0
  }

  /// Composites `source` OVER this image in the destination rectangle (`pixman_image_composite32`),
  /// through `mask` when given; the source is addressed in destination coordinates (its transform
  /// maps them).
  func compositeOver(_ source: PixmanImage, mask: PixmanImage?, x: Int, y: Int, width: Int, height: Int) {
    pixman_image_composite32(
      PIXMAN_OP_OVER, source.pointer, mask?.pointer, pointer, Int32(x), Int32(y), 0, 0, Int32(x), Int32(y),
      Int32(width), Int32(height))
  }

  /// Fills a rectangle of an ARGB8888 buffer with one pixel value (`pixman_fill`, SRC: no blending).
  static func fill(_ buffer: PixelBuffer, x: Int, y: Int, width: Int, height: Int, argb: UInt32) {
    let x0 = max(x, 0)
    let y0 = max(y, 0)
    let x1 = min(x + width, buffer.width)
    let y1 = min(y + height, buffer.height)
    guard x1 > x0, y1 > y0 else { return }
    _ = pixman_fill(
      buffer.base.assumingMemoryBound(to: UInt32.self), Int32(buffer.stride / 4), 32, Int32(x0), Int32(y0),
      Int32(x1 - x0), Int32(y1 - y0), argb)
  }
}
