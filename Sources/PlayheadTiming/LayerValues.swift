/// The values of one layer: its model values, or its presentation values at a sampled time.
///
/// The geometric fields (`LayerProperty.geometry`, the 13 contract fields) are the JSON object of
/// `playhead sample` and of the state log's frame records; `sample` adds the layer keys after them
/// only for a transition that uses them; the content fields after those are for the pictures.
/// Angles are in degrees, lengths in points. The transform is applied as
/// translate · rotateZ · rotateY · rotateX · scale about the anchor point (see `Transform3D`,
/// `LayerValues+Geometry`). Neither the layer keys nor the content are in the `Codable` form.
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
  /// Where `position` sits in the bounds, in unit coordinates (0.5, 0.5: the centre), and along z.
  public var anchorPointX = 0.5
  public var anchorPointY = 0.5
  public var anchorPointZ = 0.0
  /// Depth in the parent: added to z before the parent's sublayerTransform; sorts siblings.
  public var zPosition = 0.0
  /// Booleans as 0 or 1 (animatable like every property; see `LayerProperty.isBoolean`).
  public var hidden = 0.0
  public var doubleSided = 1.0
  public var masksToBounds = 0.0
  /// The sublayerTransform's animatable components (degrees, factors, points), applied as the
  /// layer's own transform's are, then the layer's whole `sublayerTransform` matrix.
  public var sublayerRotationX = 0.0
  public var sublayerRotationY = 0.0
  public var sublayerRotationZ = 0.0
  public var sublayerScaleX = 1.0
  public var sublayerScaleY = 1.0
  public var sublayerTranslationX = 0.0
  public var sublayerTranslationY = 0.0
  public var sublayerTranslationZ = 0.0

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

  /// The Codable form: exactly the 13 contract fields (the geometry); neither the layer keys nor
  /// content are in it.
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
      case .anchorPointX: return anchorPointX
      case .anchorPointY: return anchorPointY
      case .anchorPointZ: return anchorPointZ
      case .zPosition: return zPosition
      case .hidden: return hidden
      case .doubleSided: return doubleSided
      case .masksToBounds: return masksToBounds
      case .sublayerRotationX: return sublayerRotationX
      case .sublayerRotationY: return sublayerRotationY
      case .sublayerRotationZ: return sublayerRotationZ
      case .sublayerScaleX: return sublayerScaleX
      case .sublayerScaleY: return sublayerScaleY
      case .sublayerTranslationX: return sublayerTranslationX
      case .sublayerTranslationY: return sublayerTranslationY
      case .sublayerTranslationZ: return sublayerTranslationZ
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
      case .anchorPointX: anchorPointX = newValue
      case .anchorPointY: anchorPointY = newValue
      case .anchorPointZ: anchorPointZ = newValue
      case .zPosition: zPosition = newValue
      case .hidden: hidden = newValue
      case .doubleSided: doubleSided = newValue
      case .masksToBounds: masksToBounds = newValue
      case .sublayerRotationX: sublayerRotationX = newValue
      case .sublayerRotationY: sublayerRotationY = newValue
      case .sublayerRotationZ: sublayerRotationZ = newValue
      case .sublayerScaleX: sublayerScaleX = newValue
      case .sublayerScaleY: sublayerScaleY = newValue
      case .sublayerTranslationX: sublayerTranslationX = newValue
      case .sublayerTranslationY: sublayerTranslationY = newValue
      case .sublayerTranslationZ: sublayerTranslationZ = newValue
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
