/// Why a policy decided as it did; `description` is the one line `playhead compare` and the log show.
/// An enum so that deciding allocates nothing; the text is built when shown.
public enum ReleaseReason: Sendable, Hashable, CustomStringConvertible {
  /// The transition's own rule decided (uikit, androidx).
  case transitionRule(DecisionReason)
  /// GNOME: slower than its velocity threshold (px/ms), so the nearest end.
  case snappedToNearest(velocityUnits: Double, threshold: Double, percent: Double)
  /// GNOME: fast enough to project; the projection (and GNOME's "at least one step" rule) decided.
  case projectedTo(velocityUnits: Double, projected: Double)
  /// niri: the projected position, rounded.
  case roundedProjection(projected: Double)
  /// KWin: progress against its switch threshold.
  case switchThreshold(percent: Double, threshold: Double)
  /// Hyprland: the distance rule, or the mean per-event delta forcing it.
  case hyprland(percent: Double, meanDeltaUnits: Double, forced: Bool)
  /// Flutter: a fling decided by its sign.
  case fling(widthsPerSecond: Double)
  /// Flutter: no fling; the value against 0.5.
  case dropped(percent: Double)
  /// The gesture was cancelled, and this policy cancels then.
  case cancelled(byLibinput: Bool)

  public var description: String {
    switch self {
    case .transitionRule(let reason):
      return reason.description
    case .snappedToNearest(let v, let threshold, let p):
      return "|v| \(fixed(abs(v), 2)) < \(short(threshold)) px/ms: nearest end to \(fixed(p, 2))"
    case .projectedTo(let v, let projected):
      return "v \(fixed(v, 2)) px/ms projects to \(fixed(projected, 2))"
    case .roundedProjection(let projected):
      return "projected \(fixed(projected, 2)), rounded"
    case .switchThreshold(let p, let threshold):
      return p >= threshold
        ? "progress \(fixed(p, 2)) ≥ \(short(threshold))" : "progress \(fixed(p, 2)) < \(short(threshold))"
    case .hyprland(let p, let mean, let forced):
      if forced { return "mean delta \(fixed(mean, 1)) ≥ 30 units/event forces it" }
      return p >= 0.5
        ? "distance \(fixed(p, 2)) ≥ 0.5" : "distance \(fixed(p, 2)) < 0.5, mean delta \(fixed(mean, 1)) < 30"
    case .fling(let v):
      return "fling at \(fixed(v, 2)) widths/s"
    case .dropped(let p):
      // Flutter's value is 1 − percent: above 0.5 the page stays.
      return 1 - p > 0.5
        ? "no fling, value \(fixed(1 - p, 2)) > 0.5" : "no fling, value \(fixed(1 - p, 2)) ≤ 0.5"
    case .cancelled(let byLibinput):
      return byLibinput ? "gesture cancelled by libinput" : "gesture cancelled"
    }
  }
}
