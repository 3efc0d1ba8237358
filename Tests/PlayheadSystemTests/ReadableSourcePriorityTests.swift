import Dispatch
import Foundation
import Glibc
import PlayheadSystem
import PlayheadTestSupport
import Testing

/// `ReadableSource`'s thread runs its handler at the process's priority: `nice playhead live` reaches
/// the thread that reads libinput, whichever thread (a libdispatch worker, at its QoS class's nice)
/// started the source.
@Suite("ReadableSource's priority")
struct ReadableSourcePriorityTests {
  /// The nice value of thread `tid` (the process id: the main thread; 0: the calling thread), read with
  /// getpriority(2) by the test.
  static func nice(ofThread tid: Int32) -> Int32 {
    getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid))
  }

  @Test(
    "made by a thread 7 nice steps from the process's, the handler runs at the process's nice",
    .requires(.mayLowerNice))
  func processNice() throws {
    let process = Self.nice(ofThread: getpid())
    // 7 steps away from the process's nice, within −20…19.
    let maker = process <= 12 ? process + 7 : process - 7
    final class Seen: @unchecked Sendable {
      // Written by the maker before `made.signal()` and by the handler before `done.signal()`.
      var makerNice: Int32?
      var handlerNice: Int32?
      var source: ReadableSource?
    }
    let seen = Seen()
    let made = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    try ReadableSourceTests.withPipe { ends in
      let queue = DispatchQueue(label: "playhead.test.priority")
      let fd = ends.readEnd.rawValue
      let thread = Thread {
        // The kernel gives a new thread its maker's nice (lowering one's own needs CAP_SYS_NICE).
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, maker)
        seen.makerNice = Self.nice(ofThread: 0)
        seen.source = ReadableSource(fd: fd, queue: queue) {
          var byte: UInt8 = 0
          _ = read(fd, &byte, 1)
          seen.handlerNice = Self.nice(ofThread: 0)
          done.signal()
        }
        made.signal()
      }
      thread.start()
      #expect(made.wait(timeout: .now() + 10) == .success)
      #expect(seen.makerNice == maker)
      _ = try ends.writeEnd.writeAll([0x41])
      #expect(done.wait(timeout: .now() + 10) == .success)
      #expect(seen.handlerNice == process)
      queue.sync { seen.source?.cancel() }
    }
  }
}
