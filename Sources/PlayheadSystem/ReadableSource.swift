import Dispatch
import Foundation
import Glibc
import Synchronization
import SystemPackage

/// Calls a handler on a serial queue whenever a descriptor can be read without blocking — data, its
/// end (`POLLHUP`) or an error the read will report — until cancelled: the one way Playhead watches a
/// descriptor (pipes, the terminal's keys, Wayland, libinput, inotify, the loop's timerfd).
///
/// A thread of its own waits in `poll(2)` and runs the handler with `dispatch_sync` on the queue,
/// which libdispatch runs on the calling thread when the queue is idle: one wake-up from the
/// descriptor to the handler, as `libinput debug-events` has, where a libdispatch read source takes
/// two (its manager thread's epoll, then a worker): a pipe's byte reached its handler in 18–21 µs
/// instead of 30–58 (Benchmarks/RESULTS.md, "One wake-up"). libdispatch's read sources are not used
/// for a second reason: on Linux its epoll path
/// handles a hang-up by unregistering the descriptor's note while the manager thread may still use
/// it, and `… | playhead replay -` died of SIGSEGV in `_dispatch_event_loop_drain` at the pipe's end.
/// The handler sees the descriptor level-triggered: whatever it leaves to read raises the next call.
public final class ReadableSource: Sendable {
  private let watcher: Watcher

  /// Starts watching `fd`; `handler` runs on `queue` (serial) until the source is cancelled. The
  /// descriptor stays the caller's: close it only once `cancel`'s completion has run.
  public init(fd: Int32, queue: DispatchQueue, handler: @escaping () -> Void) {
    let watcher = Watcher(fd: fd, queue: queue, handler: handler)
    self.watcher = watcher
    // A thread of its own, not a libdispatch worker: it blocks in poll and in the queue's turn, and
    // enough blocked workers exhaust the pool the queue itself needs.
    Thread { watcher.watch() }.start()
  }

  /// Stops calling the handler: once this returns on the handler's queue, it never runs again.
  /// `completion` runs on the queue once the watching thread has let go of the descriptor (close it
  /// then). Only the first call does anything.
  public func cancel(completion: (@Sendable () -> Void)? = nil) {
    watcher.cancel(completion: completion)
  }

  deinit { cancel() }

  /// The watching thread's side and the wake-up pipe it owns.
  /// The watching threads' name (at most 15 bytes, the kernel's limit).
  public static let threadName = "playhead.watch"

  private final class Watcher: @unchecked Sendable {
    // @unchecked Sendable: `handler` runs only on `queue`; `completion` is written by the first
    // `cancel` before `cancelledSignal.signal()` and read by the thread after its `wait()`.
    let fd: Int32
    let queue: DispatchQueue
    let handler: () -> Void
    /// Written by `cancel` to wake the thread out of `poll(2)`.
    let wakeRead: Int32
    let wakeWrite: Int32
    let cancelled = Atomic<Bool>(false)
    /// `cancel` has run: the thread may close its pipe and schedule the completion.
    let cancelledSignal = DispatchSemaphore(value: 0)
    var completion: (@Sendable () -> Void)?

    init(fd: Int32, queue: DispatchQueue, handler: @escaping () -> Void) {
      self.fd = fd
      self.queue = queue
      self.handler = handler
      var wake: [Int32] = [-1, -1]
      _ = pipe(&wake)
      for end in wake { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      wakeRead = wake[0]
      wakeWrite = wake[1]
    }

    /// The thread: poll, run the handler's turn on the queue; until cancelled; then, once `cancel`
    /// has handed over its completion, close the pipe and schedule the completion.
    func watch() {
      // Named where top, gdb and perf show it (`Thread.name` does not reach the kernel's name on Linux).
      try? FileDescriptor.createFile("/proc/thread-self/comm", contents: ReadableSource.threadName.utf8)
      // The handler runs here, so at the process's priority (`nice playhead live`), not at that of the
      // thread that started the source: a libdispatch worker runs at its QoS class's nice, and the
      // kernel gives a new thread its creator's. Best effort: a lower nice than the creator's needs
      // CAP_SYS_NICE. (Measured, issue 26: libinput's reader ran at nice 0 under a process at −2.)
      if let nice = ThreadPriority.processNice() { ThreadPriority.setCurrentThreadNice(nice) }
      // One work item for every turn (measured: `queue.sync` with a closure allocates twice a call on
      // Linux; a work item made once, none). libdispatch lets an item run many times if never waited for.
      let turn = DispatchWorkItem { [self] in if !cancelled.load(ordering: .acquiring) { handler() } }
      var entries = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      while !cancelled.load(ordering: .acquiring) {
        entries[0].revents = 0
        entries[1].revents = 0
        let ready = poll(&entries, 2, -1)
        if ready < 0, errno == EINTR { continue }
        if cancelled.load(ordering: .acquiring) || entries[1].revents != 0 { break }
        queue.sync(execute: turn)
        // POLLNVAL: the descriptor was closed under the source; the handler's read has said so.
        if ready < 0 || entries[0].revents & Int16(POLLNVAL) != 0 { break }
      }
      cancelledSignal.wait()
      close(wakeRead)
      close(wakeWrite)
      if let completion { queue.async(execute: completion) }
    }

    func cancel(completion: (@Sendable () -> Void)?) {
      guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
      self.completion = completion
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
      cancelledSignal.signal()
    }
  }
}
