import Dispatch
import Foundation
import Glibc
import Synchronization

/// Calls a handler on a serial queue whenever a descriptor can be read without blocking — data, its
/// end (`POLLHUP`) or an error the read will report — until cancelled: the one way Playhead watches a
/// descriptor (pipes, the terminal's keys, Wayland, libinput, inotify, the loop's timerfd).
///
/// The handler runs from a libdispatch read source, which delivers without allocating. libdispatch
/// must never see a descriptor hang up, though: on Linux its epoll path handles a hang-up by
/// unregistering the descriptor's note while the manager thread may still use it, and `… | playhead
/// replay -` died of SIGSEGV in `_dispatch_event_loop_drain` at the pipe's end (about 1 run in 100
/// on two loaded cores, with nothing cancelled). So a `.stream` (a pipe, terminal or socket, which
/// hangs up) is watched by a relay thread in `poll(2)` that forwards each readiness through a private
/// pipe no one hangs up, and waits for the handler's turn to end before polling again; a
/// `.kernelObject` (epoll, timerfd, inotify: never hang up) is given to libdispatch itself. Either
/// way the handler sees the descriptor level-triggered: whatever it leaves to read raises the next call.
public final class ReadableSource: @unchecked Sendable {
  /// What the descriptor is, which decides how it is watched.
  public enum Kind: Sendable {
    /// A pipe, terminal or socket: it may hang up.
    case stream
    /// An epoll, timerfd or inotify descriptor: it never hangs up.
    case kernelObject
  }

  // @unchecked Sendable: `source` is set once in init; the relay is its own synchronised type.
  private let source: DispatchSourceRead
  private let relay: Relay?

  /// Starts watching `fd`; `handler` runs on `queue` (serial) until the source is cancelled. The
  /// descriptor stays the caller's: close it only once `cancel`'s completion has run.
  public init(fd: Int32, kind: Kind, queue: DispatchQueue, handler: @escaping () -> Void) {
    switch kind {
    case .kernelObject:
      relay = nil
      source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
      source.setEventHandler(handler: handler)
    case .stream:
      let relay = Relay(fd: fd)
      self.relay = relay
      source = DispatchSource.makeReadSource(fileDescriptor: relay.readEnd, queue: queue)
      source.setEventHandler { relay.turn(handler) }
      // A thread of its own, not a libdispatch worker: it blocks (in poll and on the handler's turn),
      // and enough blocked workers exhaust the pool the handlers themselves need.
      let thread = Thread { relay.watch() }
      thread.name = "playhead.readable"
      thread.start()
    }
    source.resume()
  }

  /// Stops calling the handler: once this returns on the handler's queue, it never runs again.
  /// `completion` runs on the queue once libdispatch has let go of the descriptor (close it then).
  /// Only the first call does anything.
  public func cancel(completion: (@Sendable () -> Void)? = nil) {
    guard !source.isCancelled else { return }
    relay?.cancel()
    let relay = self.relay
    source.setCancelHandler {
      relay?.sourceCancelled()
      completion?()
    }
    source.cancel()
  }

  deinit { cancel() }

  /// The relay thread of a `.stream` and the pipes it owns.
  private final class Relay: Sendable {
    let fd: Int32
    /// The private pipe: the thread writes a byte per readiness, libdispatch watches the read end.
    let readEnd: Int32
    let writeEnd: Int32
    /// Written by `cancel` to wake the thread out of `poll(2)`.
    let wakeRead: Int32
    let wakeWrite: Int32
    let cancelled = Atomic<Bool>(false)
    /// The handler's turn (or the source's cancellation) is over: the thread may poll again.
    let turnOver = DispatchSemaphore(value: 0)
    /// libdispatch has let go of `readEnd`: the thread may close the pipes.
    let released = DispatchSemaphore(value: 0)

    init(fd: Int32) {
      self.fd = fd
      var relay: [Int32] = [-1, -1]
      var wake: [Int32] = [-1, -1]
      _ = pipe(&relay)
      _ = pipe(&wake)
      for end in relay + wake { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      _ = fcntl(relay[0], F_SETFL, O_NONBLOCK)
      readEnd = relay[0]
      writeEnd = relay[1]
      wakeRead = wake[0]
      wakeWrite = wake[1]
    }

    /// On the queue: takes the relayed byte(s), runs the handler unless cancelled, ends the turn.
    func turn(_ handler: () -> Void) {
      var bytes: (UInt64, UInt64) = (0, 0)
      _ = withUnsafeMutableBytes(of: &bytes) { read(readEnd, $0.baseAddress, $0.count) }
      if !cancelled.load(ordering: .acquiring) { handler() }
      turnOver.signal()
    }

    /// The relay thread: poll, relay, wait for the turn; until cancelled; then, once libdispatch has
    /// let go of the pipe, close it.
    func watch() {
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
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        turnOver.wait()
        // POLLNVAL: the descriptor was closed under the source; the handler's read has said so.
        if ready < 0 || entries[0].revents & Int16(POLLNVAL) != 0 { break }
      }
      released.wait()
      for end in [readEnd, writeEnd, wakeRead, wakeWrite] { close(end) }
    }

    func cancel() {
      guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }

    /// On the queue, from the source's cancel handler: a thread waiting for a turn that will never
    /// come goes on, and may close the pipe.
    func sourceCancelled() {
      turnOver.signal()
      released.signal()
    }
  }
}
