import Dispatch
import PlayheadEvents
import PlayheadSystem

/// The timers of one `DispatchLoop` on one CLOCK_MONOTONIC timerfd, set to the earliest deadline and
/// watched by a `ReadableSource` on the loop's queue; due timers fire in deadline order.
///
/// Not libdispatch's timer sources: every `dispatch_source_set_timer` allocates its configuration and
/// the manager thread's timer heap grew with the re-arms — 2.8 allocations per event on `replay
/// --speed 20` (a counting malloc preload, release build), where the live loop must allocate nothing.
/// Arming here is a store and at most one `timerfd_settime(2)`. Used on the loop's queue only.
final class LoopTimers {
  private struct Entry {
    weak var timer: DispatchLoopTimer?
  }

  private var entries: [Entry] = []
  /// The one timerfd (internal: tests read the kernel's view of it from /proc).
  let timerFD: TimerFD?
  private var source: ReadableSource?
  /// The deadline the timerfd is set to (µs, CLOCK_MONOTONIC); nil when disarmed or expired.
  private var programmed: Instant?
  /// Counts firing rounds: a timer armed during a round (`armedRound == round`) waits for the next,
  /// so a handler that re-arms in the past cannot keep one round going.
  private(set) var round = 0
  /// `timerfd_settime(2)` calls so far (what a prepared deadline saves an arming at it).
  private(set) var kernelSets = 0
  /// Prepared deadlines that passed unarmed: wake-ups for nothing (DispatchLoop.wakeups counts only
  /// timers that fired).
  private(set) var preparedExpiries = 0
  private var firing = false

  init(queue: DispatchQueue) {
    timerFD = TimerFD()
    entries.reserveCapacity(16)
    if let fd = timerFD?.fd {
      source = ReadableSource(fd: fd, queue: queue) { [unowned self] in self.fire() }
    }
  }

  deinit {
    // The timerfd is closed once the source has let go of it.
    let timerFD = self.timerFD
    source?.cancel { timerFD?.close() }
  }

  /// Takes a new timer (made once per owner, not per arm).
  func add(_ timer: DispatchLoopTimer) {
    if !firing { entries.removeAll { $0.timer == nil } }
    entries.append(Entry(timer: timer))
  }

  /// A timer was armed or disarmed: the timerfd follows the earliest deadline (after a round, once).
  func changed() {
    if !firing { reschedule() }
  }

  private func reschedule() {
    var earliest: Instant?
    for entry in entries {
      guard let timer = entry.timer, let deadline = timer.monotonicDeadline ?? timer.preparedDeadline
      else { continue }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    guard earliest != programmed else { return }
    programmed = earliest
    guard let timerFD else { return }
    kernelSets += 1
    timerFD.set(monotonic: earliest?.microseconds)
  }

  /// The timerfd expired (or a readiness raced a re-arm): every timer due now that was armed before
  /// this round fires, earliest first.
  private func fire() {
    timerFD?.acknowledge()
    programmed = nil
    round += 1
    firing = true
    let now = Instant(microseconds: MonotonicClock.now())
    for entry in entries where entry.timer?.preparedDeadlinePassed(now: now) == true { preparedExpiries += 1 }
    while let next = nextDue(now: now) { next.fire() }
    firing = false
    reschedule()
  }

  private func nextDue(now: Instant) -> DispatchLoopTimer? {
    var best: DispatchLoopTimer?
    var bestDeadline = Instant.max
    for entry in entries {
      guard let timer = entry.timer, let deadline = timer.monotonicDeadline, deadline <= now,
        timer.armedRound < round, deadline < bestDeadline
      else { continue }
      best = timer
      bestDeadline = deadline
    }
    return best
  }
}
