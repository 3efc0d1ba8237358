/// A swipe's percent mapping written in a transition file: which component of the translation
/// counts, over which distance (`|tx| / width`, `|t| / height`, `max(0, ±tx) / 276`…).
public struct PanTravel: Sendable, Hashable {
  /// The component of the translation that counts.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// `|tx|`.
    case x
    /// `|ty|`.
    case y
    /// `|translation|`, any direction.
    case any
  }

  /// The travel that makes percent 1: one of the container's sides (read when the percent is
  /// computed, so a resized container keeps the mapping) or a number of points.
  public enum Distance: Sendable, Hashable {
    case width
    case height
    case points(Double)

    /// The distance in `container`, in points.
    public func points(in container: ContainerSize) -> Double {
      switch self {
      case .width: return container.width
      case .height: return container.height
      case .points(let d): return d
      }
    }

    /// `width`, `height` or the number, for listings.
    public var summary: String {
      switch self {
      case .width: return "width"
      case .height: return "height"
      case .points(let d): return short(d)
      }
    }
  }

  public var axis: Axis
  public var distance: Distance
  /// Only travel in the swipe's direction counts, never below 0 (axis x; ECSlidingViewController).
  public var towardDirection: Bool

  public init(axis: Axis, distance: Distance, towardDirection: Bool = false) {
    self.axis = axis
    self.distance = distance
    self.towardDirection = towardDirection
  }
}
