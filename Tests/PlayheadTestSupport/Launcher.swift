import Foundation
import Glibc
import PlayheadSystem
import SystemPackage

/// The tests' one launcher, on `PlayheadSystem.ChildProcess` (swift-subprocess). Async: a test that
/// launches awaits, so no thread of Swift's cooperative pool is held while a child runs (two
/// synchronous launches at once on two cores used to hang) — except by a `whileRunning` body that
/// blocks on a descriptor, which therefore bounds its wait with `poll`. Every run has a hard timeout, a bound
/// for hangs that a passing test never reaches; nothing sleeps. At most `LaunchSlots` children run
/// at once.
public enum Launcher {
  public typealias Result = ChildProcess.Result
  public typealias Options = ChildProcess.Options
  public typealias Running = ChildProcess.Running

  /// The built `playhead` executable.
  public static var playhead: String { BuiltProducts.playhead }

  /// Runs `playhead args` with stdin from `input`, capturing both outputs.
  public static func run(_ args: [String], input: ChildProcess.Input = .none, timeout: Double = 120)
    async throws -> Result
  {
    try await run(playhead, args, input: input, timeout: timeout)
  }

  /// Runs `executable args`, capturing both outputs; `environment` nil inherits the test runner's.
  public static func run(
    _ executable: String, _ args: [String], input: ChildProcess.Input = .none, timeout: Double = 120,
    environment: [String: String]? = nil
  ) async throws -> Result {
    try await run([executable] + args, Options(environment: environment, input: input, timeout: timeout))
  }

  /// Runs `argv` as `options` say.
  public static func run(_ argv: [String], _ options: Options) async throws -> Result {
    try await LaunchSlots.shared.holding { try await ChildProcess.run(argv, options) }
  }

  /// Runs a shell command line (for pipes such as `| head -1`).
  public static func shell(_ command: String, timeout: Double = 120) async throws -> Result {
    try await run("/bin/sh", ["-c", command], timeout: timeout)
  }

  /// Runs `argv` and `body` while it runs: the body writes its input and reads its output through
  /// the pipes `options` name (see `pipe()`), or signals it. Waits for it to exit afterwards.
  public static func run<Value: Sendable>(
    _ argv: [String], _ options: Options, whileRunning body: (Running) async throws -> Value
  ) async throws -> (result: Result, value: Value) {
    try await LaunchSlots.shared.holding { try await ChildProcess.run(argv, options, whileRunning: body) }
  }

  /// Runs a server (weston) and `body` while it runs, holding no slot: the body launches the
  /// server's clients, each in a slot of its own, so a server in a slot could take the last one and
  /// wait on its own body for ever (two tests' westons on two slots did). A server sits idle but
  /// for its clients' work.
  public static func serve<Value: Sendable>(
    _ argv: [String], _ options: Options, whileRunning body: (Running) async throws -> Value
  ) async throws -> (result: Result, value: Value) {
    try await ChildProcess.run(argv, options, whileRunning: body)
  }

  /// A pipe for `Options.input`/`output` (`.descriptor(pipe.write)` etc.): both ends close-on-exec,
  /// so no other test's child inherits them; the launcher closes the end it hands to the child.
  public static func pipe() throws -> (read: FileDescriptor, write: FileDescriptor) {
    var fds: [Int32] = [-1, -1]
    guard Glibc.pipe(&fds) == 0 else { throw Errno(rawValue: errno) }
    // The launcher's children close every other descriptor anyway (swift-subprocess does).
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
  }
}
