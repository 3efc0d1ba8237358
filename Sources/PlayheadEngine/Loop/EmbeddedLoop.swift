import Glibc
import PlayheadEvents
import PlayheadSystem

/// A run loop on virtual time, for tests and `--speed max` replays: nothing runs until the owner calls
/// `advanceTime(by:)` or `advanceTime(to:)`, and then timers fire in deadline order at their exact
/// deadlines. No sleeps, no clock reads. It belongs to the thread that made it (its `isCurrent`).
public final class EmbeddedLoop: EngineLoop {
  // Stored in `EmbeddedClock`, whose accesses whole-module optimization sees all of, behind a public
  // getter: no runtime exclusivity checks (measured: read on every event of a `--speed max` replay).
  public var now: Instant { clock.time }
  /// The time and every timer's deadline, shared with the timers.
  private let clock: EmbeddedClock
  /// Timer firings so far: a virtual idle engine must keep this constant.
  public var wakeups: Int { wakeupCount }
  private var wakeupCount = 0
  // Measured hot path (issue 26): `sources` is read on every event of a `--speed max` replay, `timers`
  // at every firing, and both are only ever replaced whole, never changed in place: every access is
  // then a plain read or store, and whole-module optimization drops their runtime exclusivity checks.
  private var timers: [EmbeddedTimer] = []
  private var sources: [EmbeddedSource] = []

  public init(now: Instant = 0) { clock = EmbeddedClock(time: now) }

  public var isCurrent: Bool { clock.isCurrent }

  public func makeTimer(_ handler: @escaping () -> Void) -> LoopTimer {
    let timer = EmbeddedTimer(clock: clock, handler: handler)
    assert(timer.slot == timers.count, "a timer's slot is its index in `timers`")
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
  public var nextDeadline: Instant? { clock.next()?.deadline }

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
      guard let (slot, due) = clock.next() else {
        clock.noDeadlineBefore = .max
        break
      }
      guard due <= target else {
        clock.noDeadlineBefore = due
        break
      }
      fire(slot, at: due)
    }
    clock.time = max(clock.time, target)
  }

  /// Fires timers until none is armed or `limit` firings happened; returns whether it went idle.
  @discardableResult
  public func runUntilIdle(limit: Int = 1_000_000) -> Bool {
    assertOnLoop("EmbeddedLoop.runUntilIdle")
    runReadySources()
    var fired = 0
    while let (slot, due) = clock.next() {
      guard fired < limit else { return false }
      fired += 1
      fire(slot, at: due)
    }
    return true
  }

  /// Fires the timer in `slot`, due at `due`, disarmed first (its handler may arm it again).
  private func fire(_ slot: Int, at due: Instant) {
    clock.time = max(clock.time, due)
    clock.disarm(slot)
    wakeupCount += 1
    // Measured hot path (issue 26): the timer borrowed, not retained and released around its handler
    // (two atomic operations a frame). `timers` only ever grows, so it keeps the timer alive, and the
    // caller of `advanceTime`/`runUntilIdle` keeps the loop alive.
    let timer = Unmanaged.passUnretained(timers[slot])
    timer._withUnsafeGuaranteedRef { $0.handler() }
  }
}

/// A timer of an `EmbeddedLoop`: its deadline is kept by the loop's clock, in the timer's slot.
private final class EmbeddedTimer: LoopTimer {
  let clock: EmbeddedClock
  let slot: Int
  let handler: () -> Void

  init(clock: EmbeddedClock, handler: @escaping () -> Void) {
    self.clock = clock
    slot = clock.addTimer()
    self.handler = handler
  }

  func arm(at deadline: Instant) {
    assert(clock.isCurrent, "LoopTimer.arm called off the engine's loop")
    clock.arm(slot, at: max(deadline, clock.time))
  }

  func disarm() { clock.disarm(slot) }

  var deadline: Instant? { clock.deadline(slot) }
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
