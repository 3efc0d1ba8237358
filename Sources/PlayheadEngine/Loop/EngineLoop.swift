import PlayheadEvents
import PlayheadSystem

/// The run loop the engine lives on: a clock on the event timeline and one-shot timers.
///
/// Two implementations: `DispatchLoop` (a serial `DispatchQueue`, real time, possibly scaled for
/// replays) and `EmbeddedLoop` (virtual time moved by `advanceTime(by:)`, as swift-nio's
/// `EmbeddedEventLoop`). Everything the engine does happens on the loop, so nothing needs a lock;
/// debug builds check it (`assertOnLoop()`), release builds trust it.
public protocol EngineLoop: AnyObject {
  /// Now, in µs on the event clock (libinput's CLOCK_MONOTONIC, or a replay's own timeline).
  var now: Instant { get }
  /// True when the caller runs on the loop (swift-nio's `inEventLoop`): on the serial queue for a
  /// `DispatchLoop`, on the thread that made it for an `EmbeddedLoop`.
  var isCurrent: Bool { get }
  /// A one-shot timer that calls `handler` on the loop; made once, then armed and disarmed at will.
  func makeTimer(_ handler: @escaping () -> Void) -> LoopTimer
  /// Calls `handler` on the loop whenever `fd` is readable, until the source is cancelled.
  func makeReadSource(fd: Int32, _ handler: @escaping () -> Void) -> LoopSource
}

/// A file descriptor watched by an `EngineLoop`.
public protocol LoopSource: AnyObject {
  /// Stop calling the handler.
  func cancel()
}

/// A one-shot timer owned by an `EngineLoop`. Arming replaces the previous deadline.
public protocol LoopTimer: AnyObject {
  /// Fire once at `deadline` (µs on the event clock); a deadline in the past fires as soon as possible.
  func arm(at deadline: Instant)
  /// Do not fire; a disarmed timer costs no wake-ups.
  func disarm()
  /// The armed deadline, nil when disarmed.
  var deadline: Instant? { get }
  /// The timer is likely to be armed at `deadline` soon (the display link's next frame while fingers
  /// move). A loop with a kernel timer sets it now, so that arming there later is a store, not a
  /// system call; it fires nothing. `arm` and `disarm` end it, as does the deadline passing.
  func prepare(at deadline: Instant)
}

extension LoopTimer {
  /// Virtual time has no kernel timer to set ahead: nothing to do.
  public func prepare(at deadline: Instant) {}
}

extension EngineLoop {
  /// Stops a debug build when called off the loop: the loop-confined state has no lock, so a call
  /// from another thread is a data race. Compiled out of release builds (`assert`), so hot paths pay nothing.
  @inlinable
  public func assertOnLoop(
    _ entry: @autoclosure () -> String = "", file: StaticString = #fileID, line: UInt = #line
  ) {
    assert(isCurrent, "\(entry()) called off the engine's loop", file: file, line: line)
  }
}
