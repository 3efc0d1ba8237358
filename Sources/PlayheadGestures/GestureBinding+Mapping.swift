import PlayheadEvents

extension GestureBinding {
  /// The snapshot in the container's points: translation and velocity in points (points/s), scale
  /// and rotation untouched, `units == .points`. Content motion, in UIKit's coordinates (y down).
  ///
  /// With a direction, only the travel along it counts: its component along the direction, clamped
  /// at 0 (moving back past the start is no travel), placed on the direction's axis with UIKit's sign
  /// (`up` gives a negative y). The velocity keeps its sign, so a flick back shows as negative, except
  /// while there is no travel: then velocity against the direction is dropped, because a transition
  /// reads its axis from the travel and, with none, would take a flick back for a flick forward.
  ///
  /// - Parameters:
  ///   - container: the container's size in points.
  ///   - fullTravelPoints: the transition's full travel in points, used with `.distance`.
  public func map(
    _ snapshot: GestureSnapshot, container: (width: Double, height: Double), fullTravelPoints: Double
  ) -> GestureSnapshot {
    guard snapshot.units != .points else { return snapshot }
    var mapped = snapshot
    mapped.units = .points
    let natural = naturalScrolling ? 1.0 : -1.0
    if let direction, kind == .swipe {
      // Only the direction's axis is scaled (measured, issue 26: the other axis's divisions went unused).
      let k = pointsPerUnit(direction.axis, snapshot, container, fullTravelPoints)
      let along = component(snapshot.translation, direction.axis) * direction.sign * natural
      let alongVelocity = component(snapshot.velocity, direction.axis) * direction.sign * natural
      let travel = max(0, along) * k
      mapped.translation = place(travel * direction.sign, on: direction.axis)
      let velocity = travel != 0 || alongVelocity > 0 ? alongVelocity : 0
      mapped.velocity = place(velocity * k * direction.sign, on: direction.axis)
    } else {
      let kx = pointsPerUnit(.horizontal, snapshot, container, fullTravelPoints)
      let ky = pointsPerUnit(.vertical, snapshot, container, fullTravelPoints)
      mapped.translation = Vector2(
        x: snapshot.translation.x * kx * natural, y: snapshot.translation.y * ky * natural)
      mapped.velocity = Vector2(x: snapshot.velocity.x * kx * natural, y: snapshot.velocity.y * ky * natural)
    }
    return mapped
  }

  /// Points per snapshot unit along an axis.
  public func pointsPerUnit(
    _ axis: Axis, _ snapshot: GestureSnapshot, _ container: (width: Double, height: Double),
    _ fullTravelPoints: Double
  ) -> Double {
    // Millimetres per unit of the snapshot.
    let mmPerUnit: Double
    switch snapshot.units {
    case .millimetres, .points: mmPerUnit = 1
    case .libinput: mmPerUnit = millimetresPerUnit
    }
    let result: Double
    switch travel {
    case .touchpad:
      let pad = snapshot.touchpadSizeMM ?? assumedTouchpadSizeMM
      let padMM = axis == .horizontal ? pad.x : pad.y
      let containerPoints = axis == .horizontal ? container.width : container.height
      result = containerPoints / (padMM / mmPerUnit)
    case .distance(let millimetres):
      result = fullTravelPoints / (millimetres / mmPerUnit)
    }
    return result.isFinite ? result : 0
  }

  private func component(_ v: Vector2, _ axis: Axis) -> Double {
    axis == .horizontal ? v.x : v.y
  }

  private func place(_ value: Double, on axis: Axis) -> Vector2 {
    axis == .horizontal ? Vector2(x: value, y: 0) : Vector2(x: 0, y: value)
  }
}
