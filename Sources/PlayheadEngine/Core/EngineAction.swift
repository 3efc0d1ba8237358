import PlayheadEvents

/// The engine's two one-shot timers.
public enum EngineTimer: Sendable, Hashable {
  /// Fires when a finger-change window closes (`EngineInput.recognizerTimeout`).
  case recognizer
  /// Fires when the interactive transition's watchdog is due (`EngineInput.watchdog`).
  case watchdog
}

/// One thing the core asks its host to do, in order.
///
/// Measured hot path: a small trivial value (no payload bigger than a time and a flag, no reference),
/// so that `EngineActions` copies as plain bytes; what a record writes is read from the core.
public enum EngineAction: Sendable, Hashable {
  /// Arm `timer` to fire at the deadline (µs on the event clock), replacing any earlier one.
  case arm(EngineTimer, at: Instant)
  /// Disarm `timer`.
  case disarm(EngineTimer)
  /// Something changed: ask the display link for a frame.
  case requestFrame
  /// Keep the display link ticking (a completion animates) or let it stop; `awaitingInput` while the
  /// fingers rest on the touchpad (the transition is interactive).
  case setDisplayLinkRunning(Bool, awaitingInput: Bool)
  /// Build and deliver the frame for `target` from the core's state.
  case buildFrame(target: Instant)
  /// Write a gesture record of the core's `lastGesture`.
  case logGesture
  /// Write a decision record of the core's `lastDecision` for its active transition at `time`.
  case logDecision(at: Instant)
  /// Write a complete record for the core's active transition at `time`.
  case logComplete(finished: Bool, at: Instant)
  /// A release decided the active transition (`lastDecision`): tell `onRelease`.
  case release
  /// A reloaded slot could not be built: show the core's `reloadFailure`.
  case notice
  /// The quit command: stop the engine (`Engine.StopReason.quit`).
  case quit
  /// Nothing moves and no timer is armed.
  case idle
}
