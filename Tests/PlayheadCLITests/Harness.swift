import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// Runs the built `playhead` binary and terminals around it. Waits are bounded by timeouts that a
/// passing test never reaches; nothing sleeps and nothing reads the wall clock.
enum Harness {
  /// The package root, found from this file.
  static let packageRoot = Fixtures.packageRoot

  /// The `playhead` executable built next to the test bundle.
  static let playhead: String = {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    for dir in [exe, exe.deletingLastPathComponent()] {
      let candidate = dir.appendingPathComponent("playhead").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return packageRoot.appendingPathComponent(".build/debug/playhead").path
  }()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
  }

  /// Runs `executable args` with `stdin` from /dev/null, capturing both outputs; kills it after
  /// `timeout` seconds (a bound for hangs, never reached by a passing test).
  static let launchLock = NSLock()

  /// Runs `playhead args`.
  static func run(_ args: [String], timeout: Double = 120) throws -> Result {
    try run(playhead, args, timeout: timeout)
  }

  /// - Parameter capture: false sends both outputs to /dev/null, for commands that leave a daemon
  ///   behind holding them open (`tmux new-session -d`).
  static func run(
    _ executable: String, _ args: [String], timeout: Double = 120, environment: [String: String]? = nil,
    capture: Bool = true
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    if capture {
      process.standardOutput = out
      process.standardError = err
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    // Foundation's Process.run is not safe to call from several threads at once (a crash in its
    // memcpy was seen with parallel tests); launches are serialised, the waits are not.
    launchLock.lock()
    do {
      try process.run()
    } catch {
      launchLock.unlock()
      throw error
    }
    launchLock.unlock()
    let collected = Collected()
    let group = DispatchGroup()
    if !capture {
      out.fileHandleForWriting.closeFile()
      err.fileHandleForWriting.closeFile()
    }
    group.enter()
    DispatchQueue.global().async {
      collected.out = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      collected.err = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      _ = done.wait(timeout: .now() + 10)
    }
    group.wait()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
      stderr: String(decoding: collected.err, as: UTF8.self), timedOut: timedOut)
  }

  /// Runs a command that leaves a daemon behind (`tmux new-session -d`) with `posix_spawn` and
  /// `waitpid`: Foundation's `Process` notices an exit through a descriptor the daemon inherits, so
  /// it would wait for the daemon too. Outputs go to /dev/null.
  static func spawn(_ argv: [String]) -> Int32 {
    launchLock.lock()
    defer { launchLock.unlock() }
    for _ in 0..<5 {
      if let status = spawnOnce(argv) { return status }
    }
    return -1
  }

  private static func spawnOnce(_ argv: [String]) -> Int32? {
    guard let pid = launch(argv, stdout: nil, stderr: nil) else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }

  /// `posix_spawn` of `argv` with stdin from /dev/null and stdout/stderr onto the given descriptors
  /// (/dev/null for nil). Call with `launchLock` held.
  private static func launch(_ argv: [String], stdout: Int32?, stderr: Int32?) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (target, source) in [(Int32(1), stdout), (Int32(2), stderr)] {
      if let source {
        posix_spawn_file_actions_adddup2(&actions, source, target)
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
      }
    }
    // No descriptor of the test runner may outlive the spawn in a daemon: another test's pipe held
    // open by a tmux server would never reach end of file.
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
      if let fd = Int32(entry), fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
    }
    // The test runner's threads block most signals; a child must start with none blocked and default
    // actions, or the shell in the pane could not even be hung up.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, environ) == 0 else { return nil }
    return pid
  }

  /// Runs `argv` with `posix_spawn`, stdin from /dev/null, stdout and stderr captured. For the
  /// thousands of tmux calls the terminal tests make: Foundation's `Process.run` on Swift 6.3.1 reads
  /// past a `dirent` while it lists /proc/self/fd and crashed the test runner once
  /// (swift-corelibs-foundation PR #5472, fixed after this toolchain).
  static func spawnCapturing(_ argv: [String]) -> (status: Int32, stdout: String, stderr: String) {
    launchLock.lock()
    // Close-on-exec at once, under the launch lock, so no other spawn inherits these ends.
    func cloexecPipe() -> [Int32]? {
      var fds: [Int32] = [-1, -1]
      guard pipe(&fds) == 0 else { return nil }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      return fds
    }
    guard let out = cloexecPipe() else {
      launchLock.unlock()
      return (-1, "", "pipe: \(String(cString: strerror(errno)))")
    }
    guard let err = cloexecPipe() else {
      close(out[0])
      close(out[1])
      launchLock.unlock()
      return (-1, "", "pipe: \(String(cString: strerror(errno)))")
    }
    let pid = launch(argv, stdout: out[1], stderr: err[1])
    close(out[1])
    close(err[1])
    launchLock.unlock()
    func drain(_ fd: Int32) -> String {
      var data = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let n = read(fd, &buffer, buffer.count)
        if n > 0 { data += buffer[0..<n] } else if n < 0 && errno == EINTR { continue } else { break }
      }
      close(fd)
      return String(decoding: data, as: UTF8.self)
    }
    let stdout = drain(out[0])
    let stderr = drain(err[0])
    guard let pid else { return (-1, "", "posix_spawn \(argv[0]) failed") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // Exit status as Process reports it: the code for a normal exit, 128 + signal otherwise.
    let exited = (status & 0x7f) == 0
    return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), stdout, stderr)
  }

  private final class Collected: @unchecked Sendable {
    var out = Data()
    var err = Data()
  }

  /// Runs a shell command line (for pipes such as `| head -1`).
  static func shell(_ command: String, timeout: Double = 120) throws -> Result {
    try run("/bin/sh", ["-c", command], timeout: timeout)
  }
}

/// A tmux server of its own with one pane running a plain shell, for terminal tests.
final class TmuxSession {
  let name: String
  let socket: String

  init(columns: Int = 100, rows: Int = 40) throws {
    name = "t\(UInt32.random(in: 0...UInt32.max))"
    socket = "playhead-test-\(name)"
    let status = Harness.spawn([
      "/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(columns)",
      "-y",
      "\(rows)", "env PS1='READY$ ' TERM=xterm-256color /bin/sh",
    ])
    guard status == 0 else { throw TmuxError.failed("new-session exited with \(status)") }
  }

  deinit { close() }

  /// Ends the tmux server (and the shell and anything still running in it).
  func close() {
    guard !closed else { return }
    closed = true
    let status = Harness.spawn(["/usr/bin/tmux", "-L", socket, "kill-server"])
    if status != 0 { Issue.record("tmux kill-server exited with \(status)") }
  }

  private var closed = false

  func tmux(_ args: [String]) throws -> String {
    let r = Harness.spawnCapturing(["/usr/bin/tmux", "-L", socket] + args)
    guard r.status == 0 else { throw TmuxError.failed("\(args.first ?? ""): \(r.stderr)") }
    return r.stdout
  }

  func send(_ keys: String...) throws { _ = try tmux(["send-keys", "-t", name] + keys) }

  func capture() throws -> String { try tmux(["capture-pane", "-p", "-t", name]) }

  /// A tmux format about the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
  func format(_ f: String) throws -> String {
    try tmux(["display-message", "-p", "-t", name, f]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Captures until `predicate` holds, at most `attempts` times (each capture is a process run, so
  /// the bound is some seconds of polling; no sleeping).
  func waitFor(attempts: Int = 3000, _ predicate: (String) -> Bool) throws -> String? {
    for _ in 0..<attempts {
      let screen = try capture()
      if predicate(screen) { return screen }
    }
    return nil
  }

  enum TmuxError: Error { case failed(String) }
}
