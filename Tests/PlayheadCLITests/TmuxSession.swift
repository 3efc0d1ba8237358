import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// A tmux server of its own with one pane running a plain shell, for terminal tests. Every tmux call
/// goes through the tests' one launcher; waits are bounded by attempts, nothing sleeps.
final class TmuxSession {
  let name: String
  let socket: String
  /// The server's pid, so that `close()` (called from `defer`, which cannot await) ends it with a
  /// signal rather than another launch: SIGTERM makes tmux end every session and hang up its panes,
  /// as `kill-server` does.
  private var server: pid_t = 0

  init(columns: Int = 100, rows: Int = 40) async throws {
    name = "t\(UInt32.random(in: 0...UInt32.max))"
    socket = "playhead-test-\(name)"
    // `new-session -d` leaves the server behind (in a session of its own); its outputs go nowhere.
    let started = try await Launcher.run(
      [
        "/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(columns)",
        "-y", "\(rows)", "env PS1='READY$ ' TERM=xterm-256color /bin/sh",
      ], Launcher.Options(output: .discard, error: .discard))
    guard started.status == 0 else { throw TmuxError.failed("new-session exited with \(started.status)") }
    let reply = try? await tmux(["display-message", "-p", "#{pid}"])
    guard let reply, let pid = pid_t(reply.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      // The server runs in a session of its own, out of the launcher's reach: end it by its socket.
      _ = try? await Launcher.run(
        ["/usr/bin/tmux", "-L", socket, "kill-server"], Launcher.Options(output: .discard, error: .discard))
      throw TmuxError.failed("no server pid")
    }
    server = pid
  }

  deinit { close() }

  /// Ends the tmux server (and the shell and anything still running in it).
  func close() {
    guard server > 0 else { return }
    if kill(server, SIGTERM) != 0 { Issue.record("cannot end the tmux server \(server): errno \(errno)") }
    server = 0
  }

  func tmux(_ args: [String]) async throws -> String {
    let r = try await Launcher.run("/usr/bin/tmux", ["-L", socket] + args)
    guard r.status == 0 else { throw TmuxError.failed("\(args.first ?? ""): \(r.stderr)") }
    return r.stdout
  }

  func send(_ keys: String...) async throws { _ = try await tmux(["send-keys", "-t", name] + keys) }

  func capture() async throws -> String { try await tmux(["capture-pane", "-p", "-t", name]) }

  /// A tmux format about the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
  func format(_ f: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", name, f]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Captures until `predicate` holds, at most `attempts` times (each capture is a process run, so
  /// the bound is some seconds of polling; no sleeping).
  func waitFor(attempts: Int = 3000, _ predicate: (String) -> Bool) async throws -> String? {
    for _ in 0..<attempts {
      let screen = try await capture()
      if predicate(screen) { return screen }
    }
    return nil
  }

  enum TmuxError: Error { case failed(String) }
}
