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
  private let state: WatchState

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
    let state = WatchState(sources: signals.count)
    self.state = state
    if ignoresBrokenPipe { ProcessControl.ignore(SIGPIPE) }
    for number in signals {
      ProcessControl.ignore(number)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        state.record(number)
        handler(number)
      }
      if let whenWatching {
        source.setRegistrationHandler {
          if state.sourceSetUp() { whenWatching() }
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
  public var received: Int32? { state.first }

  /// Stops watching (the signals stay ignored until the process exits).
  public func cancel() {
    for source in sources { source.cancel() }
    sources.removeAll()
  }

  deinit { cancel() }

  /// The conventional exit status after a fatal signal: 128 + its number.
  public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}

/// What a watcher's sources share: the first signal delivered (read from any thread) and how many
/// sources are still to be set up before `whenWatching` runs.
///
/// Atomics, not a `Mutex`: a contended Mutex hands over inside the futex (uninstrumented), which
/// ThreadSanitizer cannot see, so it reported these accesses as a race (scripts/tsan-suppressions.txt
/// says the same of swift-subprocess's); atomic operations it sees.
private final class WatchState: Sendable {
  /// 0 until a signal is delivered (signal numbers start at 1).
  private let firstSignal = Atomic<Int32>(0)
  private let settingUp: Atomic<Int>

  init(sources: Int) { settingUp = Atomic(sources) }

  var first: Int32? {
    let number = firstSignal.load(ordering: .acquiring)
    return number == 0 ? nil : number
  }

  func record(_ number: Int32) {
    _ = firstSignal.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing)
  }

  /// One more source is set up; true for the last.
  func sourceSetUp() -> Bool {
    settingUp.subtract(1, ordering: .acquiringAndReleasing).newValue == 0
  }
}
