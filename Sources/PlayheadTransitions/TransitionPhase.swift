/// Where a transition's timeline is: at rest, scrubbed by a gesture, or running its completion.
///
/// A non-interactive play (a key) is reported as `finishing`: its timeline runs forward to the end.
public enum TransitionPhase: String, Sendable, Hashable, CaseIterable, Codable {
  case idle, interactive, finishing, cancelling
}
