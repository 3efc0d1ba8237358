/// A platform's rule for the end of a swipe: how it reads the velocity, whether it finishes or
/// cancels, and how the completion runs. `uikit` (the seeds' rule) is Playhead's default; the others
/// are the rules of the systems people compare gesture feel against, each with its source's constants
/// (docs/policies.md cites the repository and file of each).
public enum ReleasePolicy: String, Sendable, Hashable, CaseIterable {
  /// The seed's rule (percent ≥ threshold, or the transition's own), UIKit's completion curve.
  case uikit
  /// GNOME Shell's swipe tracker: 150 ms delta window, snap below 0.6 px/ms, else projection;
  /// easeOutCubic over 3Δ/v clamped to 100…400·log2(1+n) ms.
  case gnome
  /// libadwaita's swipe tracker (GNOME Shell's decision) ending in its navigation spring (ζ 1, k 1000).
  case libadwaita
  /// niri: the tracker with the first delta and a zero-delta sample at release, exact exponential
  /// projection, rounded; a critically damped spring (k 1000) seeded with the velocity.
  case niri
  /// KWin: progress |Δ|/200, a virtual desktop switches at 0.25, no velocity; the Slide effect's
  /// spring (k 300, ζ 1.1) stepped every 10 ms.
  case kwin
  /// Hyprland: 300 units; reverts below half unless the mean per-event delta reaches 30; 800 ms along
  /// its default bezier.
  case hyprland
  /// Flutter's Cupertino back swipe: |v| ≥ 1 width/s decides by its sign, else value > 0.5; 350 ms
  /// along `Curves.fastEaseInToSlowEaseOut`.
  case flutter
  /// AndroidX's seekable transition (predictive back): the transition's threshold decides (AndroidX
  /// leaves it to the caller); a spring ζ 1, k 200 seeded by its 20-sample impulse velocity tracker.
  case androidx

  /// The platform's own travel for a whole step, as it names it (shown beside its result; the percent
  /// is the transition's, the same for every policy).
  public func platformDistance(verticalAxis: Bool) -> String {
    switch self {
    case .uikit: return "the transition's"
    case .gnome, .libadwaita: return verticalAxis ? "300 units" : "400 units"
    case .niri: return "300 units"
    case .kwin: return "200 units"
    case .hyprland: return "300 units"
    case .flutter: return "the width"
    case .androidx: return "the duration"
    }
  }

  /// How the policy measures the release velocity.
  public var velocityUnit: VelocityUnit {
    switch self {
    case .kwin: return .none
    case .hyprland: return .perEvent
    case .uikit, .gnome, .libadwaita, .niri, .flutter, .androidx: return .perSecond
    }
  }

  /// The unit of a policy's velocity.
  public enum VelocityUnit: String, Sendable, Hashable {
    /// Percent per second.
    case perSecond = "percent/s"
    /// Hyprland's mean change of percent per event.
    case perEvent = "percent/event"
    /// The policy reads no velocity (KWin).
    case none
  }

  /// Parses `uikit`, `gnome`, … (case-insensitive).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The names, for help texts and errors.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
