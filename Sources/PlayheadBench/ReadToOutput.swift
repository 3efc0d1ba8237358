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

  /// Records every pair's latency into `metric` of a fresh recorder and returns its summary.
  public static func summary(_ pairs: [Pair]) -> LatencySummary {
    let recorder = LatencyRecorder()
    for pair in pairs { recorder.recordInterval(.eventToFrame, pair.latency) }
    return recorder.summary(.eventToFrame)
  }

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
