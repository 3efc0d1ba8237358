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
  /// A timer's deadline (nil: disarmed) and when it was armed (ties fire in that order).
  private struct Slot {
    var deadline: Instant?
    var sequence: Int
  }

  /// `timerCount` slots. Owned memory, not an array (measured, issue 26): an array changed in place in
  /// a class keeps a runtime exclusivity check on every access; through a pointer there is none.
  private var slots = UnsafeMutablePointer<Slot>.allocate(capacity: 0)
  private var timerCount = 0
  private var armSequence = 0
  /// The thread that made the loop: the only one that may run it.
  private let owner = pthread_self()

  init(time: Instant) { self.time = time }

  deinit {
    slots.deinitialize(count: timerCount)
    slots.deallocate()
  }

  var isCurrent: Bool { pthread_equal(pthread_self(), owner) != 0 }

  /// A slot for a new timer, disarmed. (A loop makes its few timers once: each is a new allocation.)
  func addTimer() -> Int {
    let slot = timerCount
    let more = UnsafeMutablePointer<Slot>.allocate(capacity: slot + 1)
    more.moveInitialize(from: slots, count: slot)
    (more + slot).initialize(to: Slot(deadline: nil, sequence: 0))
    slots.deallocate()
    slots = more
    timerCount = slot + 1
    return slot
  }

  func deadline(_ slot: Int) -> Instant? { self[slot].deadline }

  /// Arms `slot` at `deadline`, after every timer armed before it among equal deadlines.
  func arm(_ slot: Int, at deadline: Instant) {
    if deadline < noDeadlineBefore { noDeadlineBefore = deadline }
    armSequence += 1
    self[slot] = Slot(deadline: deadline, sequence: armSequence)
  }

  func disarm(_ slot: Int) { self[slot].deadline = nil }

  private subscript(slot: Int) -> Slot {
    get {
      precondition(slot >= 0 && slot < timerCount, "no timer in slot \(slot)")
      return slots[slot]
    }
    set {
      precondition(slot >= 0 && slot < timerCount, "no timer in slot \(slot)")
      slots[slot] = newValue
    }
  }

  /// The slot due first (the earliest deadline, then the earliest armed) and its deadline; nil when
  /// every timer is disarmed.
  func next() -> (slot: Int, deadline: Instant)? {
    var best: (slot: Int, deadline: Instant)?
    for slot in 0..<timerCount {
      guard let d = slots[slot].deadline else { continue }
      if let b = best, b.deadline < d || (b.deadline == d && slots[b.slot].sequence < slots[slot].sequence) {
        continue
      }
      best = (slot, d)
    }
    return best
  }
}
