import Dispatch
import Glibc

/// Delivers SIGINT, SIGTERM, SIGHUP (and SIGWINCH when asked) on the engine's queue through
/// `DispatchSourceSignal`, so a signal is handled like any other event: the engine stops, the log is
/// complete and the terminal is restored. SIGPIPE is ignored so a closed pipe is an EPIPE to handle.
public final class SignalWatcher {
  private var sources: [DispatchSourceSignal] = []

  /// - Parameters:
  ///   - signals: the signals to watch; their default action is replaced by `SIG_IGN` first.
  ///   - handler: called on `queue` with the signal number.
  public init(
    signals: [Int32] = [SIGINT, SIGTERM, SIGHUP], queue: DispatchQueue, handler: @escaping (Int32) -> Void
  ) {
    Glibc.signal(SIGPIPE, SIG_IGN)
    for number in signals {
      Glibc.signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching (the signals stay ignored until the process exits).
  public func cancel() {
    for source in sources { source.cancel() }
    sources.removeAll()
  }

  deinit { cancel() }

  /// The conventional exit status after a fatal signal: 128 + its number.
  public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}
