/// The interactor's verdict when the fingers lift (or the gesture is cancelled, or the watchdog fires).
public struct Decision: Sendable, Hashable {
  /// Finish the transition or cancel it.
  public enum Outcome: String, Sendable, Hashable, CaseIterable, Codable {
    case finish, cancel
  }

  /// Finish or cancel.
  public var outcome: Outcome
  /// Percent complete when the decision was taken, in [0, 1].
  public var percent: Double
  /// Release velocity in percent per second, positive toward finishing.
  public var velocity: Double
  /// Why: the rule that decided, with its numbers.
  public var reason: DecisionReason
  /// How long the completion animation runs, in seconds (slow-animation factor included).
  public var duration: Double

  /// A decision with its numbers (the driver builds them; tests and logs may too).
  public init(outcome: Outcome, percent: Double, velocity: Double, reason: DecisionReason, duration: Double) {
    self.outcome = outcome
    self.percent = percent
    self.velocity = velocity
    self.reason = reason
    self.duration = duration
  }
}
