/// Where an engine's events come from: events in memory or a transcript (`EventFeeder`), touchpads
/// (the session's libinput source), a program's own. Made for one engine, used on its loop only:
/// `start()` once the HUD and the window are up, `stop()` when the engine stopped.
public protocol EventSource: AnyObject {
  /// Starts delivering events to the engine (`Engine.receive`), on its loop.
  func start()
  /// Stops delivering and lets go of what the source holds (devices, descriptors). Idempotent.
  func stop()
  /// Runs once the input has ended and the engine is at rest, in place of stopping the engine with
  /// `.inputEnded` (a window waits for its last frames' presentation). Unused by a source that never
  /// ends (touchpads).
  var onEnd: (() -> Void)? { get set }
}
