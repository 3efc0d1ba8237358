/// The gesture-to-percent mapping: how a gesture's travel in container points becomes UIKit's
/// `percentComplete` (what a pan handler computes before `updateInteractiveTransition(_:)`), per the seeds.
public enum PercentMapping: Sendable, Hashable {
  /// Seed 000: `percent = |ty| / container height`.
  case verticalPan
  /// Seed 001's pieces: `percent = |dx| / distance` (150 pt).
  case horizontalPan(distance: Double)
  /// Any pan direction (the fade): `percent = |translation| / container height`.
  case anyPan
  /// Seed 002: `percent = 1 − scale`.
  case pinch
  /// Seed 004: `percent = tx / distance` toward the anchor (× −1 when resetting), never below 0.
  case slide(distance: Double)
  /// A transition file's swipe over any axis and distance (`|tx| / width`, `|t| / 300`…).
  case pan(PanTravel)

  /// The points of travel that make percent 1 (pinch: the width, unused since scale drives it).
  public func fullTravelPoints(in container: ContainerSize) -> Double {
    switch self {
    case .verticalPan, .anyPan: return container.height
    case .horizontalPan(let d), .slide(let d): return d
    case .pinch: return container.width
    case .pan(let travel): return travel.distance.points(in: container)
    }
  }

  /// A short description for listings.
  public var summary: String {
    switch self {
    case .verticalPan: return "|ty| / height"
    case .horizontalPan(let d): return "|dx| / \(short(d))"
    case .anyPan: return "|t| / height"
    case .pinch: return "1 − scale"
    case .slide(let d): return "dx / \(short(d))"
    case .pan(let travel):
      let over = travel.distance.summary
      if travel.towardDirection { return "dx / \(over)" }
      switch travel.axis {
      case .x: return "|dx| / \(over)"
      case .y: return "|ty| / \(over)"
      case .any: return "|t| / \(over)"
      }
    }
  }
}
