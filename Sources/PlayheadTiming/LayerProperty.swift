/// An animatable scalar of a layer: one field of `LayerValues`.
///
/// Angles are in degrees, lengths in points. Each property animates on its own, as a Core Animation
/// key path such as `transform.rotation.x` does.
public enum LayerProperty: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case opacity, positionX, positionY, width, height
  case rotationX, rotationY, rotationZ, scaleX, scaleY
  case translationX, translationY, translationZ

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
    }
  }

  public var description: String { name }

  /// UIKit's view animations add on this property when they overlap (position, bounds and transform
  /// since iOS 8); the others (opacity) replace: the later animation wins from the value showing.
  public var isAdditive: Bool { self != .opacity }

  /// The property with this field name or key path.
  public init?(named name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name || $0.keyPath == name }) else {
      return nil
    }
    self = match
  }
}
