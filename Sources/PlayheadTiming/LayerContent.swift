/// What a layer shows on its face beyond its colours (those animate, in `LayerValues`): a label,
/// an image and how it sits in the bounds. Fixed for a transition; the pictures read it.
public struct LayerContent: Sendable, Hashable {
  /// `backgroundColor` / `borderColor` were given (by the layer or an animation): the pictures use
  /// the layer's colours instead of their own.
  public var hasBackgroundColor = false
  public var hasBorderColor = false
  /// Text drawn on the layer's face (a `CATextLayer`'s string, centred).
  public var label: String?
  /// A PNG drawn as the layer's `contents`.
  public var image: LayerImage?
  /// Where `contents` sits in the bounds (CA's default: resize).
  public var contentsGravity: ContentsGravity = .resize

  public init(
    hasBackgroundColor: Bool = false, hasBorderColor: Bool = false, label: String? = nil,
    image: LayerImage? = nil, contentsGravity: ContentsGravity = .resize
  ) {
    self.hasBackgroundColor = hasBackgroundColor
    self.hasBorderColor = hasBorderColor
    self.label = label
    self.image = image
    self.contentsGravity = contentsGravity
  }

  /// Nothing to draw but the layer's geometry.
  public static let none = LayerContent()
}

/// A PNG a layer shows: where it is and its size in pixels (from its IHDR chunk).
public struct LayerImage: Sendable, Hashable {
  public var path: String
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(path: String, pixelWidth: Int, pixelHeight: Int) {
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
