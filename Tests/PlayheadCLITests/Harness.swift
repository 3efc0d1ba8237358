import Foundation
import Testing

/// Runs the built `playhead` binary and terminals around it. Waits are bounded by timeouts that a
/// passing test never reaches; nothing sleeps and nothing reads the wall clock.
enum Harness {
  /// The package root, found from this file.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url = url.deletingLastPathComponent()
    }
    return url
  }()

  /// `../shared` beside the package (CI clones with shared/ next to the repository).
  static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

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
  static func run(
    _ executable: String = playhead, _ args: [String], timeout: Double = 120, environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let collected = Collected()
    let group = DispatchGroup()
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
      done.wait()
    }
    group.wait()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
      stderr: String(decoding: collected.err, as: UTF8.self), timedOut: timedOut)
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
    let r = try Harness.run(
      "/usr/bin/tmux",
      [
        "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)",
        "env PS1='READY$ ' TERM=xterm-256color /bin/sh",
      ], timeout: 20)
    guard r.status == 0 else { throw TmuxError.failed("new-session: \(r.stderr)") }
  }

  deinit { _ = try? Harness.run("/usr/bin/tmux", ["-L", socket, "kill-server"], timeout: 20) }

  func tmux(_ args: [String]) throws -> String {
    let r = try Harness.run("/usr/bin/tmux", ["-L", socket] + args, timeout: 20)
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
