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
    ReadableSource(fd: fd, queue: queue, handler: handler)
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

/// The loop's read sources are `ReadableSource`s on its queue.
extension ReadableSource: LoopSource {}
