import Subprocess
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a command to completion on swift-subprocess, synchronously, with a hard timeout: the one
/// process launcher of the testbed, the bench and the tests.
///
/// Captured runs get stdin from /dev/null and their own process group, so the hard timeout (a safety
/// net a correct run never reaches) ends the whole group with SIGKILL and reports `timedOut`. A
/// planned stop (`Interrupt`) sends SIGINT to one process at a given time, which is how a consumer
/// such as `libinput debug-events` is ended after a script.
public enum ChildProcess {
  public struct Result: Sendable, Equatable {
    /// Exit status, or 128 + signal number when the child was killed by a signal.
    public var status: Int32
    /// The signal that ended the child, if one did.
    public var signal: Int32?
    public var stdout: String
    public var stderr: String
    public var timedOut: Bool
    public var interrupted: Bool
    /// The launcher was ended because the command inside had already exited (`commandGone`).
    public var launcherEnded: Bool
  }

  public struct Interrupt {
    /// CLOCK_MONOTONIC µs at which to send SIGINT at the latest.
    public var at: Int64
    /// Polled each turn: true sends SIGINT before `at`.
    public var ready: () -> Bool
    /// Reads the pid to signal (e.g. from a pid file); nil: the child itself.
    public var target: () -> Int32?

    public init(at: Int64, ready: @escaping () -> Bool = { false }, target: @escaping () -> Int32?) {
      self.at = at
      self.ready = ready
      self.target = target
    }
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

  /// Runs `argv` with its stdin and stdout on the given descriptors (both closed here once it started;
  /// pass two descriptors, not one twice; no stdin is /dev/null), stderr shared with this process, and calls `whileRunning` with its pid on
  /// this thread while it runs: the bench's stampers read its output there the moment it arrives.
  public static func run(
    _ argv: [String], input: FileDescriptor?, output: FileDescriptor, whileRunning: (Int32) -> Void
  ) throws(LaunchError) -> Result {
    let configuration = Configuration(
      executable: argv[0].contains("/") ? .path(FilePath(argv[0])) : .name(argv[0]),
      arguments: Arguments(Array(argv.dropFirst())))
    let watch = Watch(deadline: .max, interrupt: nil, commandGone: nil, ownGroup: false)
    do {
      let input = try input ?? FileDescriptor.open("/dev/null", .readOnly, options: .closeOnExec)
      // `runBlocking` returns only once the run has ended, so the closure does not outlive this call.
      return try withoutActuallyEscaping(whileRunning) { whileRunning in
        let reader = Unchecked(whileRunning)
        return try runBlocking {
          let output: FileDescriptorOutput = .fileDescriptor(output, closeAfterSpawningProcess: true)
          let result = try await Subprocess.run(
            configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true),
            output: output, error: .currentStandardError
          ) { execution in reader.value(execution.processIdentifier.value) }
          return watch.result(result.terminationStatus, [], [])
        }
      }
    } catch let error as SubprocessError where error.code == .executableNotFound {
      throw .notFound(argv[0])
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }

  /// Runs `argv` (`argv[0]` a path or a name on PATH). `environment` nil inherits this process's;
  /// `input` is written to its stdin (nil: /dev/null). With `capture` false the child shares this
  /// process's stdin, stdout, stderr and process group (it stays in the terminal's foreground group
  /// and can read keys). `commandGone` tells when the command a launcher runs (umockdev-run) has
  /// exited although the launcher has not: the launcher gets SIGTERM after 0.5 s, SIGKILL after 2.5 s.
  public static func run(
    _ argv: [String], environment: [String: String]? = nil, input: [UInt8]? = nil, timeout: Double,
    interrupt: Interrupt? = nil, capture: Bool = true, commandGone: (() -> Bool)? = nil
  ) throws(LaunchError) -> Result {
    let executable: Executable = argv[0].contains("/") ? .path(FilePath(argv[0])) : .name(argv[0])
    let env: Environment =
      environment.map { .custom(Dictionary(uniqueKeysWithValues: $0.map { (Environment.Key(rawValue: $0.key)!, $0.value) })) }
      ?? .inherit
    var options = PlatformOptions()
    if capture { options.processGroupID = 0 }
    let configuration = Configuration(
      executable: executable, arguments: Arguments(Array(argv.dropFirst())), environment: env,
      platformOptions: options)
    let watch = Watch(
      deadline: MonotonicClock.now() + Int64(timeout * 1_000_000), interrupt: interrupt, commandGone: commandGone,
      ownGroup: capture)
    do {
      return try runBlocking {
        if capture {
          let result = try await Subprocess.run(
            configuration, input: .array(input ?? []), output: .bytes(limit: .max), error: .bytes(limit: .max)
          ) { execution in await watch.supervise(execution.processIdentifier.value) }
          return watch.result(result.terminationStatus, result.standardOutput, result.standardError)
        }
        let input: FileDescriptorInput = .fileDescriptor(.standardInput, closeAfterSpawningProcess: false)
        let result = try await Subprocess.run(
          configuration, input: input, output: .currentStandardOutput, error: .currentStandardError
        ) { execution in await watch.supervise(execution.processIdentifier.value) }
        return watch.result(result.terminationStatus, [], [])
      }
    } catch let error as SubprocessError where error.code == .executableNotFound {
      throw .notFound(argv[0])
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }
}

extension ChildProcess {
  /// The supervision of one run: polls the child every 20 ms until it exits, sending the planned
  /// interrupt, the launcher's end and the timeout's SIGKILL on the way.
  ///
  /// `@unchecked Sendable`: the caller's closures are not Sendable, but `run` blocks its thread until
  /// the run ends and everything here runs on the run's one task, so they are never called concurrently.
  final class Watch: @unchecked Sendable {
    let deadline: Int64
    let interrupt: Interrupt?
    let commandGone: (() -> Bool)?
    let ownGroup: Bool
    var timedOut = false
    var interrupted = false
    var goneAt: Int64?
    var strays: Task<Void, Never>?

    init(deadline: Int64, interrupt: Interrupt?, commandGone: (() -> Bool)?, ownGroup: Bool) {
      self.deadline = deadline
      self.interrupt = interrupt
      self.commandGone = commandGone
      self.ownGroup = ownGroup
    }

    func supervise(_ pid: Int32) async {
      while !ProcessControl.hasExited(pid) {
        let now = MonotonicClock.now()
        if let gone = commandGone {
          if goneAt == nil, gone() { goneAt = now }
          if let since = goneAt {
            let signal = now - since > 2_500_000 ? SIGKILL : now - since > 500_000 ? SIGTERM : 0
            if signal != 0 { end(pid, signal) }
          }
        }
        if let planned = interrupt, !interrupted, now >= planned.at || planned.ready() {
          ProcessControl.send(SIGINT, to: planned.target() ?? pid)
          interrupted = true
        }
        if !timedOut && now >= deadline {
          end(pid, SIGKILL)
          timedOut = true
        }
        var wait: Int64 = 20_000
        if let planned = interrupt, !interrupted { wait = max(0, min(wait, planned.at - now)) }
        try? await Task.sleep(for: .microseconds(wait))
      }
      // Something the child started may still hold its output pipes: end the group after 2 s.
      if ownGroup {
        strays = Task {
          guard (try? await Task.sleep(for: .seconds(2))) != nil else { return }
          ProcessControl.send(SIGKILL, to: -pid)
        }
      }
    }

    private func end(_ pid: Int32, _ signal: Int32) {
      if ownGroup { ProcessControl.send(signal, to: -pid) }
      ProcessControl.send(signal, to: pid)
    }

    func result(_ status: TerminationStatus, _ stdout: [UInt8], _ stderr: [UInt8]) -> Result {
      strays?.cancel()
      let code: Int32
      switch status {
      case .exited(let value): code = value
      case .signaled(let signal): code = 128 + signal
      }
      var signal: Int32?
      if case .signaled(let number) = status { signal = number }
      return Result(
        status: code, signal: signal, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
        timedOut: timedOut, interrupted: interrupted, launcherEnded: goneAt != nil)
    }
  }
}

/// A caller's closure handed to the launch's task. `@unchecked Sendable`: the caller blocks in
/// `runBlocking` until the task ends, so the closure runs on one thread at a time, never concurrently.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
