import Foundation
import PlayheadSystem

/// How the testbed ends a run beyond the launcher's hard timeout, checked while the command runs
/// (PlayheadSystem's `ChildProcess.run` body): a planned stop, and the end of a launcher whose
/// command already exited.
struct Supervision {
  /// A planned stop: `signal` to one process at a given time, which is how a consumer such as
  /// `libinput debug-events` is ended after the script.
  struct Interrupt {
    /// CLOCK_MONOTONIC µs at which to send the signal at the latest.
    var at: Int64
    /// Polled each turn: true sends the signal before `at`.
    var ready: () -> Bool = { false }
    /// Reads the pid to signal (e.g. from a pid file); nil: the child itself.
    var target: () -> pid_t?
    /// The signal sent: SIGINT (Ctrl-C) unless a run asks for SIGTERM or SIGHUP.
    var signal: Int32 = SIGINT
  }

  var interrupt: Interrupt?
  /// True once the command inside has exited although its launcher (umockdev-run, which blocks
  /// writing to a node nobody reads) has not: the launcher is then ended, politely first.
  var commandGone: (() -> Bool)?

  /// What happened: the planned stop was sent; the launcher was ended by `commandGone`.
  struct Outcome: Sendable {
    var interrupted = false
    var launcherEnded = false
  }

  /// Runs `argv` under this supervision; maps launch failures to the testbed's errors.
  func run(_ argv: [String], _ options: ChildProcess.Options) async throws(TestbedError) -> (
    ChildProcess.Result, Outcome
  ) {
    guard let program = Executables.find(argv[0]) else { throw .unavailable("\(argv[0]) is not on PATH") }
    do {
      return try await ChildProcess.run([program] + argv.dropFirst(), options) { running in
        await watch(running)
      }
    } catch {
      throw .setup("\(error)")
    }
  }

  /// Polls every 20 ms (sooner when the planned stop is due) until the child exits.
  private func watch(_ running: ChildProcess.Running) async -> Outcome {
    var outcome = Outcome()
    var goneAt: Int64?
    while !running.hasExited {
      let now = MonotonicClock.now()
      if let gone = commandGone {
        if goneAt == nil, gone() { goneAt = now }
        if let since = goneAt {
          let signal = now - since > 2_500_000 ? SIGKILL : now - since > 500_000 ? SIGTERM : 0
          if signal != 0 {
            running.send(signal, to: -running.pid)
            running.send(signal)
          }
          outcome.launcherEnded = true
        }
      }
      if let planned = interrupt, !outcome.interrupted, now >= planned.at || planned.ready() {
        running.send(planned.signal, to: planned.target() ?? running.pid)
        outcome.interrupted = true
      }
      var wait: Int64 = 20_000
      if let planned = interrupt, !outcome.interrupted { wait = max(0, min(wait, planned.at - now)) }
      try? await Task.sleep(for: .microseconds(wait))
    }
    return outcome
  }
}
