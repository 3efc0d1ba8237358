/// The moments one gesture event passes on its way from the touchpad to the screen, in nanoseconds
/// on CLOCK_MONOTONIC (`MonotonicClock.nanoseconds()`); zero means "not stamped".
///
/// A value type the engine fills in as the event moves through it and hands to
/// `LatencyRecorder.record(_:)` once the interactor's state is up to date. Copying it costs nothing and
/// it never allocates, so it can ride along with the event through any queue.
public struct LatencyStamp: Sendable, Hashable {
  /// The kernel's / libinput's event time (`libinput_event_gesture_get_time_usec` × 1000).
  public var eventTime: Int64
  /// When the read of the device fd that delivered the event returned (the input source's read time).
  public var readTime: Int64
  /// When the engine began handling the event (before the recognizer).
  public var handleTime: Int64
  /// When the gesture recognizer returned its snapshot.
  public var recognizedTime: Int64
  /// When the interactor (TransitionDriver) had applied it: the state a frame will show is ready.
  public var stateTime: Int64

  public init(
    eventTime: Int64 = 0, readTime: Int64 = 0, handleTime: Int64 = 0, recognizedTime: Int64 = 0,
    stateTime: Int64 = 0
  ) {
    self.eventTime = eventTime
    self.readTime = readTime
    self.handleTime = handleTime
    self.recognizedTime = recognizedTime
    self.stateTime = stateTime
  }
}
