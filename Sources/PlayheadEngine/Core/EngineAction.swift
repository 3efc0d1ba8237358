import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions

/// The engine's two one-shot timers.
public enum EngineTimer: Sendable, Hashable {
  /// Fires when a finger-change window closes (`EngineInput.recognizerTimeout`).
  case recognizer
  /// Fires when the interactive transition's watchdog is due (`EngineInput.watchdog`).
  case watchdog
}

/// One thing the core asks its host to do, in order.
public enum EngineAction {
  /// Arm `timer` to fire at the deadline (µs on the event clock), replacing any earlier one.
  case arm(EngineTimer, at: Microseconds)
  /// Disarm `timer`.
  case disarm(EngineTimer)
  /// Something changed: ask the display link for a frame.
  case requestFrame
  /// Keep the display link ticking (a completion animates) or let it stop.
  case setDisplayLinkRunning(Bool)
  /// Build and deliver the frame for `target` from the core's state.
  case buildFrame(target: Microseconds)
  /// Write a gesture record.
  case logGesture(GestureSnapshot)
  /// Write a decision record for `transition` at `time`.
  case logDecision(Decision, transition: String, at: Microseconds)
  /// Write a complete record for `transition` at `time`.
  case logComplete(finished: Bool, transition: String, at: Microseconds)
  /// A release decided the active transition: tell `onRelease` (the track and situation are the
  /// core's `activeDriver`'s until the next input).
  case release(Decision)
  /// A reloaded slot could not be built: show the reason.
  case notice(String)
  /// Stop the engine.
  case stop(Engine.StopReason)
  /// Nothing moves and no timer is armed.
  case idle
}
