/// The desktops' default touchpad swipe bindings, from their sources (docs/libinput.md "The desktop's
/// own gestures" cites each file and commit), and the collision of a Playhead gesture with them.
public enum DesktopGestures {
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right
  }

  /// One default binding: swipes of `fingers` in `directions` do `action`.
  public struct Binding: Sendable, Hashable {
    public var desktop: DesktopSession.Desktop
    public var fingers: ClosedRange<Int>
    public var directions: Set<Direction>
    public var action: String
    /// The source file, as cited in docs/libinput.md.
    public var source: String
    /// When the binding only acts under a condition of the desktop's own configuration.
    public var condition: String?
  }

  static let vertical: Set<Direction> = [.up, .down]
  static let horizontal: Set<Direction> = [.left, .right]
  /// libinput reports swipes of 3 fingers or more; touchpads track up to 5 (BTN_TOOL_QUINTTAP).
  public static let swipeFingers = 3...5

  /// Every default swipe binding of the known desktops (pinches and holds have none), one per row:
  /// desktop, fingers, directions, what it does, where (sway binds none: config.in has no bindgesture).
  public static let defaults: [Binding] = [
    row(
      .gnomeShell, 3...Int.max, vertical, "opens and closes the overview",
      "gnome-shell js/ui/overview.js, js/ui/swipeTracker.js"),
    row(
      .gnomeShell, 3...Int.max, horizontal, "switches workspaces",
      "gnome-shell js/ui/workspaceAnimation.js, js/ui/swipeTracker.js"),
    row(.kwin, 3...4, horizontal, "switches virtual desktops", "kwin src/virtualdesktops.cpp"),
    row(
      .kwin, 3...3, vertical, "switches virtual desktop rows", "kwin src/virtualdesktops.cpp",
      if: "when the desktops are in more than one row"),
    row(.kwin, 4...4, [.up], "opens the Overview", "kwin src/plugins/overview/overvieweffect.cpp"),
    row(.kwin, 4...4, [.down], "opens the Grid", "kwin src/plugins/overview/overvieweffect.cpp"),
    row(
      .hyprland, 3...3, horizontal, "switches workspaces",
      "Hyprland example/hyprland.conf (the generated config, since v0.51)"),
    row(.niri, 3...3, horizontal, "scrolls the columns", "niri src/input/mod.rs"),
    row(.niri, 3...3, vertical, "switches workspaces", "niri src/input/mod.rs"),
    row(.niri, 4...4, vertical, "opens and closes the overview", "niri src/input/mod.rs"),
  ]

  private static func row(
    _ desktop: DesktopSession.Desktop, _ fingers: ClosedRange<Int>, _ directions: Set<Direction>,
    _ action: String,
    _ source: String, if condition: String? = nil
  ) -> Binding {
    Binding(
      desktop: desktop, fingers: fingers, directions: directions, action: action, source: source,
      condition: condition)
  }

  /// What Playhead's gesture shares with the desktop's defaults.
  public struct Collision: Sendable, Hashable {
    public var desktop: DesktopSession.Desktop
    /// The desktop's bindings the gesture triggers too (one per direction of the gesture).
    public var bindings: [Binding]
    /// Other finger counts (3…5) whose swipes in the gesture's directions the desktop leaves alone.
    public var freeFingers: [Int]
  }

  /// The collision of swipes with `fingers` in `directions` (both of a transition's directions, e.g.
  /// down to present and up to dismiss) with `desktop`'s defaults; nil when there is none.
  public static func collision(
    desktop: DesktopSession.Desktop, fingers: ClosedRange<Int>, directions: Set<Direction>
  ) -> Collision? {
    let mine = defaults.filter { $0.desktop == desktop }
    let hits = mine.filter { $0.fingers.overlaps(fingers) && !$0.directions.isDisjoint(with: directions) }
    guard !hits.isEmpty else { return nil }
    let free = swipeFingers.filter { count in
      !fingers.contains(count)
        && !mine.contains {
          $0.condition == nil && $0.fingers.contains(count) && !$0.directions.isDisjoint(with: directions)
        }
    }
    return Collision(desktop: desktop, bindings: hits, freeFingers: Array(free))
  }
}

extension DesktopGestures.Collision {
  /// The one line Playhead prints at start: the collision and the two ways out.
  /// - Parameters:
  ///   - gesture: how the user names the gesture ("swipe:3:down").
  ///   - alternative: the same gesture with a free finger count, written the same way.
  public func line(gesture: String, alternative: (Int) -> String) -> String {
    let acts = bindings.map { binding in
      binding.action + (binding.condition.map { " \($0)" } ?? "")
    }
    var unique: [String] = []
    for act in acts where !unique.contains(act) { unique.append(act) }
    let sources = Array(Set(bindings.map(\.source))).sorted().joined(separator: "; ")
    var text =
      "\(desktop.rawValue) also reads \(gesture) (it \(unique.joined(separator: " and it ")); \(sources)), "
      + "so both \(bindings.allSatisfy { $0.condition != nil } ? "may" : "will") move: run with --grab to keep the touchpad to Playhead"
    if let count = freeFingers.first {
      text += ", or use --gesture \(alternative(count)), which \(desktop.rawValue) leaves alone"
    } else {
      text += " (\(desktop.rawValue) leaves no swipe finger count alone)"
    }
    return text
  }

  /// The same in one short line for the HUD's bottom row (the full line, with its sources, is said
  /// on standard error, which the HUD's screen hides until it quits): who else moves, the ways out.
  public func shortLine(gesture: String, alternative: (Int) -> String) -> String {
    var text = "\(desktop.rawValue) also reads \(gesture): --grab keeps the touchpad to Playhead"
    if let count = freeFingers.first { text += ", or --gesture \(alternative(count))" }
    return text
  }
}
