/// The values of one layer: its model values, or its presentation values at a sampled time.
///
/// The geometric fields (`LayerProperty.geometry`) are the JSON object of `playhead sample` and of the
/// state log's frame records; the content fields after them are for the pictures.
/// Angles are in degrees, lengths in points. The transform is applied as
/// translate · rotateZ · rotateY · rotateX · scale about the layer's centre (see `Transform3D`).
public struct LayerValues: Sendable, Hashable, Codable {
  public var opacity: Double
  public var positionX: Double
  public var positionY: Double
  public var width: Double
  public var height: Double
  public var rotationX: Double
  public var rotationY: Double
  public var rotationZ: Double
  public var scaleX: Double
  public var scaleY: Double
  public var translationX: Double
  public var translationY: Double
  public var translationZ: Double
  /// Content (not in `sample --json` nor the state log): corner radius and border width in points,
  /// the background and border colours as RGBA in 0…1, interpolated component by component.
  public var cornerRadius: Double = 0
  public var borderWidth: Double = 0
  /// CA's default background is none: transparent.
  public var backgroundRed: Double = 0
  public var backgroundGreen: Double = 0
  public var backgroundBlue: Double = 0
  public var backgroundAlpha: Double = 0
  /// CA's default border colour is opaque black.
  public var borderRed: Double = 0
  public var borderGreen: Double = 0
  public var borderBlue: Double = 0
  public var borderAlpha: Double = 1

  /// The contract's fields only: content is for the pictures, not the JSON of `sample` or the log.
  enum CodingKeys: String, CodingKey {
    case opacity, positionX, positionY, width, height, rotationX, rotationY, rotationZ, scaleX, scaleY
    case translationX, translationY, translationZ
  }

  /// Values with Core Animation's defaults: opaque, identity transform, unless given.
  public init(
    opacity: Double = 1, positionX: Double = 0, positionY: Double = 0, width: Double = 0,
    height: Double = 0, rotationX: Double = 0, rotationY: Double = 0, rotationZ: Double = 0,
    scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0,
    translationZ: Double = 0
  ) {
    self.opacity = opacity
    self.positionX = positionX
    self.positionY = positionY
    self.width = width
    self.height = height
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.rotationZ = rotationZ
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.translationX = translationX
    self.translationY = translationY
    self.translationZ = translationZ
  }

  /// Opaque, at the origin, zero size, identity transform.
  public static let identity = LayerValues()

  /// One field by property.
  @inlinable public subscript(property: LayerProperty) -> Double {
    get {
      switch property {
      case .opacity: return opacity
      case .positionX: return positionX
      case .positionY: return positionY
      case .width: return width
      case .height: return height
      case .rotationX: return rotationX
      case .rotationY: return rotationY
      case .rotationZ: return rotationZ
      case .scaleX: return scaleX
      case .scaleY: return scaleY
      case .translationX: return translationX
      case .translationY: return translationY
      case .translationZ: return translationZ
      case .cornerRadius: return cornerRadius
      case .borderWidth: return borderWidth
      case .backgroundRed: return backgroundRed
      case .backgroundGreen: return backgroundGreen
      case .backgroundBlue: return backgroundBlue
      case .backgroundAlpha: return backgroundAlpha
      case .borderRed: return borderRed
      case .borderGreen: return borderGreen
      case .borderBlue: return borderBlue
      case .borderAlpha: return borderAlpha
      }
    }
    set {
      switch property {
      case .opacity: opacity = newValue
      case .positionX: positionX = newValue
      case .positionY: positionY = newValue
      case .width: width = newValue
      case .height: height = newValue
      case .rotationX: rotationX = newValue
      case .rotationY: rotationY = newValue
      case .rotationZ: rotationZ = newValue
      case .scaleX: scaleX = newValue
      case .scaleY: scaleY = newValue
      case .translationX: translationX = newValue
      case .translationY: translationY = newValue
      case .translationZ: translationZ = newValue
      case .cornerRadius: cornerRadius = newValue
      case .borderWidth: borderWidth = newValue
      case .backgroundRed: backgroundRed = newValue
      case .backgroundGreen: backgroundGreen = newValue
      case .backgroundBlue: backgroundBlue = newValue
      case .backgroundAlpha: backgroundAlpha = newValue
      case .borderRed: borderRed = newValue
      case .borderGreen: borderGreen = newValue
      case .borderBlue: borderBlue = newValue
      case .borderAlpha: borderAlpha = newValue
      }
    }
  }
}
