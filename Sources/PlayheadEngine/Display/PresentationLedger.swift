import PlayheadEvents

/// The frames built and not yet presented or discarded: a fixed ring indexed by frame number, sized
/// once (capacity 0 when frames are not presented: nothing is kept).
struct PresentationLedger {
  private struct Entry {
    var seq = -1
    var stamp = FrameStamp.none
    /// When the frame was committed to the display, µs (CLOCK_MONOTONIC); 0 until then.
    var committed: Instant = 0
  }

  private var entries: [Entry]

  init(capacity: Int) { entries = [Entry](repeating: Entry(), count: max(0, capacity)) }

  /// A frame built: kept until its fate is known (or a newer frame takes its slot).
  mutating func add(seq: Int, stamp: FrameStamp) {
    guard !entries.isEmpty else { return }
    entries[seq % entries.count] = Entry(seq: seq, stamp: stamp)
  }

  mutating func commit(seq: Int, at time: Instant) {
    guard let slot = slot(of: seq) else { return }
    entries[slot].committed = time
  }

  /// Forgets the frame and returns its stamp and commit time; nil for a frame not kept.
  mutating func take(seq: Int) -> (stamp: FrameStamp, committed: Instant)? {
    guard let slot = slot(of: seq) else { return nil }
    entries[slot].seq = -1
    return (entries[slot].stamp, entries[slot].committed)
  }

  private func slot(of seq: Int) -> Int? {
    guard !entries.isEmpty, seq >= 0 else { return nil }
    let slot = seq % entries.count
    return entries[slot].seq == seq ? slot : nil
  }
}
