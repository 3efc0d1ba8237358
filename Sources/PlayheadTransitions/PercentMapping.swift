/// The gesture-to-percent mapping: how a gesture's travel in container points becomes UIKit's
/// `percentComplete` (what a pan handler computes before `updateInteractiveTransition(_:)`), per the seeds.
public enum PercentMapping: Sendable, Hashable {
  /// Seed 002: `percent = 1 − scale`.
  case pinch
  /// A swipe: a component of the translation over a distance (`|tx| / width`, `|t| / 300`…). The
  /// seeds' swipes are the pans below.
  case pan(PanTravel)

  /// Seed 000: `percent = |ty| / container height`.
  public static let verticalPan = pan(PanTravel(axis: .y, distance: .height))
  /// Any pan direction (the fade): `percent = |translation| / container height`.
  public static let anyPan = pan(PanTravel(axis: .any, distance: .height))
  /// Seed 001's pieces: `percent = |dx| / distance` (150 pt).
  public static func horizontalPan(distance: Double) -> PercentMapping {
    pan(PanTravel(axis: .x, distance: .points(distance)))
  }
  /// Seed 004: `percent = tx / distance` toward the anchor (× −1 when resetting), never below 0.
  public static func slide(distance: Double) -> PercentMapping {
    pan(PanTravel(axis: .x, distance: .points(distance), towardDirection: true))
  }

  /// The points of travel that make percent 1 (pinch: the width, unused since scale drives it).
  public func fullTravelPoints(in container: ContainerSize) -> Double {
    switch self {
    case .pinch: return container.width
    case .pan(let travel): return travel.distance.points(in: container)
    }
  }

  /// A short description for listings.
  public var summary: String {
    switch self {
    case .pinch: return "1 − scale"
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
