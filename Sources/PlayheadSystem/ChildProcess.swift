import Subprocess
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a command to completion on swift-subprocess, synchronously: the launcher of the bench's
/// helpers (the line stampers' consumers, the allocation counter's compiler and probe).
///
/// Synchronous for the CLI's commands, which run on the main thread; see `runBlocking` for why it
/// must not be called from a task on Swift's cooperative pool.
public enum ChildProcess {
  public struct Result: Sendable, Equatable {
    /// Exit status, or 128 + signal number when the child was killed by a signal.
    public var status: Int32
    /// The signal that ended the child, if one did.
    public var signal: Int32?
    public var stdout: String
    public var stderr: String
    /// The hard timeout ended it (its process group got SIGKILL).
    public var timedOut: Bool
  }

  /// Why a command did not start.
  public enum LaunchError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(String)
    case cannotStart(String, reason: String)

    public var description: String {
      switch self {
      case .notFound(let name): return "\(name) is not on PATH"
      case .cannotStart(let name, let reason): return "cannot start \(name): \(reason)"
      }
    }
  }

  /// Runs `argv` (`argv[0]` a path or a name on PATH) with an empty stdin, capturing stdout and
  /// stderr, in a process group of its own that gets SIGKILL after `timeout` seconds (a bound a
  /// correct run never reaches). `environment` nil inherits this process's.
  public static func run(_ argv: [String], environment: [String: String]? = nil, timeout: Double)
    throws(LaunchError) -> Result
  {
    var options = PlatformOptions()
    options.processGroupID = 0
    let configuration = configure(argv, environment: environment, options: options)
    let deadline = MonotonicClock.now() + Int64(timeout * 1_000_000)
    return try launching(argv) { () throws -> Result in
      try runBlocking {
        let result = try await Subprocess.run(
          configuration, input: .none, output: .bytes(limit: .max), error: .bytes(limit: .max)
        ) { execution in await supervise(execution.processIdentifier.value, until: deadline) }
        return Result(
          result.terminationStatus, stdout: result.standardOutput, stderr: result.standardError,
          timedOut: result.closureResult)
      }
    }
  }

  /// Runs `argv` with its stdin, stdout and stderr on the given descriptors (all three closed here
  /// once it started, so pass three different descriptors; nil: /dev/null for stdin, this process's
  /// stderr) and calls `whileRunning` with its pid while it runs: the bench's stampers read its
  /// output there the moment it arrives.
  public static func run(
    _ argv: [String], input: FileDescriptor?, output: FileDescriptor, error: FileDescriptor? = nil,
    whileRunning: @escaping (Int32) -> Void
  ) throws(LaunchError) -> Result {
    let configuration = configure(argv, environment: nil, options: PlatformOptions())
    return try launching(argv) { () throws -> Result in
      let input = try input ?? FileDescriptor.open("/dev/null", .readOnly, options: .closeOnExec)
      let error = try error ?? FileDescriptor.standardError.duplicate()
      let body = Unchecked(whileRunning)
      return try runBlocking {
        let result = try await Subprocess.run(
          configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true),
          output: .fileDescriptor(output, closeAfterSpawningProcess: true),
          error: .fileDescriptor(error, closeAfterSpawningProcess: true)
        ) { execution in body.value(execution.processIdentifier.value) }
        return Result(result.terminationStatus, stdout: [], stderr: [], timedOut: false)
      }
    }
  }

  private static func configure(_ argv: [String], environment: [String: String]?, options: PlatformOptions)
    -> Configuration
  {
    let env: Environment =
      environment.map { values in
        .custom(
          Dictionary(uniqueKeysWithValues: values.map { (Environment.Key(rawValue: $0.key)!, $0.value) }))
      } ?? .inherit
    return Configuration(
      executable: argv[0].contains("/") ? .path(FilePath(argv[0])) : .name(argv[0]),
      arguments: Arguments(Array(argv.dropFirst())), environment: env, platformOptions: options)
  }

  /// Polls the child until it exits, briefly at first (a quick command costs a millisecond, not a
  /// turn); past `deadline` its group gets SIGKILL. True when the deadline ended it.
  private static func supervise(_ pid: Int32, until deadline: Int64) async -> Bool {
    var turn: Int64 = 500
    var timedOut = false
    while !ProcessControl.hasExited(pid) {
      if !timedOut && MonotonicClock.now() >= deadline {
        ProcessControl.send(SIGKILL, to: -pid)
        timedOut = true
      }
      try? await Task.sleep(for: .microseconds(turn))
      turn = min(turn * 2, 20_000)
    }
    // Anything the child left behind in its group would hold its output pipes open.
    ProcessControl.send(SIGKILL, to: -pid)
    return timedOut
  }

  /// Maps swift-subprocess's and swift-system's errors to the launcher's.
  private static func launching(_ argv: [String], _ body: () throws -> Result) throws(LaunchError) -> Result {
    do {
      return try body()
    } catch let error as SubprocessError where error.code == .executableNotFound {
      throw .notFound(argv[0])
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }
}

extension ChildProcess.Result {
  init(_ termination: TerminationStatus, stdout: [UInt8], stderr: [UInt8], timedOut: Bool) {
    switch termination {
    case .exited(let code):
      status = code
      signal = nil
    case .signaled(let number):
      status = 128 + number
      signal = number
    }
    self.stdout = String(decoding: stdout, as: UTF8.self)
    self.stderr = String(decoding: stderr, as: UTF8.self)
    self.timedOut = timedOut
  }
}

/// A caller's closure handed to the launch's task. `@unchecked Sendable`: the caller blocks in
/// `runBlocking` until the task ends, so the closure runs on one thread at a time, never concurrently.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
