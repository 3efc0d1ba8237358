import PlayheadEvents

/// UIKit's `UIPanGestureRecognizer` on libinput's swipes: cumulative translation of the fingers'
/// centre from the unaccelerated deltas, and its least-squares velocity, in millimetres (mm/s) when
/// the touchpad's size is known, libinput units otherwise.
///
/// Recognized (`.began`, translation 0) at libinput's BEGIN, or with a dead zone at the first UPDATE
/// that leaves it (travel inside the dead zone counts). With an axis lock, the other axis reads 0 from the lock on. The signed velocity shows a
/// direction reversal as soon as the window's fit turns. A cancelled END followed within
/// `fingerChangeGap` by a new BEGIN (libinput's finger-count change) continues the same pan.
public struct PanRecognizer: Sendable {
  private var core = ContinuousRecognizer(kind: .swipe)

  public init() {}

  /// UIKit's state of the pan.
  public var state: RecognizerState { core.state }
  /// The machine underneath, for logs and tests.
  public var machine: RecognizerStateMachine { core.machine }
  /// The axis the pan locked onto, if the options lock one and it has.
  public var lockedAxis: Axis? { core.lockedAxis }
  /// The open finger-change window's deadline.
  public var resumeDeadline: Instant? { core.resumeDeadline }

  /// Feeds one swipe event; returns the snapshot it produced, or nil when nothing observable changed.
  /// Events of other kinds are ignored.
  public mutating func handle(
    _ event: GestureEvent, options: GestureOptions = GestureOptions(), scale: UnitScale = .libinput
  ) -> GestureSnapshot? {
    guard event.kind == .swipe else { return nil }
    return core.handle(event, options: options, scale: scale)
  }

  /// Delivers the finger-change window's timeout if `now` is past it (the pan is then cancelled).
  public mutating func advance(to now: Instant) -> GestureSnapshot? { core.advance(to: now) }

  /// The second snapshot of an event that produced two (a gesture closed, the next one began at once);
  /// take it right after `handle` returns.
  public mutating func takePending() -> GestureSnapshot? { core.takePending() }

  /// The touchpad was removed: a pan under way is cancelled.
  public mutating func deviceRemoved(at time: Instant) -> GestureSnapshot? {
    core.deviceRemoved(at: time)
  }
}
