import PlayheadTiming

/// Everything a layer's content image depends on: its pixel size and density, corner radius, border,
/// colours, label and image. The compositor redraws a layer's content only when this changes.
struct LayerFace: Sendable, Hashable {
  var pixelWidth: Int
  var pixelHeight: Int
  /// Content pixels per point, across and down.
  var densityX: Double
  var densityY: Double
  var cornerRadius: Double
  var borderWidth: Double
  var background: CanvasColour
  var border: CanvasColour
  var label: String?
  var image: LayerImage?
  var gravity: ContentsGravity

  /// The largest content image side, pixels: a huge layer is drawn coarser, not allocated whole.
  static let largestSide = 4096

  /// The face of layer `values` named `name` with `content`, drawn at `density` pixels per point;
  /// nil when it has no area. Colours given by the layer (or an animation) are drawn as Core
  /// Animation would; a layer given none gets its role's (`RoleStyle`): a rounded, bordered card
  /// labelled with its name.
  init?(values: LayerValues, content: LayerContent, name: String?, density: Double) {
    guard values.width > 0, values.height > 0, density > 0 else { return nil }
    let side = Double(Self.largestSide)
    let w = values.width * density
    let h = values.height * density
    guard w.isFinite, h.isFinite else { return nil }
    pixelWidth = max(1, Int(min(w, side).rounded(.up)))
    pixelHeight = max(1, Int(min(h, side).rounded(.up)))
    densityX = Double(pixelWidth) / values.width
    densityY = Double(pixelHeight) / values.height
    image = content.image
    gravity = content.contentsGravity
    if content.hasBackgroundColor || content.hasBorderColor {
      // Core Animation's default background is none.
      background =
        content.hasBackgroundColor
        ? CanvasColour(
          red: values.backgroundRed, green: values.backgroundGreen, blue: values.backgroundBlue,
          alpha: values.backgroundAlpha)
        : .clear
      border = CanvasColour(
        red: values.borderRed, green: values.borderGreen, blue: values.borderBlue, alpha: values.borderAlpha)
      borderWidth = values.borderWidth
      cornerRadius = values.cornerRadius
      label = content.label
    } else {
      let role = RoleStyle(name: name)
      background = role.background
      border = role.border
      borderWidth = role.background.alpha > 0 ? 1 : 0
      cornerRadius = values.cornerRadius > 0 ? values.cornerRadius : role.cornerRadius
      label = content.label ?? role.label
    }
  }

  /// True when nothing would show: no fill, border, label or image.
  var isEmpty: Bool {
    background.alpha <= 0 && (borderWidth <= 0 || border.alpha <= 0) && label == nil && image == nil
  }
}
