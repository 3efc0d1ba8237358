import PlayheadTiming

/// Draws a frame of a transition's layers into a caller's pixels, as Core Animation's render server
/// would: each layer's content drawn once into an image, then every frame composited through the
/// layer's 3D transform.
///
/// A frame: clear to `backgroundColour`; fit the container centred in the buffer (`containerToPixels`);
/// outline the container faintly; then each drawn layer (`LayerHierarchy.isDrawn`) back to front in
/// `LayerDrawingOrder`, its bounds put through `LayerHierarchy.containerTransforms` (its frame, its
/// parents' sublayerTransforms with their perspective, flattened; the same geometry as `sample`'s
/// quads and the terminal's layer view). A planar layer's bounds reach the screen by a homography,
/// whose inverse samples the content bilinearly (edges anti-aliased), composited OVER with the
/// layer's opacity times its ancestors' (group opacity approximated per layer).
///
/// Skipped, counted in `skippedLayerCount`: a layer with no area, one with a corner at or behind the
/// eye (w ≤ 0 after the perspective: Core Animation clips such layers at the eye plane; this canvas
/// leaves them out rather than draw them inside out), and one seen edge-on (under one square pixel).
/// `masksToBounds` does not clip sublayers here.
///
/// Steady state allocates nothing: the transforms, quads, order and content images are kept, and a
/// layer's content is redrawn only when its `LayerFace` changes (size in pixels, corner radius,
/// border, colours, label, image).
public final class LayerCompositor {
  /// Behind the container.
  public var backgroundColour = CanvasColour(hex: 0x16181d)
  /// The container's outline, nil for none.
  public var outlineColour: CanvasColour? = CanvasColour(hex: 0x3a3f4a)
  /// The room left on each side of the container, points (times the scale in pixels).
  public var marginPoints = 16.0
  /// Each layer's name by index (`TransitionDriver.layerNames`): a layer without given colours is
  /// styled and labelled by it. Empty: no names.
  public var layerNames: [String] = []

  /// Content images drawn since this compositor was made (a test's window on the caching).
  public private(set) var contentDrawCount = 0
  /// Layers the last frame left out (no area, behind the eye, edge-on; see above).
  public private(set) var skippedLayerCount = 0

  private var matrices: [Transform3D] = []
  private var quads: [Quad] = []
  private var order = LayerDrawingOrder()
  private var slots: [LayerSlot] = []
  private var destinations: [(key: BufferKey, image: PixmanImage)] = []
  private let maskBits: UnsafeMutablePointer<UInt32>
  private let mask: PixmanImage?

  public init() {
    maskBits = .allocate(capacity: 1)
    maskBits.initialize(to: 0)
    mask = PixmanImage.solidMask(bits: maskBits)
  }

  deinit {
    destinations.removeAll()
    maskBits.deallocate()
  }

  /// The container's mapping into a buffer of `bufferWidth` × `bufferHeight` pixels at output
  /// `scale`: `ContainerFit` with a margin of `marginPoints × scale` pixels.
  public func containerToPixels(
    containerWidth: Double, containerHeight: Double, bufferWidth: Int, bufferHeight: Int, scale: Int
  ) -> ContainerFit {
    ContainerFit(
      containerWidth: containerWidth, containerHeight: containerHeight, bufferWidth: bufferWidth,
      bufferHeight: bufferHeight, margin: marginPoints * Double(max(scale, 1)))
  }

  /// Draws one frame: `layers` (presentation values, indexed like `hierarchy`) in a container of
  /// `containerWidth` × `containerHeight` points into `buffer`, at output `scale` (the margin and
  /// outline grow with it).
  public func draw(
    layers: [LayerValues], hierarchy: LayerHierarchy, containerWidth: Double, containerHeight: Double,
    into buffer: PixelBuffer, scale: Int
  ) {
    skippedLayerCount = 0
    guard buffer.width > 0, buffer.height > 0 else { return }
    let fit = containerToPixels(
      containerWidth: containerWidth, containerHeight: containerHeight, bufferWidth: buffer.width,
      bufferHeight: buffer.height, scale: scale)
    PixmanImage.fill(
      buffer, x: 0, y: 0, width: buffer.width, height: buffer.height, argb: backgroundColour.premultipliedARGB
    )
    if let outlineColour {
      drawOutline(
        fit, width: containerWidth, height: containerHeight, scale: scale, colour: outlineColour, buffer)
    }
    guard let destination = destination(for: buffer) else { return }
    let count = min(layers.count, hierarchy.count)
    while slots.count < count { slots.append(LayerSlot()) }
    hierarchy.containerTransforms(layers, into: &matrices)
    if quads.count < count {
      let zero = Quad(topLeft: (0, 0), topRight: (0, 0), bottomRight: (0, 0), bottomLeft: (0, 0))
      quads = [Quad](repeating: zero, count: count)
    }
    for i in 0..<count { quads[i] = layers[i].quad(through: matrices[i]) }
    order.update(layers, hierarchy: hierarchy)
    for i in order.indices where hierarchy.isDrawn(i, in: layers, quad: quads[i]) {
      if !composite(i, layers: layers, hierarchy: hierarchy, fit: fit, onto: destination, buffer) {
        skippedLayerCount += 1
      }
    }
  }

  /// Composites layer `i`; false when it is skipped.
  private func composite(
    _ i: Int, layers: [LayerValues], hierarchy: LayerHierarchy, fit: ContainerFit,
    onto destination: PixmanImage, _ buffer: PixelBuffer
  ) -> Bool {
    let values = layers[i]
    let name = i < layerNames.count ? layerNames[i] : nil
    guard
      let face = LayerFace(
        values: values, content: hierarchy.contents[i], name: name, density: fit.pixelsPerPoint)
    else { return false }
    let slot = slots[i]
    guard let content = slot.content(for: face, drawn: &contentDrawCount) else { return false }
    if face.isEmpty { return true }

    // Behind the eye: w ≤ 0 at a corner of the bounds (w is linear, so then nowhere else matters).
    let toContainer = Homography(layerToContainer: matrices[i])
    let hw = values.width / 2
    let hh = values.height / 2
    guard toContainer.w(-hw, -hh) > 0, toContainer.w(hw, -hh) > 0, toContainer.w(hw, hh) > 0,
      toContainer.w(-hw, hh) > 0
    else { return false }
    // Edge-on: under one square pixel on the screen.
    let area = abs(quads[i].doubleSignedArea) / 2 * fit.pixelsPerPoint * fit.pixelsPerPoint
    guard area.isFinite, area >= 1 else { return false }

    // Content pixels (past the image's transparent border) to the layer's centred bounds.
    let border = Double(ContentImage.border)
    let imageToLayer = Homography.affine(
      scaleX: 1 / face.densityX, scaleY: 1 / face.densityY, translateX: -border / face.densityX - hw,
      translateY: -border / face.densityY - hh)
    let toPixels = Homography.affine(
      scaleX: fit.pixelsPerPoint, scaleY: fit.pixelsPerPoint, translateX: fit.originX, translateY: fit.originY
    )
    guard let inverse = toPixels.after(toContainer).after(imageToLayer).inverse else { return false }

    let q = quads[i]
    let p0 = fit.pixel(q.topLeftX, q.topLeftY)
    let p1 = fit.pixel(q.topRightX, q.topRightY)
    let p2 = fit.pixel(q.bottomRightX, q.bottomRightY)
    let p3 = fit.pixel(q.bottomLeftX, q.bottomLeftY)
    let corners = PixelQuad(x0: p0.x, y0: p0.y, x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, x3: p3.x, y3: p3.y)
    // The quad's pixels (one more around for the anti-aliased edge), within the buffer.
    let x0 = max(Int(max(corners.minX, -1).rounded(.down)) - 1, 0)
    let y0 = max(Int(max(corners.minY, -1).rounded(.down)), 0)
    let x1 = min(Int(min(corners.maxX, Double(buffer.width + 1)).rounded(.up)) + 1, buffer.width)
    let y1 = min(Int(min(corners.maxY, Double(buffer.height + 1)).rounded(.up)), buffer.height)
    guard x1 > x0, y1 > y0 else { return true }
    let projective = inverse.g != 0 || inverse.h != 0

    var opacity = 1.0
    var j = i
    while j >= 0 {
      opacity *= min(max(layers[j].opacity, 0), 1)
      j = hierarchy.parents[j]
    }
    let alpha = UInt8((opacity * 255).rounded())
    guard alpha > 0 else { return true }
    if alpha < 255 {
      UnsafeMutableRawPointer(maskBits).storeBytes(of: alpha, as: UInt8.self)
    }
    let layerMask = alpha < 255 ? mask : nil
    guard projective else {
      guard content.image.setTransform(inverse, region: (x0, y0, x1, y1)) else { return false }
      destination.compositeOver(content.image, mask: layerMask, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      return true
    }
    // Through a perspective, row by row over the quad's own span, each row (or piece of one) as the
    // affine chord of the homography along it: pixman's affine fast paths instead of its projective
    // fetch, which costs ~20 ns a pixel and divides x′/w′ unsigned (a pixel mapping left of or above
    // the image samples some other texel: streaks beside a turning card). A turn about x keeps w′
    // constant along a row, so its chords are exact; otherwise a row is cut into pieces until the
    // chord strays under 0.1 content pixel from the curve at a piece's middle.
    for y in y0..<y1 {
      guard let span = corners.span(row: y) else { continue }
      let left = max(Int(span.low.rounded(.down)) - 1, x0)
      let right = min(Int(span.high.rounded(.up)) + 1, x1)
      guard right > left else { continue }
      let centre = Double(y) + 0.5
      let first = Double(left) + 0.5
      let last = Double(right) - 0.5
      let p = inverse.map(first, centre)
      let q = inverse.map(last, centre)
      let m = inverse.map((first + last) / 2, centre)
      let stray = max(abs(m.x - (p.x + q.x) / 2), abs(m.y - (p.y + q.y) / 2))
      // The stray shrinks with the square of a piece's length.
      let pieces = stray <= 0.1 ? 1 : min(Int((stray / 0.1).squareRoot().rounded(.up)), 64, right - left)
      for k in 0..<pieces {
        let a = left + (right - left) * k / pieces
        let b = left + (right - left) * (k + 1) / pieces
        let chord = inverse.chord(y: centre, from: Double(a) + 0.5, to: Double(max(b - 1, a)) + 0.5)
        guard content.image.setTransform(chord, region: (a, y, b, y + 1)) else { continue }
        destination.compositeOver(content.image, mask: layerMask, x: a, y: y, width: b - a, height: 1)
      }
    }
    return true
  }

  /// The container's rectangle, one line of `scale` pixels inside its edge.
  private func drawOutline(
    _ fit: ContainerFit, width: Double, height: Double, scale: Int, colour: CanvasColour,
    _ buffer: PixelBuffer
  ) {
    let topLeft = fit.pixel(0, 0)
    let bottomRight = fit.pixel(width, height)
    let x0 = Int(topLeft.x.rounded())
    let y0 = Int(topLeft.y.rounded())
    let x1 = Int(bottomRight.x.rounded())
    let y1 = Int(bottomRight.y.rounded())
    let t = max(scale, 1)
    let argb = colour.premultipliedARGB
    PixmanImage.fill(buffer, x: x0, y: y0, width: x1 - x0, height: t, argb: argb)
    PixmanImage.fill(buffer, x: x0, y: y1 - t, width: x1 - x0, height: t, argb: argb)
    PixmanImage.fill(buffer, x: x0, y: y0, width: t, height: y1 - y0, argb: argb)
    PixmanImage.fill(buffer, x: x1 - t, y: y0, width: t, height: y1 - y0, argb: argb)
  }

  /// The pixman image on `buffer`'s memory, kept for the last few buffers (a window's pool).
  private func destination(for buffer: PixelBuffer) -> PixmanImage? {
    let key = BufferKey(buffer)
    if let found = destinations.firstIndex(where: { $0.key == key }) { return destinations[found].image }
    guard let image = PixmanImage.wrapping(buffer) else { return nil }
    if destinations.count >= 4 { destinations.removeFirst() }
    destinations.append((key, image))
    return image
  }
}

/// What identifies a caller's buffer: its memory and shape.
private struct BufferKey: Equatable {
  var base: UnsafeMutableRawPointer
  var width: Int
  var height: Int
  var stride: Int

  init(_ b: PixelBuffer) { (base, width, height, stride) = (b.base, b.width, b.height, b.stride) }
}
