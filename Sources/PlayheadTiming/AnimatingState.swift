/// `UIViewAnimatingState`: where a property animator is in its life.
public enum AnimatingState: String, Sendable, Hashable {
  /// Not started, or finished: the animations are not in flight.
  case inactive
  /// Started or paused: the animations are in flight (running or not).
  case active
  /// Stopped without finishing: waits for `finishAnimation(at:)`.
  case stopped
}
