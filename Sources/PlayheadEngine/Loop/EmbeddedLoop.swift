import Glibc
import PlayheadEvents
import PlayheadSystem

/// A run loop on virtual time, for tests and `--speed max` replays: nothing runs until the owner calls
/// `advanceTime(by:)` or `advanceTime(to:)`, and then timers fire in deadline order at their exact
/// deadlines. No sleeps, no clock reads. It belongs to the thread that made it (its `isCurrent`).
public final class EmbeddedLoop: EngineLoop {
  // Stored in a private class behind a public getter so whole-module optimization drops the runtime
  // exclusivity checks on it (measured: read on every event of a `--speed max` replay).
  public var now: Instant { clock.time }
  /// The time, the order timers were armed in and the bound on their deadlines, shared with the timers.
  private let clock: EmbeddedClock
  /// Timer firings so far: a virtual idle engine must keep this constant.
  public var wakeups: Int { wakeupCount }
  private var wakeupCount = 0
  // Measured hot path (issue 26): both are read on every event of a `--speed max` replay, and only ever
  // replaced whole, never changed in place: every access is then a plain read or store, and
  // whole-module optimization drops their runtime exclusivity checks.
  private var timers: [EmbeddedTimer] = []
  private var sources: [EmbeddedSource] = []

  public init(now: Instant = 0) { clock = EmbeddedClock(time: now) }

  public var isCurrent: Bool { clock.isCurrent }

  public func makeTimer(_ handler: @escaping () -> Void) -> LoopTimer {
    let timer = EmbeddedTimer(clock: clock, handler: handler)
    timers = timers + [timer]  // replaced whole: see `timers`
    return timer
  }

  /// Read sources are checked (poll(2), zero timeout) each time virtual time moves, before timers:
  /// a file written by a test has its inotify event queued by the time `write(2)` returns.
  public func makeReadSource(fd: Int32, _ handler: @escaping () -> Void)
    -> LoopSource
  {
    let source = EmbeddedSource(fd: fd, handler: handler)
    sources = sources + [source]  // replaced whole: see `timers`
    return source
  }

  /// Runs the handler of every read source whose descriptor is readable now.
  public func runReadySources() {
    if sources.isEmpty { return }  // replays at --speed max move time per event: keep this free
    let current = sources  // replaced whole: see `timers`
    if current.contains(where: \.cancelled) { sources = current.filter { !$0.cancelled } }
    for source in current where !source.cancelled && Readiness.isReadable(source.fd) { source.handler() }
  }

  /// The earliest armed deadline, nil when every timer is disarmed (the loop is idle).
  public var nextDeadline: Instant? { nextTimer()?.deadline }

  /// Moves virtual time forward by `delta` µs, firing every timer that comes due on the way.
  public func advanceTime(by delta: Duration) { advanceTime(to: now + max(delta, 0)) }

  /// Moves virtual time to `target` (never backwards), firing due timers at their own deadlines.
  public func advanceTime(to target: Instant) {
    assertOnLoop("EmbeddedLoop.advanceTime")
    runReadySources()
    // Measured hot path (issue 26): a `--speed max` replay moves time per event, and most events have
    // no timer due; without the bound, each walked the timers (a retain and release of each).
    if target < clock.noDeadlineBefore {
      clock.time = max(clock.time, target)
      return
    }
    while true {
      guard let timer = nextTimer(), let due = timer.deadline else {
        clock.noDeadlineBefore = .max
        break
      }
      guard due <= target else {
        clock.noDeadlineBefore = due
        break
      }
      clock.time = max(clock.time, due)
      timer.deadline = nil
      wakeupCount += 1
      timer.handler()
    }
    clock.time = max(clock.time, target)
  }

  /// Fires timers until none is armed or `limit` firings happened; returns whether it went idle.
  @discardableResult
  public func runUntilIdle(limit: Int = 1_000_000) -> Bool {
    assertOnLoop("EmbeddedLoop.runUntilIdle")
    runReadySources()
    var fired = 0
    while let timer = nextTimer(), let due = timer.deadline {
      guard fired < limit else { return false }
      clock.time = max(clock.time, due)
      timer.deadline = nil
      wakeupCount += 1
      fired += 1
      timer.handler()
    }
    return true
  }

  private func nextTimer() -> EmbeddedTimer? {
    var best: EmbeddedTimer?
    var i = 0
    while i < timers.count {
      let timer = timers[i]
      i += 1
      guard let d = timer.deadline else { continue }
      if let b = best, let bd = b.deadline, bd < d || (bd == d && b.sequence < timer.sequence) { continue }
      best = timer
    }
    return best
  }
}

/// What an `EmbeddedLoop` shares with its timers: the virtual time, the order timers were armed in,
/// and a bound on their deadlines. Both hold it strongly and it holds neither (measured, issue 26: a
/// timer's `unowned` loop was retained and released at every arm, once a frame).
private final class EmbeddedClock {
  var time: Instant
  /// No timer is armed before this: a lower bound, lowered by each arm, made exact when the loop
  /// finds the next timer not yet due.
  var noDeadlineBefore = Instant.max
  private var armSequence = 0
  /// The thread that made the loop: the only one that may run it.
  private let owner = pthread_self()

  init(time: Instant) { self.time = time }

  var isCurrent: Bool { pthread_equal(pthread_self(), owner) != 0 }

  /// The sequence number of a timer armed at `deadline` (firing order among equal deadlines).
  func armed(at deadline: Instant) -> Int {
    if deadline < noDeadlineBefore { noDeadlineBefore = deadline }
    armSequence += 1
    return armSequence
  }
}

/// A timer of an `EmbeddedLoop`.
private final class EmbeddedTimer: LoopTimer {
  let clock: EmbeddedClock
  let handler: () -> Void
  var deadline: Instant?
  var sequence = 0

  init(clock: EmbeddedClock, handler: @escaping () -> Void) {
    self.clock = clock
    self.handler = handler
  }

  func arm(at deadline: Instant) {
    assert(clock.isCurrent, "LoopTimer.arm called off the engine's loop")
    let due = max(deadline, clock.time)
    self.deadline = due
    sequence = clock.armed(at: due)
  }

  func disarm() { deadline = nil }
}

/// A read source of an `EmbeddedLoop`.
final class EmbeddedSource: LoopSource {
  let fd: Int32
  let handler: () -> Void
  var cancelled = false

  init(fd: Int32, handler: @escaping () -> Void) {
    self.fd = fd
    self.handler = handler
  }

  func cancel() { cancelled = true }
}
