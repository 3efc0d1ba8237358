/// One thing that happened to a transition, for the log and the HUD.
public enum TransitionAction: Sendable, Hashable {
  /// A transition started: by a gesture (`interactive`) or by a key.
  case began(interactive: Bool)
  /// A gesture grabbed a running completion at `percent`; scrubbing continues from there.
  case regrabbed(percent: Double)
  /// The interactor decided to finish or cancel.
  case decision(Decision)
  /// The completion handler ran: `completeTransition(finished)`. Exactly once per transition.
  case completed(finished: Bool)
  /// The watchdog cancelled a transition that nobody updated (followed by its `decision`).
  case watchdogCancelled
  /// The completion animation was paused (`true`) or resumed.
  case paused(Bool)
}
