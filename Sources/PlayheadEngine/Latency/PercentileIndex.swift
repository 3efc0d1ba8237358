import Histogram

/// Coarse counts kept beside one of the recorder's HdrHistograms, so that a percentile is found by
/// summing plain counters and then at most 16 of the histogram's equivalence ranges.
///
/// Measured hot path (issue 26): `LatencyRecorder.summary` walked every count of the histogram below
/// p99 through the library's generic `RecordedValues` iterator, some 14,000 steps for latencies in
/// milliseconds. The engine asks for a summary every 15th frame while it builds the HUD's frame, and
/// that frame took about 140 µs to build (the bench's `frame_build` p95), against 0.24 µs for the others.
///
/// Groups: a value below 128 is a group of its own; above, each octave `[2^(m−1), 2^m)` is split into
/// 64 equal groups of width `2^(m−7)`. The recorder's histograms keep 3 significant digits from 1 ns, so
/// their equivalence ranges are one value wide below 2048 and `2^(m−11)` wide in octave `m` above. Both
/// are powers of two, aligned to their width, and no wider than a group. So a group never splits a
/// range, and in the top octaves a group holds 16 ranges.
struct PercentileIndex {
  private var counts: ContiguousArray<UInt64>

  /// An index for a histogram made with `highest` as its highest trackable value. Such a histogram
  /// takes every value up to the end of `highest`'s octave (its last bucket's), and at least 2047.
  init(highest: UInt64) {
    let taken = Swift.max(2047, UInt64.max >> highest.leadingZeroBitCount)
    counts = ContiguousArray(repeating: 0, count: Self.group(of: taken) + 1)
  }

  /// Groups in the index.
  var groupCount: Int { counts.count }

  /// The group `value` counts in.
  @inline(__always)
  static func group(of value: UInt64) -> Int {
    if value < 128 { return Int(value) }
    let octave = 64 - value.leadingZeroBitCount  // value is in [2^(octave−1), 2^octave)
    return 128 + (octave - 8) * 64 + Int((value >> (octave - 7)) & 63)
  }

  /// The smallest value of group `group`.
  static func lowestValue(ofGroup group: Int) -> UInt64 {
    if group < 128 { return UInt64(group) }
    let octave = (group - 128) / 64 + 8
    return UInt64(64 + (group - 128) % 64) << (octave - 7)
  }

  /// Counts one value that the histogram took.
  @inline(__always)
  mutating func record(_ value: UInt64) {
    counts[Self.group(of: value)] &+= 1
  }

  /// Forgets every value (the storage is kept).
  mutating func reset() {
    for i in counts.indices { counts[i] = 0 }
  }

  /// For each of three ranks (ascending, each ≥ 1), the highest value equivalent to the smallest value
  /// of `histogram` whose cumulative count reaches it: HdrHistogram's `valueAtPercentile` rule, which
  /// the library applies by walking every count. nil for a rank beyond the histogram's total.
  /// `histogram` must hold the values this index counted. Allocation-free (the engine asks while it
  /// builds a frame).
  func values(atRanks ranks: InlineArray<3, UInt64>, in histogram: Histogram<UInt64>)
    -> InlineArray<3, UInt64?>
  {
    var found = InlineArray<3, UInt64?>(repeating: nil)
    var next = 0
    var below: UInt64 = 0
    var group = 0
    while next < ranks.count, group < counts.count {
      let inGroup = counts[group]
      if below &+ inGroup < ranks[next] {
        below &+= inGroup
        group += 1
        continue
      }
      // A rank is reached in this group: its equivalence ranges one by one, with their own counts.
      let end = Self.lowestValue(ofGroup: group + 1)
      var value = Self.lowestValue(ofGroup: group)
      var cumulative = below
      while value < end, next < ranks.count {
        cumulative &+= histogram.countForValue(value)
        while next < ranks.count, cumulative >= ranks[next] {
          found[next] = histogram.highestEquivalentForValue(value)
          next += 1
        }
        value = histogram.nextNonEquivalentForValue(value)
      }
      below &+= inGroup
      group += 1
    }
    return found
  }
}
