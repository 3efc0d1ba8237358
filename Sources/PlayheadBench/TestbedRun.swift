import Foundation
import PlayheadTestbed

/// The stamps of one consumer's run: the preload's reads of the node and the stamper's outputs.
public struct TestbedRun {
  struct Line {
    var time: Int64
    var text: Substring
  }

  /// Successful reads: (read time ns, last event time µs).
  var reads: [(time: Int64, lastEvent: Int64)]
  /// Reads that found the node empty (ns, ascending): where each of the reader's dispatches ended.
  var drains: [Int64]
  var lines: [Line]
  /// CLOCK_MONOTONIC µs of the first touch frame.
  var start: Int64

  init(reads readsPath: String, lines linesPath: String, start: Int64) throws {
    self.start = start
    // The testbed's decoder of the preload's records: the reads that returned data, and those that
    // found the node empty (where each dispatch ended).
    let stamps = ReadStamp.read(contentsOf: readsPath)
    reads = stamps.filter { $0.bytes > 0 }.map { ($0.readTime * 1000, $0.lastEventTime) }.sorted {
      $0.0 < $1.0
    }
    drains = stamps.filter(\.isDrained).map { $0.readTime * 1000 }.sorted()
    let text = (try? String(contentsOfFile: linesPath, encoding: .utf8)) ?? ""
    lines = text.split(separator: "\n").compactMap { line in
      guard let tab = line.firstIndex(of: "\t"), let time = Int64(line[..<tab]) else { return nil }
      return Line(time: time, text: line[line.index(after: tab)...])
    }
  }

  var readTimes: [Int64] { reads.map(\.time) }
  /// Reads of touch frames (event times at or after the first touch).
  var touchReadTimes: [Int64] { reads.filter { $0.lastEvent >= start }.map(\.time) }
  /// The read of the lone SYN_REPORT libinput drains on open (the last read before the first touch).
  var drainReadTime: Int64 { reads.last(where: { $0.lastEvent < start })?.time ?? 0 }
}
