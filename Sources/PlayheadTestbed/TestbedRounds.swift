import Foundation
import PlayheadSystem

/// One command run again and again on one testbed: `playhead demo`'s rounds of `playhead live`. Each
/// run is waited for until its child has gone (so the shell's prompt, or the next child, never meets a
/// terminal still held), the next starts with what `afterRound` took from the last, and SIGINT,
/// SIGTERM and SIGHUP go on to every process below this one (the testbed and the command inside,
/// which restores the terminal); the children stay in this process group, so keys reach them too.
public struct TestbedRounds: Sendable {
  /// How the rounds ended.
  public enum Ending: Sendable, Equatable {
    /// A run ended otherwise than by the testbed's planned SIGINT, or (without `repeating`) as planned:
    /// its status (0 for the planned end).
    case finished(status: Int32)
    /// This process was sent `signal`: the children had it too.
    case signal(Int32)
    /// The testbed failed; `nothingShown` when it was the first round and no signal had come, so the
    /// caller may still show something else.
    case failed(TestbedError, nothingShown: Bool)
  }

  public var testbed: Testbed
  public var options: Testbed.RunOptions
  /// Another round after each planned end (the testbed's SIGINT after the last event), until a signal
  /// or another ending; otherwise one round.
  public var repeating: Bool

  /// The testbed keeps its files for the child's pid file (`keepFiles`); each round's are removed here.
  public init(testbed: Testbed, options: Testbed.RunOptions, repeating: Bool) {
    self.testbed = testbed
    self.options = options
    self.options.keepFiles = true
    self.repeating = repeating
  }

  /// Runs `command()` round after round; `afterRound` runs once each round's child has gone.
  public func run(command: () -> [String], afterRound: () -> Void = {}) -> Ending {
    let forwarder = SignalWatcher { ProcessTree.descendants(of: getpid()) }
    var round = 0
    while true {
      round += 1
      if let signal = forwarder.received { return .signal(signal) }
      let result: Testbed.RunResult
      do {
        result = try testbed.runBlocking(command(), options: options)
      } catch {
        return .failed(error, nothingShown: round == 1 && forwarder.received == nil)
      }
      ProcessTree.waitUntilGone(pidFile: "\(result.directory)/command.pid")
      try? FileManager.default.removeItem(atPath: result.directory)
      afterRound()
      if let signal = forwarder.received { return .signal(signal) }
      // The testbed's own SIGINT after the last event is the planned end of a round.
      let planned = result.interrupted && (result.status == 0 || result.status == 130)
      if planned && repeating { continue }
      return .finished(status: planned ? 0 : result.status)
    }
  }
}
