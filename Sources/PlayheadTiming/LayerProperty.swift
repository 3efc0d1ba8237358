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
  public var keyPath: String {
    switch self {
    case .opacity: return "opacity"
    case .positionX: return "position.x"
    case .positionY: return "position.y"
    case .width: return "bounds.size.width"
    case .height: return "bounds.size.height"
    case .rotationX: return "transform.rotation.x"
    case .rotationY: return "transform.rotation.y"
    case .rotationZ: return "transform.rotation.z"
    case .scaleX: return "transform.scale.x"
    case .scaleY: return "transform.scale.y"
    case .translationX: return "transform.translation.x"
    case .translationY: return "transform.translation.y"
    case .translationZ: return "transform.translation.z"
    case .anchorPointX: return "anchorPoint.x"
    case .anchorPointY: return "anchorPoint.y"
    case .anchorPointZ: return "anchorPointZ"
    case .zPosition: return "zPosition"
    case .hidden: return "hidden"
    case .doubleSided: return "doubleSided"
    case .masksToBounds: return "masksToBounds"
    case .sublayerRotationX: return "sublayerTransform.rotation.x"
    case .sublayerRotationY: return "sublayerTransform.rotation.y"
    case .sublayerRotationZ: return "sublayerTransform.rotation.z"
    case .sublayerScaleX: return "sublayerTransform.scale.x"
    case .sublayerScaleY: return "sublayerTransform.scale.y"
    case .sublayerTranslationX: return "sublayerTransform.translation.x"
    case .sublayerTranslationY: return "sublayerTransform.translation.y"
    case .sublayerTranslationZ: return "sublayerTransform.translation.z"
    case .cornerRadius: return "cornerRadius"
    case .borderWidth: return "borderWidth"
    case .backgroundRed: return "backgroundColor.red"
    case .backgroundGreen: return "backgroundColor.green"
    case .backgroundBlue: return "backgroundColor.blue"
    case .backgroundAlpha: return "backgroundColor.alpha"
    case .borderRed: return "borderColor.red"
    case .borderGreen: return "borderColor.green"
    case .borderBlue: return "borderColor.blue"
    case .borderAlpha: return "borderColor.alpha"
    }
  }

  /// The `LayerValues` field name (the JSON key).
  public var name: String {
    switch self {
    case .opacity: return "opacity"
    case .positionX: return "positionX"
    case .positionY: return "positionY"
    case .width: return "width"
    case .height: return "height"
    case .rotationX: return "rotationX"
    case .rotationY: return "rotationY"
    case .rotationZ: return "rotationZ"
    case .scaleX: return "scaleX"
    case .scaleY: return "scaleY"
    case .translationX: return "translationX"
    case .translationY: return "translationY"
    case .translationZ: return "translationZ"
    case .anchorPointX: return "anchorPointX"
    case .anchorPointY: return "anchorPointY"
    case .anchorPointZ: return "anchorPointZ"
    case .zPosition: return "zPosition"
    case .hidden: return "hidden"
    case .doubleSided: return "doubleSided"
    case .masksToBounds: return "masksToBounds"
    case .sublayerRotationX: return "sublayerRotationX"
    case .sublayerRotationY: return "sublayerRotationY"
    case .sublayerRotationZ: return "sublayerRotationZ"
    case .sublayerScaleX: return "sublayerScaleX"
    case .sublayerScaleY: return "sublayerScaleY"
    case .sublayerTranslationX: return "sublayerTranslationX"
    case .sublayerTranslationY: return "sublayerTranslationY"
    case .sublayerTranslationZ: return "sublayerTranslationZ"
    case .cornerRadius: return "cornerRadius"
    case .borderWidth: return "borderWidth"
    case .backgroundRed: return "backgroundRed"
    case .backgroundGreen: return "backgroundGreen"
    case .backgroundBlue: return "backgroundBlue"
    case .backgroundAlpha: return "backgroundAlpha"
    case .borderRed: return "borderRed"
    case .borderGreen: return "borderGreen"
    case .borderBlue: return "borderBlue"
    case .borderAlpha: return "borderAlpha"
    }
  }

  public var description: String { name }

  /// The 13 fields every sample and state-log record carries, in the contract's order.
  public static let contractFields: [LayerProperty] = Array(allCases.prefix(13))

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
