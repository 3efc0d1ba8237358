import Dispatch
import PlayheadEvents
import PlayheadSystem

/// The live run loop: one serial `DispatchQueue` that the input source, the frame timer, the keyboard
/// and the signal sources all target, so the engine's state is touched from one queue only.
///
/// Its clock is CLOCK_MONOTONIC (libinput's event clock), optionally mapped onto a replay's timeline:
/// `now = eventOrigin + (monotonic − monotonicOrigin) × speed`.
public final class DispatchLoop: EngineLoop {
  public let queue: DispatchQueue
  /// Event-clock µs per real µs (1 live; 2 plays a replay twice as fast).
  public let speed: Double
  private let monotonicOrigin: Microseconds
  private let eventOrigin: Microseconds
  /// Timer firings so far (read on the queue): an idle engine keeps this constant.
  public internal(set) var wakeups = 0
  /// Set on `queue` only, so `getSpecific` finds it exactly when the caller runs on the queue.
  private let queueKey = DispatchSpecificKey<Bool>()

  /// A loop on CLOCK_MONOTONIC itself (live input).
  public init(label: String = "playhead.engine") {
    queue = DispatchQueue(label: label)
    speed = 1
    monotonicOrigin = 0
    eventOrigin = 0
    queue.setSpecific(key: queueKey, value: true)
  }

  /// A loop whose clock reads `eventOrigin` now and runs `speed` times as fast as real time (replays).
  public init(label: String = "playhead.replay", eventOrigin: Microseconds, speed: Double) {
    queue = DispatchQueue(label: label)
    self.speed = speed.isFinite && speed > 0 ? speed : 1
    monotonicOrigin = MonotonicClock.now()
    self.eventOrigin = eventOrigin
    queue.setSpecific(key: queueKey, value: true)
  }

  public var isCurrent: Bool { DispatchQueue.getSpecific(key: queueKey) == true }

  public var now: Microseconds { eventTime(monotonic: MonotonicClock.now()) }

  /// Converts a CLOCK_MONOTONIC time to the loop's event clock.
  public func eventTime(monotonic: Microseconds) -> Microseconds {
    if speed == 1 { return eventOrigin + (monotonic - monotonicOrigin) }
    return eventOrigin + Microseconds((Double(monotonic - monotonicOrigin) * speed).rounded())
  }

  /// Converts an event-clock time to CLOCK_MONOTONIC.
  public func monotonicTime(event: Microseconds) -> Microseconds {
    if speed == 1 { return monotonicOrigin + (event - eventOrigin) }
    return monotonicOrigin + Microseconds((Double(event - eventOrigin) / speed).rounded())
  }

  public func makeTimer(_ handler: @escaping () -> Void) -> LoopTimer {
    DispatchLoopTimer(loop: self, handler: handler)
  }

  public func makeReadSource(fd: Int32, _ handler: @escaping () -> Void) -> LoopSource {
    DispatchLoopSource(fd: fd, queue: queue, handler: handler)
  }
}

/// A `DispatchSourceTimer` on the loop's queue, one-shot, with no leeway; disarmed it never wakes.
final class DispatchLoopTimer: LoopTimer {
  private unowned let loop: DispatchLoop
  private let source: DispatchSourceTimer
  private(set) var deadline: Microseconds?

  init(loop: DispatchLoop, handler: @escaping () -> Void) {
    self.loop = loop
    source = DispatchSource.makeTimerSource(flags: .strict, queue: loop.queue)
    source.setEventHandler { [unowned self] in
      self.deadline = nil
      self.loop.wakeups += 1
      handler()
    }
    source.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
    source.resume()
  }

  deinit { source.cancel() }

  func arm(at deadline: Microseconds) {
    loop.assertOnLoop("LoopTimer.arm")
    self.deadline = deadline
    let monotonic = max(loop.monotonicTime(event: deadline), 1)
    source.schedule(
      deadline: DispatchTime(uptimeNanoseconds: UInt64(monotonic) * 1000), leeway: .nanoseconds(0))
  }

  func disarm() {
    loop.assertOnLoop("LoopTimer.disarm")
    deadline = nil
    source.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
  }
}

/// A `DispatchSourceRead` on the loop's queue that fires as long as a read would not block.
///
/// libdispatch watches descriptors edge-triggered (epoll): a pipe's last lines and its end, arriving
/// together after the handler last ran, raise one event, and a handler that reads once (one `read(2)`,
/// as a handler on a blocking descriptor must) takes the lines and never hears of the end — the replay
/// of `… | playhead replay -` hung there. So after each call the descriptor is polled, and the handler
/// runs again while data or the end is waiting: the handler sees the descriptor as level-triggered.
final class DispatchLoopSource: LoopSource {
  private let fd: Int32
  private let queue: DispatchQueue
  private let source: DispatchSourceRead
  private let handler: () -> Void
  private var cancelled = false
  /// Made once: a firing queued again costs no closure of its own.
  private var again: (@Sendable () -> Void)!

  init(fd: Int32, queue: DispatchQueue, handler: @escaping () -> Void) {
    self.fd = fd
    self.queue = queue
    self.handler = handler
    source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
    source.setEventHandler { [weak self] in self?.fire() }
    let weakSelf = QueueBound(WeakSource(self), queue: queue)
    again = { weakSelf.value.source?.fire() }
    source.resume()
  }

  /// Runs the handler if a read would not block now (checked here, on the queue: a firing queued
  /// earlier may find the descriptor drained by the source's own event), then queues itself again
  /// while more is waiting.
  private func fire() {
    guard !cancelled, Readiness.isReadable(fd) else { return }
    handler()
    guard !cancelled, Readiness.isReadable(fd) else { return }
    queue.async(execute: again)
  }

  /// Stops calling the handler; the `DispatchSource` itself is cancelled when this object goes. A
  /// replay's pipe ends just before the process exits, and a source cancelled then (its note
  /// unregistered while libdispatch's manager thread drains events) crashed that thread with SIGSEGV
  /// in `_dispatch_event_loop_drain`: 8 of 500 `… | playhead replay -` runs with the cancel here,
  /// 0 of 800 with it deferred (and the stop not cancelling the signal sources either, EngineRunner).
  func cancel() { cancelled = true }

  deinit { source.cancel() }
}

/// A weak reference carried to the queue (the source may be gone by the time a queued firing runs).
private struct WeakSource {
  weak var source: DispatchLoopSource?
  init(_ source: DispatchLoopSource) { self.source = source }
}
