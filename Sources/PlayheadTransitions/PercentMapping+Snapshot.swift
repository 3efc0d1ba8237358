import PlayheadGestures

extension PercentMapping {
  /// The seed's percent for a snapshot (translation in container points), unclamped.
  /// `direction` is +1 for a presentation and −1 for a dismissal (only the slide family uses it).
  public func percent(of s: GestureSnapshot, container: ContainerSize, direction: Double) -> Double {
    switch self {
    case .pinch: return 1 - s.scale
    case .pan(let travel):
      let d = travel.distance.points(in: container)
      if travel.towardDirection { return max(0, direction * s.translation.x / d) }
      switch travel.axis {
      case .x: return abs(s.translation.x) / d
      case .y: return abs(s.translation.y) / d
      case .any: return s.translation.length / d
      }
    }
  }

  /// The unit direction along which the percent grows for this snapshot: the sign of the travel
  /// (the previous one, `latched`, when the fingers are back at the start).
  public func progressAxis(of s: GestureSnapshot, latched: Vector2, direction: Double) -> Vector2 {
    switch self {
    case .pinch:
      return latched
    case .pan(let travel):
      if travel.towardDirection { return Vector2(x: direction, y: 0) }
      switch travel.axis {
      case .x: return s.translation.x == 0 ? latched : Vector2(x: s.translation.x > 0 ? 1 : -1, y: 0)
      case .y: return s.translation.y == 0 ? latched : Vector2(x: 0, y: s.translation.y > 0 ? 1 : -1)
      case .any:
        let length = s.translation.length
        return length > 0 && length.isFinite ? s.translation * (1 / length) : latched
      }
    }
  }

  /// Signed percent travelled along `axis` (for re-grabs: added to the grabbed percent).
  public func signedPercent(of s: GestureSnapshot, axis: Vector2, container: ContainerSize) -> Double {
    switch self {
    case .pinch: return 1 - s.scale
    case .pan:
      let along = s.translation.x * axis.x + s.translation.y * axis.y
      return along / fullTravelPoints(in: container)
    }
  }

  /// Velocity in percent per second along `axis` (positive toward finishing).
  public func velocity(of s: GestureSnapshot, axis: Vector2, container: ContainerSize) -> Double {
    switch self {
    case .pinch: return -s.scaleVelocity
    case .pan:
      let along = s.velocity.x * axis.x + s.velocity.y * axis.y
      return along / fullTravelPoints(in: container)
    }
  }

  /// The axis a transition progresses along before any travel: down for vertical pans, right for
  /// horizontal ones, the slide's direction.
  public func defaultAxis(direction: Double) -> Vector2 {
    switch self {
    case .pinch: return Vector2(x: 1, y: 0)
    case .pan(let travel):
      if travel.towardDirection { return Vector2(x: direction, y: 0) }
      return travel.axis == .x ? Vector2(x: 1, y: 0) : Vector2(x: 0, y: 1)
    }
  }
}
