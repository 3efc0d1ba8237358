import PlayheadEngine

/// Pairs the reads of a device node with the output a consumer wrote for them, for the testbed mode.
///
/// Both lists are CLOCK_MONOTONIC nanoseconds: `reads` from the testbed's read() stamps, `outputs` from
/// the moments the consumer's lines (or HUD frames) arrived at the bench. Each output belongs to the
/// newest read at or before it; only the first output after a read counts (that read's latency), so
/// a read that produced several lines is counted once and reads that produced none are skipped.
public enum ReadToOutput {
  /// One matched pair.
  public struct Pair: Sendable, Hashable {
    public var read: Int64
    public var output: Int64
    public var latency: Int64 { output - read }

    public init(read: Int64, output: Int64) {
      self.read = read
      self.output = output
    }
  }

  /// Matches sorted `reads` and sorted `outputs` (both ascending; unsorted input is sorted first).
  public static func pairs(reads: [Int64], outputs: [Int64]) -> [Pair] {
    let reads = reads.sorted()
    let outputs = outputs.sorted()
    var result: [Pair] = []
    var readIndex = 0
    var lastMatchedRead: Int?
    for output in outputs {
      // Advance to the newest read at or before this output.
      while readIndex + 1 < reads.count, reads[readIndex + 1] <= output { readIndex += 1 }
      guard readIndex < reads.count, reads[readIndex] <= output else { continue }
      if lastMatchedRead == readIndex { continue }
      lastMatchedRead = readIndex
      result.append(Pair(read: reads[readIndex], output: output))
    }
    return result
  }

  /// Splits each pair at the reader's drain: the first read that found the node empty at or after the
  /// pair's read and at or before its output (`drains` ascending; stamps are whole µs). `dispatch` is
  /// read → drained (the rest of the reader's `libinput_dispatch`: libinput's processing of the frame
  /// and the reads after it), `handling` drained → output (what the consumer does with the events, and
  /// the output's way to the bench). Pairs with no drain between are left out of both.
  public static func split(_ pairs: [Pair], drains: [Int64]) -> (dispatch: [Int64], handling: [Int64]) {
    var dispatch: [Int64] = []
    var handling: [Int64] = []
    var index = 0
    for pair in pairs.sorted(by: { $0.read < $1.read }) {
      while index < drains.count, drains[index] < pair.read { index += 1 }
      guard index < drains.count, drains[index] <= pair.output else { continue }
      dispatch.append(drains[index] - pair.read)
      handling.append(pair.output - drains[index])
    }
    return (dispatch, handling)
  }

  /// Records every interval into a fresh recorder and returns its summary.
  public static func summary(_ intervals: [Int64]) -> LatencySummary {
    let recorder = LatencyRecorder()
    for interval in intervals { recorder.recordInterval(.eventToFrame, interval) }
    return recorder.summary(.eventToFrame)
  }

  /// The summary of every pair's latency.
  public static func summary(_ pairs: [Pair]) -> LatencySummary { summary(pairs.map(\.latency)) }

  /// Gesture-recognition delay: for each gesture BEGIN output, the time since the first read that
  /// started its touch sequence — the first read after the previous gesture's END output (or after
  /// `firstTouchAfter`, for the first gesture; pass the time the leading drained frame was read).
  public static func recognitionDelays(
    reads: [Int64], begins: [Int64], ends: [Int64], firstTouchAfter start: Int64
  ) -> [Int64] {
    let reads = reads.sorted()
    let ends = ends.sorted()
    var delays: [Int64] = []
    for begin in begins.sorted() {
      // The end of the previous gesture: the newest END output before this BEGIN.
      let previousEnd = ends.last(where: { $0 < begin }) ?? start
      guard let first = reads.first(where: { $0 > previousEnd && $0 <= begin }) else { continue }
      delays.append(begin - first)
    }
    return delays
  }
}
