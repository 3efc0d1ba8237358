/// An animatable scalar of a layer: one field of `LayerValues`.
///
/// Angles are in degrees, lengths in points. Each property animates on its own, as a Core Animation
/// key path such as `transform.rotation.x` does.
public enum LayerProperty: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case opacity, positionX, positionY, width, height
  case rotationX, rotationY, rotationZ, scaleX, scaleY
  case translationX, translationY, translationZ
  // Core Animation's other layer keys: the anchor, the depth and three discrete booleans (0 or 1).
  case anchorPointX, anchorPointY, anchorPointZ, zPosition, hidden, doubleSided, masksToBounds
  // The sublayerTransform's components, as CA's `sublayerTransform.rotation.x` … key paths animate
  // them: applied before the layer's whole sublayerTransform matrix (its perspective last).
  case sublayerRotationX, sublayerRotationY, sublayerRotationZ, sublayerScaleX, sublayerScaleY
  case sublayerTranslationX, sublayerTranslationY, sublayerTranslationZ
  /// Content: CA's `cornerRadius`, `borderWidth`, and `backgroundColor` and `borderColor` as four
  /// components each (a colour animates in RGBA, component by component).
  case cornerRadius, borderWidth
  case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
  case borderRed, borderGreen, borderBlue, borderAlpha

  /// Where a layer is and how it is turned: the fields `sample --json` and the state log write.
  public static let geometry: [LayerProperty] = allCases.filter { $0.rawValue <= translationZ.rawValue }
  /// The four components of `backgroundColor` and of `borderColor`, in RGBA order.
  public static let backgroundColor: [LayerProperty] = [
    .backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha,
  ]
  public static let borderColor: [LayerProperty] = [.borderRed, .borderGreen, .borderBlue, .borderAlpha]

  /// The Core Animation key path this property stands for (also the animation's default key).
  public var keyPath: String { Self.keyPaths[rawValue] }

  /// The `LayerValues` field name (the JSON key).
  public var name: String { Self.names[rawValue] }

  /// The key paths and field names, by raw value (the cases' order).
  private static let keyPaths = [
    "opacity", "position.x", "position.y", "bounds.size.width", "bounds.size.height", "transform.rotation.x",
    "transform.rotation.y", "transform.rotation.z", "transform.scale.x", "transform.scale.y",
    "transform.translation.x", "transform.translation.y", "transform.translation.z", "anchorPoint.x",
    "anchorPoint.y", "anchorPointZ", "zPosition", "hidden", "doubleSided", "masksToBounds",
    "sublayerTransform.rotation.x", "sublayerTransform.rotation.y", "sublayerTransform.rotation.z",
    "sublayerTransform.scale.x", "sublayerTransform.scale.y", "sublayerTransform.translation.x",
    "sublayerTransform.translation.y", "sublayerTransform.translation.z", "cornerRadius", "borderWidth",
    "backgroundColor.red", "backgroundColor.green", "backgroundColor.blue", "backgroundColor.alpha",
    "borderColor.red", "borderColor.green", "borderColor.blue", "borderColor.alpha",
  ]
  private static let names = [
    "opacity", "positionX", "positionY", "width", "height", "rotationX", "rotationY", "rotationZ", "scaleX",
    "scaleY", "translationX", "translationY", "translationZ", "anchorPointX", "anchorPointY", "anchorPointZ",
    "zPosition", "hidden", "doubleSided", "masksToBounds", "sublayerRotationX", "sublayerRotationY",
    "sublayerRotationZ", "sublayerScaleX", "sublayerScaleY", "sublayerTranslationX", "sublayerTranslationY",
    "sublayerTranslationZ", "cornerRadius", "borderWidth", "backgroundRed", "backgroundGreen",
    "backgroundBlue", "backgroundAlpha", "borderRed", "borderGreen", "borderBlue", "borderAlpha",
  ]

  public var description: String { name }

  /// The layer keys after them (anchor, depth, booleans, the sublayerTransform's components): written
  /// only where a transition uses them,
  /// so the records of a transition that does not stay as they were. The content properties after
  /// these (corner radius, border width, colours) are not among them: they are never in the JSON.
  public static let layerKeys: [LayerProperty] = allCases.filter {
    (anchorPointX.rawValue...sublayerTranslationZ.rawValue).contains($0.rawValue)
  }

  /// A Core Animation boolean: animated as a number, shown as 1 while it is at least 0.5, else 0.
  @inlinable public var isBoolean: Bool {
    switch self {
    case .hidden, .doubleSided, .masksToBounds: return true
    default: return false
    }
  }

  /// UIKit's view animations add on this property when they overlap (position, bounds and transform
  /// since iOS 8); the others (opacity) replace: the later animation wins from the value showing.
  public var isAdditive: Bool { self.rawValue <= Self.translationZ.rawValue && self != .opacity }

  /// The property with this field name or key path.
  public init?(named name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name || $0.keyPath == name }) else {
      return nil
    }
    self = match
  }
}
