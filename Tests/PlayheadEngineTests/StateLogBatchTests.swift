import Foundation
import PlayheadEngine
import PlayheadEvents
import Testing

/// `StateLog.batchWrites()` (the `--speed max` replay's): whole records gathered and written ~64 KiB at
/// a time, the rest at `flushBatch()`; the bytes are those of one write per record.
@Suite("StateLog batches")
struct StateLogBatchTests {
  /// `{"type":"complete","t":N,"transition":"flip","finished":true}` and a newline, as worked by hand.
  static func record(_ n: Int) -> String {
    "{\"type\":\"complete\",\"t\":\(n),\"transition\":\"flip\",\"finished\":true}\n"
  }

  @Test("only whole records reach the file before the flush; after it, every record in order")
  func wholeRecords() throws {
    let path = NSTemporaryDirectory() + "playhead-batch-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.batchWrites()
    let count = 2_000  // ~60 bytes each: ~120 KB, so at least one 64 KiB write happens before the flush
    for n in 0..<count {
      log.complete(at: Instant(microseconds: Int64(n) * 1_000_000), transition: "flip", finished: true)
    }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let expected = (0..<count).map(Self.record).joined()
    #expect(!before.isEmpty && before.count < expected.count, "\(before.count) of \(expected.count) bytes")
    #expect(before.hasSuffix("\n") && expected.hasPrefix(before))
    log.flushBatch()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    #expect(log.records == count && log.bytesLogged == expected.utf8.count)
  }

  @Test("unbatched, flushBatch() writes nothing again (the engine calls it at every stop)")
  func unbatchedFlush() throws {
    let path = NSTemporaryDirectory() + "playhead-batch-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    log.complete(at: 1_000_000, transition: "flip", finished: true)
    log.flushBatch()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.record(1))
  }

  @Test("/dev/full: the failure is found at the flush, and nothing more is tried")
  func devFull() throws {
    let log = try StateLog.open("/dev/full")
    log.batchWrites()
    log.complete(at: 0, transition: "flip", finished: true)
    #expect(log.failure == nil)
    log.flushBatch()
    #expect(log.failure == .failed(name: "/dev/full", errno: .noSpace))
    log.complete(at: 0, transition: "flip", finished: true)
    log.flushBatch()
    #expect(log.failure == .failed(name: "/dev/full", errno: .noSpace))
  }
}
