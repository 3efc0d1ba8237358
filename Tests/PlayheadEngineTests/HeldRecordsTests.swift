import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadTransitions
import Testing

/// The state log holding records for presentation feedback, on its own.
@Suite("State log held for presentation")
struct HeldRecordsTests {
  static func frame(_ seq: Int) -> Frame {
    let sample = TransitionSample(
      transition: "t", phase: .interactive, percent: 0.5, speed: 0, timeOffset: 0.1, duration: 0.2,
      isDismissal: false, isInteractive: true, isPaused: false)
    return Frame(
      seq: seq, time: Instant(microseconds: Int64(seq) * 1_000_000), transition: "t", isDismissal: false,
      gesture: nil,
      sample: sample,
      duration: 0.2, layerNames: [], layers: [], decision: nil)
  }

  static func withLog(_ body: (StateLog) -> Void) throws -> [String] {
    let path = NSTemporaryDirectory() + "playhead-held-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try StateLog.open(path)
    body(log)
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  static let frameLine =
    #"{"type":"frame","t":%d,"seq":%d,"transition":"t","phase":"interactive","percent":0.5,"speed":0,"timeOffset":0.1,"layers":{}"#

  static func line(_ seq: Int, _ tail: String) -> String {
    String(format: frameLine, seq, seq) + tail + "}"
  }

  @Test("a record after a held frame waits for it; feedback out of order is written in order")
  func orderKept() throws {
    let lines = try Self.withLog { log in
      log.holdFrames(capacity: 8)
      log.frame(Self.frame(0))
      log.complete(at: 0, transition: "t", finished: true)
      log.frame(Self.frame(1))
      log.framePresented(seq: 1, at: 1_016_000, flags: [.vsync])
      #expect(log.records == 0 && log.heldRecords == 3)
      log.frameDiscarded(seq: 0)
    }
    #expect(
      lines == [
        Self.line(0, #","discarded":true"#),
        #"{"type":"complete","t":0,"transition":"t","finished":true}"#,
        Self.line(1, #","presented":1016000,"presentFlags":["vsync"]"#),
      ])
  }

  @Test("beyond the capacity the oldest frame is written without its presentation")
  func capacity() throws {
    let lines = try Self.withLog { log in
      log.holdFrames(capacity: 2)
      log.frame(Self.frame(0))
      log.frame(Self.frame(1))
      log.frame(Self.frame(2))  // frame 0 goes out as it is
      #expect(log.records == 1)
      log.framePresented(seq: 1, at: 5, flags: [.vsync, .hwClock, .hwCompletion, .zeroCopy])
      log.releaseHeldRecords()  // frame 2: never told
    }
    #expect(
      lines == [
        Self.line(0, ""),
        Self.line(1, #","presented":5,"presentFlags":["vsync","hwClock","hwCompletion","zeroCopy"]"#),
        Self.line(2, ""),
      ])
  }
}
