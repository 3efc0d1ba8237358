/// The frames committed to the window and not yet answered by presentation feedback: commit number →
/// frame seq, in fixed arrays (a pool of three buffers keeps at most a few in flight; no allocation
/// per frame). When full, the oldest entry is dropped: its feedback is then ignored. Commit times are
/// not kept here: the engine's ledger holds them, by frame seq.
struct CommitRing {
  private var commits = [UInt64](repeating: 0, count: 8)
  private var seqs = [Int](repeating: -1, count: 8)
  private var next = 0

  mutating func insert(commit: UInt64, seq: Int) {
    commits[next] = commit
    seqs[next] = seq
    next = (next + 1) % commits.count
  }

  /// No frame awaits feedback.
  var isEmpty: Bool { !seqs.contains { $0 >= 0 } }

  /// The seq committed as `commit`, removed; nil when unknown (dropped or never committed).
  mutating func remove(commit: UInt64) -> Int? {
    for i in commits.indices where seqs[i] >= 0 && commits[i] == commit {
      let seq = seqs[i]
      seqs[i] = -1
      return seq
    }
    return nil
  }
}
