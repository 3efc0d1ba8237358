import Subprocess
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Playhead's one launcher: runs a command on swift-subprocess in a process group of its own, with a
/// hard timeout that sends SIGKILL to the group, and reports how it ended.
///
/// `run` is async: call it from async code (tests, the testbed) so that no thread of Swift's
/// cooperative pool is held while the child runs; swift-subprocess needs a free one for every run's
/// clean-up. Synchronous callers on the CLI's main thread use the blocking forms in
/// ChildProcess+Blocking.swift.
public enum ChildProcess {
  public struct Result: Sendable, Equatable {
    /// Exit status, or 128 + signal number when the child was killed by a signal.
    public var status: Int32
    /// The signal that ended the child, if one did.
    public var signal: Int32?
    /// What the child wrote to stdout and stderr when they were captured (empty otherwise).
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

  /// Where the child's standard input comes from.
  public enum Input: Sendable {
    /// /dev/null.
    case none
    /// These bytes, then end of file.
    case bytes([UInt8])
    /// A file, opened read-only.
    case file(String)
    /// A descriptor (a pipe's read end the caller writes to); closed here once the child started.
    case descriptor(FileDescriptor)
    /// This process's standard input (a terminal's keys).
    case inherit
  }

  /// Where the child's standard output or error goes.
  public enum Output: Sendable {
    /// Collected into the result.
    case capture
    /// /dev/null.
    case discard
    /// A descriptor (a pipe's write end the caller reads); closed here once the child started.
    case descriptor(FileDescriptor)
    /// This process's own stdout (for `output`) or stderr (for `error`).
    case inherit
    /// Standard error only: into wherever standard output goes (`2>&1`).
    case combined
  }

  /// How a command is run.
  public struct Options: Sendable {
    /// The environment; nil inherits this process's.
    public var environment: [String: String]?
    public var input: Input
    public var output: Output
    public var error: Output
    /// Seconds until the hard timeout: a bound for hangs that a correct run never reaches.
    public var timeout: Double
    /// A process group of its own (SIGKILLed as a whole at the timeout and once the child exits, so
    /// nothing it started holds its pipes open); false keeps it in the terminal's foreground group.
    public var ownGroup: Bool
    public var workingDirectory: String?

    public init(
      environment: [String: String]? = nil, input: Input = .none, output: Output = .capture,
      error: Output = .capture, timeout: Double = 120, ownGroup: Bool = true, workingDirectory: String? = nil
    ) {
      self.environment = environment
      self.input = input
      self.output = output
      self.error = error
      self.timeout = timeout
      self.ownGroup = ownGroup
      self.workingDirectory = workingDirectory
    }
  }

  /// The child while it runs, for a `whileRunning` body.
  public struct Running: Sendable {
    public let pid: Int32
    /// Whether it has exited (it is not reaped here: the launcher reports its status).
    public var hasExited: Bool { ProcessControl.hasExited(pid) }
    /// Sends `signal` to the child.
    public func send(_ signal: Int32) { ProcessControl.send(signal, to: pid) }
    /// Sends `signal` to any process (a pid the child wrote somewhere).
    public func send(_ signal: Int32, to pid: Int32) { ProcessControl.send(signal, to: pid) }
  }

  /// Runs `argv` (`argv[0]` a path or a name on PATH) to completion.
  public static func run(_ argv: [String], _ options: Options = Options()) async throws(LaunchError) -> Result
  {
    do {
      return try await run(argv, options) { _ in }.result
    } catch let error as LaunchError {
      throw error
    } catch {
      throw .cannotStart(argv[0], reason: "\(error)")
    }
  }

  /// Runs `argv` and `body` while it runs (to write its input or read its output through descriptors
  /// given in `options`, to signal it); then waits for it to exit. The hard timeout watches both.
  /// Rethrows what `body` throws.
  public static func run<Value: Sendable>(
    _ argv: [String], _ options: Options, whileRunning body: (Running) async throws -> Value
  ) async throws -> (result: Result, value: Value) {
    var platform = PlatformOptions()
    if options.ownGroup { platform.processGroupID = 0 }
    let configuration = configure(argv, options, platform)
    let deadline =
      options.timeout < 1e9 ? MonotonicClock.now() + Int64(options.timeout * 1_000_000) : Int64.max
    let input = try open(options.input, argv)
    let launch = Launch(argv: argv, deadline: deadline, ownGroup: options.ownGroup)
    do {
      switch options.output {
      case .capture:
        return try await launch.run(configuration, input, .bytes(limit: .max), options.error, body)
      case .discard, .descriptor, .inherit, .combined:
        let output = try descriptor(options.output, standard: .standardOutput, argv)
        return try await launch.run(
          configuration, input, .fileDescriptor(output, closeAfterSpawningProcess: true), options.error, body)
      }
    } catch let error as SubprocessError where error.code == .executableNotFound {
      throw LaunchError.notFound(argv[0])
    } catch let error as SubprocessError {
      throw LaunchError.cannotStart(argv[0], reason: "\(error)")
    }
  }

  private static func configure(_ argv: [String], _ options: Options, _ platform: PlatformOptions)
    -> Configuration
  {
    let env: Environment =
      options.environment.map { values in
        .custom(
          Dictionary(uniqueKeysWithValues: values.map { (Environment.Key(rawValue: $0.key)!, $0.value) }))
      } ?? .inherit
    return Configuration(
      executable: argv[0].contains("/") ? .path(FilePath(argv[0])) : .name(argv[0]),
      arguments: Arguments(Array(argv.dropFirst())), environment: env,
      workingDirectory: options.workingDirectory.map { FilePath($0) }, platformOptions: platform)
  }

  /// The descriptor the child's stdin is read from (closed once it started).
  private static func open(_ input: Input, _ argv: [String]) throws(LaunchError) -> FileDescriptor {
    do {
      switch input {
      case .none: return try FileDescriptor.open("/dev/null", .readOnly, options: .closeOnExec)
      case .file(let path): return try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec)
      case .descriptor(let fd): return fd
      case .inherit: return try FileDescriptor.standardInput.duplicate()
      case .bytes(let bytes): return try ProcessControl.memoryFile(bytes)
      }
    } catch {
      throw .cannotStart(argv[0], reason: "standard input: \(error)")
    }
  }

  /// The descriptor an output that is not captured goes to (closed once the child started).
  static func descriptor(_ output: Output, standard: FileDescriptor, _ argv: [String]) throws(LaunchError)
    -> FileDescriptor
  {
    do {
      switch output {
      case .capture, .combined: throw LaunchError.cannotStart(argv[0], reason: "\(output) has no descriptor")
      case .discard: return try FileDescriptor.open("/dev/null", .writeOnly, options: .closeOnExec)
      case .descriptor(let fd): return fd
      case .inherit: return try standard.duplicate()
      }
    } catch let error as LaunchError {
      throw error
    } catch {
      throw .cannotStart(argv[0], reason: "output: \(error)")
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
