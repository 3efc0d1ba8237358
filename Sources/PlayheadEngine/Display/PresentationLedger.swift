import PlayheadEvents

/// The frames built and not yet presented or discarded: a fixed ring indexed by frame number, sized
/// once (capacity 0 when frames are not presented: nothing is kept).
struct PresentationLedger {
  private var seqs: [Int]
  private var stamps: [FrameStamp]
  /// When each frame was committed to the display, µs (CLOCK_MONOTONIC); 0 until then.
  private var committed: [Instant]

  init(capacity: Int) {
    let capacity = max(0, capacity)
    seqs = [Int](repeating: -1, count: capacity)
    stamps = [FrameStamp](repeating: .none, count: capacity)
    committed = [Instant](repeating: 0, count: capacity)
  }

  /// A frame built: kept until its fate is known (or a newer frame takes its slot).
  mutating func add(seq: Int, stamp: FrameStamp) {
    guard !seqs.isEmpty else { return }
    let slot = seq % seqs.count
    seqs[slot] = seq
    stamps[slot] = stamp
    committed[slot] = 0
  }

  mutating func commit(seq: Int, at time: Instant) {
    guard let slot = slot(of: seq) else { return }
    committed[slot] = time
  }

  /// Forgets the frame and returns its stamp and commit time; nil for a frame not kept.
  mutating func take(seq: Int) -> (stamp: FrameStamp, committed: Instant)? {
    guard let slot = slot(of: seq) else { return nil }
    seqs[slot] = -1
    return (stamps[slot], committed[slot])
  }

  private func slot(of seq: Int) -> Int? {
    guard !seqs.isEmpty, seq >= 0 else { return nil }
    let slot = seq % seqs.count
    return seqs[slot] == seq ? slot : nil
  }
}
