import PlayheadEvents

/// One thing that happens to the engine, fed to `EngineCore.handle(_:at:)` by its host.
public enum EngineInput {
  /// An input event (when it was read is the host's: only its latency stamps use it).
  case event(InputEvent)
  /// Another snapshot is due after the previous step (`EngineActions.hasMoreSnapshots`): an event
  /// that closed one gesture and began the next, or several recognizers' timeouts at once.
  case nextSnapshot
  /// The recognizer timer fired: a finger-change window closed.
  case recognizerTimeout
  /// The watchdog timer fired: the interactive transition may have been left without updates.
  case watchdog
  /// A display-link tick: a frame for `target` (µs; a window's refresh may be ahead of now).
  case tick(target: Instant)
  /// After a tick's frame the display link is not ticking: at rest, waiting reloads and the slow
  /// factor apply (after the frame, which shows the transition as it ended).
  case displayLinkStopped
  /// A command: a key, a reload, settling.
  case command(EngineCommand)
}
