import PlayheadEvents

/// UIKit's `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` in one, on libinput's pinches
/// (libinput reports both from the same events): absolute scale (1 at began) and its velocity per
/// second, cumulative rotation from the angle deltas (degrees, clockwise positive) and its angular
/// velocity, and the centre's translation and velocity as for a pan.
///
/// Recognized at libinput's BEGIN (scale 1). An UPDATE without a scale (libinput 1.28.0) keeps the last one.
/// A finger-count change continues the pinch as for a pan; since libinput's new pinch restarts at
/// scale 1, the scale carries on from where it was (absolute = scale at the change × new scale).
public struct PinchRecognizer: Sendable {
  private var core = ContinuousRecognizer(kind: .pinch)

  public init() {}

  /// UIKit's state of the pinch.
  public var state: RecognizerState { core.state }
  /// The machine underneath, for logs and tests.
  public var machine: RecognizerStateMachine { core.machine }
  /// The open finger-change window's deadline.
  public var resumeDeadline: Instant? { core.resumeDeadline }

  /// Feeds one pinch event; returns the snapshot it produced, or nil. Other kinds are ignored.
  public mutating func handle(
    _ event: GestureEvent, options: GestureOptions = GestureOptions(), scale: UnitScale = .libinput
  ) -> GestureSnapshot? {
    guard event.kind == .pinch else { return nil }
    return core.handle(event, options: options, scale: scale)
  }

  /// Delivers the finger-change window's timeout if `now` is past it (the pinch is then cancelled).
  public mutating func advance(to now: Instant) -> GestureSnapshot? { core.advance(to: now) }

  /// The second snapshot of an event that produced two (a gesture closed, the next one began at once);
  /// take it right after `handle` returns.
  public mutating func takePending() -> GestureSnapshot? { core.takePending() }

  /// The touchpad was removed: a pinch under way is cancelled.
  public mutating func deviceRemoved(at time: Instant) -> GestureSnapshot? {
    core.deviceRemoved(at: time)
  }
}
