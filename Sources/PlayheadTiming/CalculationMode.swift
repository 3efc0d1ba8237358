/// How a keyframe animation fills in between its values, as `CAAnimationCalculationMode`.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight lines between keyframes at their key times.
  case linear
  /// Each value is held until the next key time; no interpolation.
  case discrete
  /// Key times are ignored; the values are spaced so the value changes at constant speed.
  case paced
  /// A Catmull-Rom spline through the values at their key times.
  case cubic
  /// The Catmull-Rom spline of `.cubic`, key times ignored, travelled at constant speed (its overshoot
  /// between keyframes counts as distance).
  case cubicPaced
}
