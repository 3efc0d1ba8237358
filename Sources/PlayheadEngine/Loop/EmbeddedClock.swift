import Glibc
import PlayheadEvents

/// What an `EmbeddedLoop` shares with its timers: the virtual time and every timer's deadline, by the
/// timer's slot. Both hold it strongly and it holds neither (measured, issue 26: a timer's `unowned`
/// loop was retained and released at every arm, once a frame), and the loop finds the timer due
/// first among plain values (walking the timers themselves retained and released each one).
final class EmbeddedClock {
  var time: Instant
  /// No timer is armed before this: a lower bound, lowered by each arm, made exact when the loop
  /// finds the next timer not yet due.
  var noDeadlineBefore = Instant.max
  /// Each timer's deadline (nil: disarmed) and the order it was armed in (ties fire in that order),
  /// `timerCount` of each. Owned memory, not arrays (measured, issue 26): an array changed in place in
  /// a class keeps a runtime exclusivity check on every access; through a pointer there is none.
  private var deadlines = UnsafeMutablePointer<Instant?>.allocate(capacity: 0)
  private var sequences = UnsafeMutablePointer<Int>.allocate(capacity: 0)
  private var timerCount = 0
  private var armSequence = 0
  /// The thread that made the loop: the only one that may run it.
  private let owner = pthread_self()

  init(time: Instant) { self.time = time }

  deinit {
    deadlines.deinitialize(count: timerCount)
    deadlines.deallocate()
    sequences.deinitialize(count: timerCount)
    sequences.deallocate()
  }

  var isCurrent: Bool { pthread_equal(pthread_self(), owner) != 0 }

  /// A slot for a new timer, disarmed. (A loop makes its few timers once: each is a new allocation.)
  func addTimer() -> Int {
    let slot = timerCount
    let moreDeadlines = UnsafeMutablePointer<Instant?>.allocate(capacity: slot + 1)
    moreDeadlines.moveInitialize(from: deadlines, count: slot)
    (moreDeadlines + slot).initialize(to: nil)
    deadlines.deallocate()
    deadlines = moreDeadlines
    let moreSequences = UnsafeMutablePointer<Int>.allocate(capacity: slot + 1)
    moreSequences.moveInitialize(from: sequences, count: slot)
    (moreSequences + slot).initialize(to: 0)
    sequences.deallocate()
    sequences = moreSequences
    timerCount = slot + 1
    return slot
  }

  func deadline(_ slot: Int) -> Instant? {
    precondition(slot >= 0 && slot < timerCount, "no timer in slot \(slot)")
    return deadlines[slot]
  }

  /// Arms `slot` at `deadline`, after every timer armed before it among equal deadlines.
  func arm(_ slot: Int, at deadline: Instant) {
    precondition(slot >= 0 && slot < timerCount, "no timer in slot \(slot)")
    if deadline < noDeadlineBefore { noDeadlineBefore = deadline }
    armSequence += 1
    deadlines[slot] = deadline
    sequences[slot] = armSequence
  }

  func disarm(_ slot: Int) {
    precondition(slot >= 0 && slot < timerCount, "no timer in slot \(slot)")
    deadlines[slot] = nil
  }

  /// The slot due first (the earliest deadline, then the earliest armed) and its deadline; nil when
  /// every timer is disarmed.
  func next() -> (slot: Int, deadline: Instant)? {
    var best: (slot: Int, deadline: Instant)?
    for slot in 0..<timerCount {
      guard let d = deadlines[slot] else { continue }
      if let b = best, b.deadline < d || (b.deadline == d && sequences[b.slot] < sequences[slot]) { continue }
      best = (slot, d)
    }
    return best
  }
}
