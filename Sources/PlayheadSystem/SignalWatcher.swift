import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Playhead's one way to take signals: each watched signal's default action is replaced by `SIG_IGN`
/// and it is delivered on a queue through `DispatchSourceSignal`, so a signal is handled like any
/// other event (the engine stops, the log is complete, the terminal is restored). Forwarding a
/// signal to the processes a command started is one such handler (`init(forwarding:to:)`).
public final class SignalWatcher {
  private var sources: [DispatchSourceSignal] = []
  private let first: FirstSignal

  /// - Parameters:
  ///   - signals: the signals to watch; their default action is replaced by `SIG_IGN` first.
  ///   - queue: where `handler` runs.
  ///   - ignoresBrokenPipe: SIGPIPE ignored too, so a closed pipe is an EPIPE to handle (the
  ///     engine's runs); off where a closed pipe should still end the process as before.
  ///   - whenWatching: called on `queue` once every signal is watched. libdispatch sets its sources
  ///     up after `init` returns, and a signal sent before that is lost to `SIG_IGN`.
  ///   - handler: called on `queue` with the signal number.
  public init(
    signals: [Int32] = [SIGINT, SIGTERM, SIGHUP], queue: DispatchQueue, ignoresBrokenPipe: Bool = true,
    whenWatching: (@Sendable () -> Void)? = nil, handler: @escaping (Int32) -> Void
  ) {
    let first = FirstSignal()
    self.first = first
    if ignoresBrokenPipe { ProcessControl.ignore(SIGPIPE) }
    let waiting = Countdown(signals.count)
    for number in signals {
      ProcessControl.ignore(number)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        first.record(number)
        handler(number)
      }
      if let whenWatching {
        source.setRegistrationHandler {
          if waiting.countDown() { whenWatching() }
        }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Sends each of `signals` that reaches this process on to every process `targets` names when it
  /// arrives (a child that restores the terminal, or a whole tree of them), on a queue of its own.
  public convenience init(
    forwarding signals: [Int32] = [SIGINT, SIGTERM, SIGHUP], whenWatching: (@Sendable () -> Void)? = nil,
    to targets: @escaping () -> [Int32]
  ) {
    self.init(
      signals: signals, queue: DispatchQueue(label: "playhead.signals.forward"), ignoresBrokenPipe: false,
      whenWatching: whenWatching
    ) { number in
      for pid in targets() { ProcessControl.send(number, to: pid) }
    }
  }

  /// The first signal delivered, if any (read from any thread: a command's loop checks it between
  /// the runs it starts).
  public var received: Int32? { first.value }

  /// Stops watching (the signals stay ignored until the process exits).
  public func cancel() {
    for source in sources { source.cancel() }
    sources.removeAll()
  }

  deinit { cancel() }

  /// The conventional exit status after a fatal signal: 128 + its number.
  public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}

/// The first signal a watcher delivered, shared by its sources' handlers and whoever asks.
private final class FirstSignal: Sendable {
  private let storage = Mutex<Int32?>(nil)

  var value: Int32? { storage.withLock { $0 } }

  func record(_ number: Int32) {
    storage.withLock { if $0 == nil { $0 = number } }
  }
}

/// The sources still to be set up before `whenWatching` runs.
private final class Countdown: Sendable {
  private let remaining: Mutex<Int>

  init(_ count: Int) { remaining = Mutex(count) }

  /// One fewer; true for the last.
  func countDown() -> Bool {
    remaining.withLock {
      $0 -= 1
      return $0 == 0
    }
  }
}
