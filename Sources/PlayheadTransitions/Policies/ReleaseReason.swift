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

  /// The text `write(to:)` puts out, as a string.
  public var description: String { ReasonBytes.text { write(to: &$0) } }
}
