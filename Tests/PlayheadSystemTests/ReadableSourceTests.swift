import Dispatch
import Foundation
import Glibc
import PlayheadSystem
import Synchronization
import SystemPackage
import Testing

/// `ReadableSource`: the handler runs on its queue, once per readiness, until cancelled — and a
/// descriptor that hangs up is the ordinary case, not a crash (libdispatch's read source died of
/// SIGSEGV in `_dispatch_event_loop_drain` at a pipe's end about once in 100 replays).
@Suite("ReadableSource")
struct ReadableSourceTests {
  /// A handler's view of one pipe, touched on `queue` only (the test reads it through `queue.sync`).
  final class Reader: @unchecked Sendable {
    let fd: Int32
    let queue: DispatchQueue
    let key = DispatchSpecificKey<Bool>()
    var bytes: [UInt8] = []
    var ended = false
    var offQueueCalls = 0
    var callsAfterEnd = 0
    var source: ReadableSource?
    let done = DispatchSemaphore(value: 0)

    init(fd: Int32, queue: DispatchQueue) {
      self.fd = fd
      self.queue = queue
      queue.setSpecific(key: key, value: true)
    }

    /// Reads everything waiting, in 3-byte reads; at the end cancels its source (from the handler).
    func readAll() {
      if DispatchQueue.getSpecific(key: key) != true { offQueueCalls += 1 }
      if ended { callsAfterEnd += 1 }
      var chunk = [UInt8](repeating: 0, count: 3)
      let n = read(fd, &chunk, 3)
      if n > 0 {
        bytes += chunk[0..<n]
      } else if n == 0 {
        ended = true
        source?.cancel()
        done.signal()
      }
    }
  }

  @Test("300 pipes at once, each written and hung up: every byte in order, the end once, on the queue")
  func manyHangUps() throws {
    var readers: [(Reader, FileDescriptor)] = []
    for i in 0..<300 {
      let ends = try FileDescriptor.pipe()
      let queue = DispatchQueue(label: "playhead.test.readable.\(i)")
      let reader = Reader(fd: ends.readEnd.rawValue, queue: queue)
      queue.sync {
        reader.source = ReadableSource(fd: reader.fd, queue: queue) { reader.readAll() }
      }
      readers.append((reader, ends.readEnd))
      // Some in pieces, some with the end in the same moment as the bytes.
      _ = try ends.writeEnd.writeAll(Array("pipe \(i)".utf8))
      if i % 2 == 0 { _ = try ends.writeEnd.writeAll(Array(" more".utf8)) }
      try ends.writeEnd.close()
    }
    for (i, (reader, fd)) in readers.enumerated() {
      // Bounded: a passing run ends in milliseconds; 10 s means the end was never delivered.
      #expect(reader.done.wait(timeout: .now() + 10) == .success, "pipe \(i): the end was never read")
      reader.queue.sync {
        let expected = "pipe \(i)" + (i % 2 == 0 ? " more" : "")
        #expect(String(decoding: reader.bytes, as: UTF8.self) == expected)
        #expect(reader.offQueueCalls == 0)
        #expect(reader.callsAfterEnd == 0, "pipe \(i): the handler ran after it cancelled")
        reader.source = nil
      }
      try fd.close()
    }
  }

  @Test("cancelled from another thread: no call starts after cancel returns, and the handler is let go")
  func cancelFromAnotherThread() throws {
    try Self.withPipe { ends in
      let queue = DispatchQueue(label: "playhead.test.readable.cancel")
      final class Token: Sendable {}
      let calls = Atomic<Int>(0)
      weak var captured: Token?
      var source: ReadableSource?
      do {
        let token = Token()
        captured = token
        // Never reads: the byte stays, so the source is ready on every poll until cancelled.
        source = ReadableSource(fd: ends.readEnd.rawValue, queue: queue) {
          _ = token
          calls.add(1, ordering: .relaxed)
        }
      }
      _ = try ends.writeEnd.writeAll([0x41])
      while calls.load(ordering: .relaxed) < 3 { sched_yield() }
      source?.cancel()
      // A call that had started finishes on the queue; after it, none.
      let afterCancel = queue.sync { calls.load(ordering: .relaxed) }
      queue.sync {}
      #expect(queue.sync { calls.load(ordering: .relaxed) } == afterCancel)
      source = nil
      // The watching thread ends and drops the handler on the queue: the token it captured goes.
      var released = false
      for _ in 0..<100_000 {
        if queue.sync(execute: { captured == nil }) {
          released = true
          break
        }
        sched_yield()
      }
      #expect(released, "the handler (and what it captured) was never released")
    }
  }

  @Test("the handler runs on the watching thread, with the queue held: one wake-up, not libdispatch's two")
  func handlerRunsOnTheWatchingThread() throws {
    try Self.withPipe { ends in
      let queue = DispatchQueue(label: "playhead.test.readable.thread")
      let key = DispatchSpecificKey<Bool>()
      queue.setSpecific(key: key, value: true)
      final class Seen: @unchecked Sendable {
        // Written by the handler before `done.signal()`, read after `done.wait()`.
        var thread: String?
        var onQueue = false
      }
      let seen = Seen()
      let done = DispatchSemaphore(value: 0)
      let fd = ends.readEnd.rawValue
      let source = ReadableSource(fd: fd, queue: queue) {
        var byte: UInt8 = 0
        _ = read(fd, &byte, 1)
        seen.thread = Thread.current.name
        seen.onQueue = DispatchQueue.getSpecific(key: key) == true
        done.signal()
      }
      _ = try ends.writeEnd.writeAll([0x41])
      #expect(done.wait(timeout: .now() + 10) == .success)
      // A libdispatch read source runs it on a worker its manager thread wakes ("…default-qos").
      #expect(seen.thread == ReadableSource.threadName)
      #expect(seen.onQueue)
      queue.sync { source.cancel() }
    }
  }

  /// A pipe for `body`, both ends closed after it.
  static func withPipe(_ body: ((readEnd: FileDescriptor, writeEnd: FileDescriptor)) throws -> Void) throws {
    let ends = try FileDescriptor.pipe()
    defer {
      try? ends.readEnd.close()
      try? ends.writeEnd.close()
    }
    try body(ends)
  }
}
