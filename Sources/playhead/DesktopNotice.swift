import PlayheadEngine
import PlayheadGestures
import PlayheadInput

/// The line `live` and `devices` print when the desktop's own gestures would act on Playhead's gesture
/// too (GNOME Shell, KWin, Hyprland, niri: their defaults in `DesktopGestures`).
enum DesktopNotice {
  /// The line for a slot's gesture and its dismissal gesture in `session`, nil when they collide with
  /// nothing (another desktop, a pinch, a finger count the desktop leaves alone).
  /// `short`: the HUD's one-row form.
  static func line(
    binding: GestureBinding, dismissal: GestureBinding?, session: DesktopSession, short: Bool = false
  )
    -> String?
  {
    guard let desktop = session.desktop, session.readsTouchpadGestures, binding.kind == .swipe else {
      return nil
    }
    var directions = Set(binding.direction.map { [direction(of: $0)] } ?? DesktopGestures.Direction.allCases)
    if let dismissal, dismissal.kind == .swipe, dismissal.fingers == binding.fingers,
      let back = dismissal.direction
    {
      directions.insert(direction(of: back))
    }
    guard
      let collision = DesktopGestures.collision(
        desktop: desktop, fingers: binding.fingers, directions: directions)
    else { return nil }
    let gesture = "\(binding.fingers.lowerBound)-finger \(describe(directions))swipes"
    let alternative = { (count: Int) -> String in
      var other = binding
      other.fingers = count...count
      return other.description
    }
    return short
      ? collision.shortLine(gesture: gesture, alternative: alternative)
      : collision.line(gesture: gesture, alternative: alternative)
  }

  /// The line for the main slot of an engine configuration.
  static func line(
    for configuration: EngineConfiguration, session: DesktopSession = .current(), short: Bool = false
  )
    -> String?
  {
    guard let slot = configuration.slots.first else { return nil }
    return line(binding: slot.binding, dismissal: slot.dismissalBinding, session: session, short: short)
  }

  private static func direction(of direction: GestureBinding.Direction) -> DesktopGestures.Direction {
    switch direction {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    }
  }

  private static func describe(_ directions: Set<DesktopGestures.Direction>) -> String {
    let vertical = directions.contains(.up) || directions.contains(.down)
    let horizontal = directions.contains(.left) || directions.contains(.right)
    if vertical && horizontal { return "" }
    if directions.count == 1, let only = directions.first { return only.rawValue + " " }
    return vertical ? "vertical " : "horizontal "
  }
}
