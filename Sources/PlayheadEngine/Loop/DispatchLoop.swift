import Dispatch
import PlayheadEvents
import PlayheadSystem

/// The live run loop: one serial `DispatchQueue` that the input sources (`ReadableSource`), the timers
/// (`LoopTimers`, one timerfd), the keyboard and the signal sources all target, so the engine's state
/// is touched from one queue only.
///
/// Its clock is CLOCK_MONOTONIC (libinput's event clock), optionally mapped onto a replay's timeline:
/// `now = eventOrigin + (monotonic − monotonicOrigin) × speed`.
public final class DispatchLoop: EngineLoop {
  public let queue: DispatchQueue
  /// Event-clock µs per real µs (1 live; 2 plays a replay twice as fast).
  public let speed: Double
  private let monotonicOrigin: Instant
  private let eventOrigin: Instant
  /// Timer firings so far (read on the queue): an idle engine keeps this constant.
  public internal(set) var wakeups = 0
  /// Set on `queue` only, so `getSpecific` finds it exactly when the caller runs on the queue.
  private let queueKey = DispatchSpecificKey<Bool>()
  /// Every timer made on this loop, woken by one timerfd (used on `queue` only).
  private(set) lazy var timers = LoopTimers(queue: queue)

  /// A loop whose clock reads `eventOrigin` now and runs `speed` times as fast as real time (replays);
  /// without an origin, a loop on CLOCK_MONOTONIC itself (live input).
  public init(label: String = "playhead.engine", eventOrigin: Instant? = nil, speed: Double = 1) {
    queue = DispatchQueue(label: label)
    self.speed = speed.isFinite && speed > 0 ? speed : 1
    monotonicOrigin = eventOrigin == nil ? 0 : Instant(microseconds: MonotonicClock.now())
    self.eventOrigin = eventOrigin ?? 0
    queue.setSpecific(key: queueKey, value: true)
  }

  public var isCurrent: Bool { DispatchQueue.getSpecific(key: queueKey) == true }

  public var now: Instant { eventTime(monotonic: Instant(microseconds: MonotonicClock.now())) }

  /// Converts a CLOCK_MONOTONIC time to the loop's event clock.
  public func eventTime(monotonic: Instant) -> Instant {
    if speed == 1 { return eventOrigin + (monotonic - monotonicOrigin) }
    return eventOrigin
      + Duration(microseconds: Int64((Double((monotonic - monotonicOrigin).microseconds) * speed).rounded()))
  }

  /// Converts an event-clock time to CLOCK_MONOTONIC.
  public func monotonicTime(event: Instant) -> Instant {
    if speed == 1 { return monotonicOrigin + (event - eventOrigin) }
    return monotonicOrigin
      + Duration(microseconds: Int64((Double((event - eventOrigin).microseconds) / speed).rounded()))
  }

  public func makeTimer(_ handler: @escaping () -> Void) -> LoopTimer {
    let timer = DispatchLoopTimer(loop: self, handler: handler)
    timers.add(timer)
    return timer
  }

  public func makeReadSource(fd: Int32, _ handler: @escaping () -> Void)
    -> LoopSource
  {
    ReadableSource(fd: fd, queue: queue, handler: handler)
  }
}

/// A one-shot timer of a `DispatchLoop`: its deadline kept here, the loop's `LoopTimers` wake for it.
final class DispatchLoopTimer: LoopTimer {
  private unowned let loop: DispatchLoop
  let handler: () -> Void
  private(set) var deadline: Instant?
  /// `deadline` on CLOCK_MONOTONIC, what the timerfd is set to.
  private(set) var monotonicDeadline: Instant?
  /// `prepare(at:)`'s deadline on CLOCK_MONOTONIC while the timer is disarmed: the timerfd is set to
  /// it too (unless something is due earlier), but nothing fires for it.
  private(set) var preparedDeadline: Instant?
  /// The `LoopTimers` round it was last armed in.
  private(set) var armedRound = 0

  init(loop: DispatchLoop, handler: @escaping () -> Void) {
    self.loop = loop
    self.handler = handler
  }

  func arm(at deadline: Instant) {
    loop.assertOnLoop("LoopTimer.arm")
    self.deadline = deadline
    monotonicDeadline = loop.monotonicTime(event: deadline)
    preparedDeadline = nil
    armedRound = loop.timers.round
    loop.timers.changed()
  }

  func disarm() {
    loop.assertOnLoop("LoopTimer.disarm")
    guard deadline != nil || preparedDeadline != nil else { return }
    deadline = nil
    monotonicDeadline = nil
    preparedDeadline = nil
    loop.timers.changed()
  }

  func prepare(at deadline: Instant) {
    loop.assertOnLoop("LoopTimer.prepare")
    guard self.deadline == nil else { return }
    preparedDeadline = loop.monotonicTime(event: deadline)
    loop.timers.changed()
  }

  /// The timerfd expired at `now` (CLOCK_MONOTONIC): a prepared deadline that passed is over.
  /// Returns whether one did.
  func preparedDeadlinePassed(now: Instant) -> Bool {
    guard let prepared = preparedDeadline, prepared <= now else { return false }
    preparedDeadline = nil
    return true
  }

  /// Called by `LoopTimers` once its deadline passed: disarmed, then the handler (which may re-arm it).
  func fire() {
    deadline = nil
    monotonicDeadline = nil
    loop.wakeups += 1
    handler()
  }
}

/// The loop's read sources are `ReadableSource`s on its queue.
extension ReadableSource: LoopSource {
  public func cancel() { cancel(completion: nil) }
}
