/// How the timeline runs to its end after the interactor decides.
public enum CompletionMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// UIKit: `timeOffset(t) = o + r × completionCurve((t − t₀) / (r / completionSpeed))`.
  case curve
  /// GNOME Shell: easeOutCubic whose starting slope is the release velocity, duration 3Δ/v clamped.
  case velocity
  /// libadwaita: a spring seeded with the release velocity in percent per second.
  case spring
}
