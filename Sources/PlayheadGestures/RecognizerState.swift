/// UIKit's `UIGestureRecognizer.State`: possible → began → changed → ended | cancelled, or failed.
/// Ended, cancelled and failed return to possible before the next gesture.
public enum RecognizerState: String, Sendable, Hashable, Codable, CaseIterable {
  case possible, began, changed, ended, cancelled, failed
}
