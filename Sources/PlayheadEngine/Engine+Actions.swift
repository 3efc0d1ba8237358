import PlayheadEvents
import PlayheadGestures
import PlayheadInput
import PlayheadTiming
import PlayheadTransitions

/// What the transition drivers ask of the engine (log records, completions), and the log's health.
extension Engine {
  func perform(_ actions: TransitionActions, at t: Microseconds) {
    // Most events and frames act on nothing: skip copying the actions into an iterator (measured).
    if actions.isEmpty {
      _ = checkLog()
      return
    }
    for action in actions {
      switch action {
      case .began:
        decision = nil
      case .regrabbed:
        decision = nil
        // Fingers that grab a paused completion take it over: it is no longer paused.
        isPaused = false
      case .paused(let paused):
        isPaused = paused
      case .decision(let d):
        decision = d
        // A release, not the watchdog (whose gesture never ended).
        if let onRelease, drivers[active].track.ending != .none {
          onRelease(d, drivers[active].track, drivers[active].releaseSituation)
        }
        log?.decision(
          at: t, transition: activeDescriptor.name, finish: d.outcome == .finish, percent: d.percent,
          velocity: d.velocity, reason: d.reason, duration: d.duration)
      case .completed(let finished):
        log?.complete(at: t, transition: activeDescriptor.name, finished: finished)
        if isPaused { isPaused = false }
      case .watchdogCancelled:
        break
      }
    }
    _ = checkLog()
  }

  /// Stops on a log failure; returns whether it did.
  func checkLog() -> Bool {
    guard let failure = log?.failure else { return false }
    if stopping { return true }
    if case .closed = failure { stop(.outputClosed) } else { stop(.outputFailed(failure)) }
    return true
  }
}
