import Dispatch
import Glibc
import Synchronization

/// Calls a handler on a serial queue whenever a descriptor can be read without blocking — data, its
/// end (`POLLHUP`) or an error the read will report — until cancelled: the one way Playhead watches a
/// descriptor (pipes, libinput, the terminal's keys, Wayland, inotify).
///
/// A thread of its own waits in `poll(2)` and runs the handler on `queue` (`queue.sync`: the woken
/// thread itself runs it once the queue is free, no block copied), then polls again, so the handler
/// sees the descriptor level-triggered: it reads as much as it likes, and whatever it leaves raises
/// the next call. Not libdispatch's read source: on Linux its epoll path handles a hang-up by
/// unregistering the descriptor's note while the manager thread may still use it, and `… | playhead
/// replay -` died of SIGSEGV in `_dispatch_event_loop_drain` at the pipe's end (about 1 run in 100 on
/// two loaded cores, with nothing cancelled).
public final class ReadableSource: Sendable {
  private let state: State

  /// Starts watching `fd`; `handler` runs on `queue` (serial) until the source is cancelled. The
  /// descriptor stays the caller's: cancel the source before closing it.
  public init(fd: Int32, queue: DispatchQueue, handler: @escaping () -> Void) {
    let state = State(fd: fd, queue: queue, handler: handler)
    self.state = state
    DispatchQueue(label: "playhead.readable.\(fd)").async { state.watch() }
  }

  /// Stops calling the handler: once this returns on the handler's queue, it never runs again (from
  /// another thread, at most a call already running finishes). The watching thread ends soon after.
  /// Idempotent.
  public func cancel() { state.cancel() }

  deinit { state.cancel() }

  /// What the watching thread and the queue share.
  private final class State: @unchecked Sendable {
    let fd: Int32
    let queue: DispatchQueue
    let cancelled = Atomic<Bool>(false)
    /// A pipe whose write end `cancel` writes to wake the thread out of `poll(2)`; -1s once closed.
    let wake: Mutex<(read: Int32, write: Int32)>
    /// Reached on `queue` only (inside `queue.sync`): a serial queue runs one block at a time.
    var handler: (() -> Void)?

    init(fd: Int32, queue: DispatchQueue, handler: @escaping () -> Void) {
      self.fd = fd
      self.queue = queue
      self.handler = handler
      var ends: [Int32] = [-1, -1]
      if pipe(&ends) == 0 {
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      }
      wake = Mutex((ends[0], ends[1]))
    }

    /// The watching thread: poll, run the handler on the queue, again; until cancelled.
    func watch() {
      let wakeFD = wake.withLock { $0.read }
      var entries = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
      ]
      while !cancelled.load(ordering: .acquiring) {
        entries[0].revents = 0
        entries[1].revents = 0
        let ready = poll(&entries, 2, -1)
        if ready < 0, errno == EINTR { continue }
        if cancelled.load(ordering: .acquiring) || entries[1].revents != 0 { break }
        queue.sync {
          if !cancelled.load(ordering: .acquiring) { handler?() }
        }
        // POLLNVAL: the descriptor was closed under the source; the handler's read has said so.
        if ready < 0 || entries[0].revents & Int16(POLLNVAL) != 0 { break }
      }
      wake.withLock { ends in
        close(ends.read)
        close(ends.write)
        ends = (-1, -1)
      }
      // No call is running or will run: drop the handler and what it captured, on its queue.
      queue.sync { handler = nil }
    }

    func cancel() {
      guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
      wake.withLock { ends in
        var one: UInt8 = 1
        if ends.write >= 0 { _ = write(ends.write, &one, 1) }
      }
    }
  }
}
