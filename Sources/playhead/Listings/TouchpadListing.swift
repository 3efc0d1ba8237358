import PlayheadGestures
import PlayheadInput
import PlayheadSystem
import PlayheadTransitionFile

/// What `playhead devices` prints: the touchpads udev knows as a table (with the udev rule's hint and
/// the desktop's colliding gestures) or as JSON (`TouchpadInfo.json`, the one JSON writer's).
enum TouchpadListing {
  /// Lists the touchpads on standard output.
  static func print(json: Bool) throws(InputError) {
    let touchpads = try TouchpadInventory.list()
    if json {
      Swift.print(TouchpadInfo.json(touchpads))  // JSON: its strings are escaped by JSONBytes
      return
    }
    if touchpads.isEmpty {
      Swift.print("No touchpad found. Run `playhead demo` to drive Playhead from a virtual touchpad.")
    } else {
      StandardOutput.print(table(touchpads))
      if touchpads.contains(where: { !$0.canOpen }) {
        Swift.print("\nTo open touchpads marked \"no\", install \(InputError.udevRule) (see udev/README.md).")
      }
    }
    // The desktop's name comes from the environment: escaped whole, a line break in it too.
    if let line = desktopLine(session: .current()) {
      StandardOutput.print("\n" + TerminalText.escaped(line))
    }
  }

  /// The human table: name, node, size, gestures, whether this user can open it.
  static func table(_ touchpads: [TouchpadInfo]) -> String {
    let header = ["NAME", "NODE", "SIZE", "GESTURES", "CAN OPEN"]
    let rows = touchpads.map { info -> [String] in
      let size: String
      if let width = info.widthMM, let height = info.heightMM {
        size = "\(millimetres(width))x\(millimetres(height)) mm"
      } else {
        size = "unknown"
      }
      let gestures = info.hasGestures.map { $0 ? "yes" : "no" } ?? "unknown"
      return [info.name, info.node, size, gestures, info.canOpen ? "yes" : "no"]
    }
    return TextTable.render([header] + rows)
  }

  /// Whole millimetres, rounded half to even as printf's `%.0f` did.
  static func millimetres(_ x: Double) -> String {
    guard let units = FixedPointText.units(x, decimals: 0, rounding: .toNearestOrEven) else { return "\(x)" }
    return FixedPointText.string(units: units, decimals: 0)
  }

  /// What `live` would say at start with the default transition (flip) in this session.
  static func desktopLine(session: DesktopSession) -> String? {
    guard let descriptor = BuiltInTransitions.named("flip"),
      let binding = try? GestureBinding(parsing: descriptor.defaultGesture)
    else { return nil }
    let dismissal = try? GestureBinding(parsing: descriptor.dismissalGesture)
    return DesktopNotice.line(binding: binding, dismissal: dismissal, session: session).map {
      "The desktop: \($0)."
    }
  }
}
