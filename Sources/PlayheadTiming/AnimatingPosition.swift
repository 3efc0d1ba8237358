/// `UIViewAnimatingPosition`: where a property animator's animations ended.
public enum AnimatingPosition: String, Sendable, Hashable {
  /// At the end values.
  case end
  /// At the start values.
  case start
  /// Wherever they were when stopped.
  case current
}
