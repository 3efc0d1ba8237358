import Dispatch
import Glibc
import PlayheadEngine
import Synchronization
import SystemPackage
import Testing

/// A loop's read source calls its handler for as long as a read would not block — data waiting or
/// the end of the input — however the bytes and the end arrived. The handlers here read one byte per
/// call, as a handler on a blocking descriptor must (one `read(2)`): with libdispatch's edge-triggered
/// watch alone, bytes and the end that arrived together were one event, and the end was never seen.
@Suite("Loop read sources")
struct LoopReadSourceTests {
  /// What a one-byte-per-call handler saw: the bytes in order, and whether it read the end (0).
  final class OneByteReader: @unchecked Sendable {
    // @unchecked Sendable: `bytes` and `ended` are touched by the handler on the loop only, and read by
    // the test after `done` was signalled from there (the semaphore orders the two).
    let fd: Int32
    var bytes: [UInt8] = []
    var ended = false
    var calls = 0
    let done = DispatchSemaphore(value: 0)
    var source: LoopSource?
    init(fd: Int32) { self.fd = fd }

    func readOne() {
      calls += 1
      var byte: UInt8 = 0
      let n = read(fd, &byte, 1)
      if n == 1 {
        bytes.append(byte)
      } else {
        ended = n == 0
        source?.cancel()
        done.signal()
      }
    }
  }

  static func pipe() throws -> (read: FileDescriptor, write: FileDescriptor) {
    let ends = try FileDescriptor.pipe()
    return (ends.readEnd, ends.writeEnd)
  }

  @Test("DispatchLoop: ten bytes and the end written before the source starts are all read, then the end")
  func dispatchAllAtOnce() throws {
    let (r, w) = try Self.pipe()
    defer { try? r.close() }
    _ = try w.writeAll(Array("0123456789".utf8))
    try w.close()
    let loop = DispatchLoop(label: "playhead.test.read")
    let reader = OneByteReader(fd: r.rawValue)
    // The source goes before its descriptor is closed (a cancelled source is released only then).
    defer { loop.queue.sync { reader.source = nil } }
    let handed = LoopConfinementTests.Handed(loop: loop)
    loop.queue.sync {
      reader.source = handed.loop.makeReadSource(fd: reader.fd) { reader.readOne() }
    }
    // Bounded: a passing run ends in microseconds; 10 s means the end was never delivered.
    #expect(reader.done.wait(timeout: .now() + 10) == .success, "the end of the pipe was never read")
    loop.queue.sync {
      #expect(String(decoding: reader.bytes, as: UTF8.self) == "0123456789")
      #expect(reader.ended)
      #expect(reader.calls == 11)
    }
  }

  @Test("DispatchLoop: bytes, a pause until they are read, then more bytes and the end together")
  func dispatchLastChunkWithTheEnd() throws {
    for round in 0..<20 {
      let (r, w) = try Self.pipe()
      defer { try? r.close() }
      let loop = DispatchLoop(label: "playhead.test.read")
      let reader = OneByteReader(fd: r.rawValue)
      defer { loop.queue.sync { reader.source = nil } }
      let handed = LoopConfinementTests.Handed(loop: loop)
      loop.queue.sync {
        reader.source = handed.loop.makeReadSource(fd: reader.fd) { reader.readOne() }
      }
      _ = try w.writeAll(Array("ab".utf8))
      // The first chunk is consumed before the rest is written: the handler has run, its event is spent.
      var drained = false
      for _ in 0..<10_000 {
        if loop.queue.sync(execute: { reader.bytes.count }) == 2 {
          drained = true
          break
        }
        sched_yield()
      }
      #expect(drained, "round \(round): the first chunk was not read")
      _ = try w.writeAll(Array("cdef".utf8))
      try w.close()
      #expect(reader.done.wait(timeout: .now() + 10) == .success, "round \(round): the end was never read")
      loop.queue.sync {
        #expect(String(decoding: reader.bytes, as: UTF8.self) == "abcdef", "round \(round)")
        #expect(reader.ended, "round \(round)")
      }
    }
  }

  @Test("EmbeddedLoop: a pipe at its end (POLLHUP, not POLLIN) still runs the handler, which reads the end")
  func embeddedEnd() throws {
    let (r, w) = try Self.pipe()
    defer { try? r.close() }
    _ = try w.writeAll(Array("xy".utf8))
    try w.close()
    let loop = EmbeddedLoop()
    let reader = OneByteReader(fd: r.rawValue)
    defer { reader.source = nil }
    reader.source = loop.makeReadSource(fd: reader.fd) { reader.readOne() }
    // Each turn of virtual time polls once: "x", "y", then the end.
    for _ in 0..<3 { loop.advanceTime(by: 1) }
    #expect(String(decoding: reader.bytes, as: UTF8.self) == "xy")
    #expect(reader.ended)
    #expect(reader.calls == 3)
  }
}
