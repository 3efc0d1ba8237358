import Subprocess
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One run of `ChildProcess.run`: picks swift-subprocess's output types for the options and watches
/// the child against its deadline while the caller's body runs.
struct Launch {
  let argv: [String]
  /// CLOCK_MONOTONIC µs of the hard timeout.
  let deadline: Int64
  let ownGroup: Bool

  func run<Output: OutputProtocol, Value: Sendable>(
    _ configuration: Configuration, _ input: FileDescriptor, _ output: Output, _ error: ChildProcess.Output,
    _ body: (ChildProcess.Running) async throws -> Value
  ) async throws -> (result: ChildProcess.Result, value: Value) {
    switch error {
    case .capture: return try await run(configuration, input, output, .bytes(limit: .max), body)
    case .combined: return try await run(configuration, input, output, .combinedWithOutput, body)
    case .discard, .descriptor, .inherit:
      let fd = try ChildProcess.descriptor(error, standard: .standardError, argv)
      return try await run(
        configuration, input, output, .fileDescriptor(fd, closeAfterSpawningProcess: true), body)
    }
  }

  private func run<Output: OutputProtocol, Error: ErrorOutputProtocol, Value: Sendable>(
    _ configuration: Configuration, _ input: FileDescriptor, _ output: Output, _ error: Error,
    _ body: (ChildProcess.Running) async throws -> Value
  ) async throws -> (result: ChildProcess.Result, value: Value) {
    let run = try await Subprocess.run(
      configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true), output: output,
      error: error
    ) { execution -> (Value?, (any Swift.Error)?, Bool) in
      let running = ChildProcess.Running(pid: execution.processIdentifier.value)
      async let timedOut = watch(running.pid)
      let value: Value?
      let failure: (any Swift.Error)?
      do {
        value = try await body(running)
        failure = nil
      } catch {
        value = nil
        failure = error
      }
      return (value, failure, await timedOut)
    }
    let (value, failure, timedOut) = run.closureResult
    if let failure { throw failure }
    let result = ChildProcess.Result(
      run.terminationStatus, stdout: run.standardOutput as? [UInt8] ?? [],
      stderr: run.standardError as? [UInt8] ?? [], timedOut: timedOut)
    return (result, value!)
  }

  /// Polls the child until it exits, briefly at first (a quick command costs a millisecond, not a
  /// turn); past the deadline it (and its group) gets SIGKILL. True when the deadline ended it.
  private func watch(_ pid: Int32) async -> Bool {
    var turn: Int64 = 500
    var timedOut = false
    while !ProcessControl.hasExited(pid) {
      if !timedOut && MonotonicClock.now() >= deadline {
        ProcessControl.send(SIGKILL, to: ownGroup ? -pid : pid)
        timedOut = true
      }
      try? await Task.sleep(for: .microseconds(turn))
      turn = min(turn * 2, 20_000)
    }
    // Anything the child left behind in its group would hold its output pipes open.
    if ownGroup { ProcessControl.send(SIGKILL, to: -pid) }
    return timedOut
  }
}
