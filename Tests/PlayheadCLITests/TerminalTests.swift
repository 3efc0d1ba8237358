import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// `playhead demo` in a real terminal (tmux, 100 × 40): the HUD appears and updates, and after q,
/// Ctrl-C (SIGINT), SIGTERM or SIGHUP the terminal is back as it was: main screen, cursor shown, the
/// shell's prompt, and the line discipline in canonical mode with echo.
@Suite("HUD in a terminal", .serialized, .requires(.tmux))
struct TerminalTests {
  /// Starts the demo and waits until the HUD shows a gesture being scrubbed (so it updates).
  static func startDemo(_ tmux: TmuxSession) throws -> String? {
    _ = try tmux.waitFor { $0.contains("READY$") }
    try tmux.send("'\(Harness.playhead)' demo", "Enter")
    let first = try tmux.waitFor { $0.contains("interaction  idle") && $0.contains("Playhead · flip") }
    #expect(first != nil, "the HUD never appeared")
    #expect(try tmux.format("#{alternate_on}") == "1")
    // The first gesture starts about 1.5 s in: the screen changes to an interactive frame.
    let moving = try tmux.waitFor {
      $0.contains("interaction  interactive") || $0.contains("interaction  cancelling")
    }
    #expect(moving != nil, "the HUD never updated")
    return moving
  }

  /// The terminal after the demo ended: main screen, cursor on, prompt back, stty sane.
  static func expectRestored(_ tmux: TmuxSession) throws {
    let back = try tmux.waitFor { Self.lastLine($0) == "READY$" && !$0.contains("interaction") }
    #expect(back != nil, "the shell prompt did not come back")
    #expect(try tmux.format("#{alternate_on}") == "0")
    #expect(try tmux.format("#{cursor_flag}") == "1")
    // The marker is computed by the shell, so the typed command itself never matches it.
    try tmux.send(
      "stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '; echo STTY-$((40+2))", "Enter")
    let stty = try tmux.waitFor { $0.contains("STTY-42") }
    #expect(stty?.contains("icanon echo STTY-42") == true, "line discipline not restored: \(stty ?? "")")
  }

  /// The last line with something on it (capture-pane drops trailing spaces).
  static func lastLine(_ screen: String) -> String {
    screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
      ?? ""
  }

  /// The pid of the `playhead` child of the pane's shell.
  static func demoPID(_ tmux: TmuxSession) throws -> pid_t? {
    guard let shell = Int32(try tmux.format("#{pane_pid}")) else { return nil }
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8)
      else { continue }
      // "pid (comm) state ppid …"
      guard let close = stat.lastIndex(of: ")") else { continue }
      let comm = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close]
      let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
      if comm == "playhead", fields.count > 1, Int32(fields[1]) == shell { return pid }
    }
    return nil
  }

  @Test("q quits and restores the terminal", .requires(.testbed))
  func quit() throws {
    let tmux = try TmuxSession()
    defer { tmux.close() }
    _ = try Self.startDemo(tmux)
    // Through the umockdev testbed, event times are the events file's: the HUD's latency is read → frame.
    let measured = try #require(try tmux.waitFor { $0.contains(" p50 ") }, "the HUD never showed a latency")
    #expect(measured.contains("demo: real libinput"), "\(measured)")
    #expect(measured.contains("  read→frame p50 ") && !measured.contains("  latency p50"), "\(measured)")
    try tmux.send("q")
    try Self.expectRestored(tmux)
  }

  @Test("Ctrl-C (SIGINT) restores the terminal")
  func interrupt() throws {
    let tmux = try TmuxSession()
    defer { tmux.close() }
    _ = try Self.startDemo(tmux)
    try tmux.send("C-c")
    try Self.expectRestored(tmux)
  }

  @Test("SIGTERM restores the terminal")
  func terminate() throws {
    let tmux = try TmuxSession()
    defer { tmux.close() }
    _ = try Self.startDemo(tmux)
    let pid = try #require(try Self.demoPID(tmux))
    #expect(kill(pid, SIGTERM) == 0)
    try Self.expectRestored(tmux)
  }

  /// A terminal that goes away (its window closed, an ssh session dropped) sends SIGHUP: the HUD
  /// restores the terminal all the same and the demo exits as hung up, 128 + SIGHUP (1) = 129.
  @Test("SIGHUP restores the terminal and exits 129")
  func hangUp() throws {
    let tmux = try TmuxSession()
    defer { tmux.close() }
    _ = try tmux.waitFor { $0.contains("READY$") }
    try tmux.send("'\(Harness.playhead)' demo; echo STATUS-$?", "Enter")
    let moving = try tmux.waitFor {
      $0.contains("interaction  interactive") || $0.contains("interaction  cancelling")
    }
    #expect(moving != nil, "the HUD never updated")
    let pid = try #require(try Self.demoPID(tmux))
    #expect(kill(pid, SIGHUP) == 0)
    let status = try tmux.waitFor { $0.contains("STATUS-129") }
    #expect(status != nil, "the demo did not exit 129 after SIGHUP")
    try Self.expectRestored(tmux)
  }

  @Test("a resize redraws the whole HUD at the new size")
  func resize() throws {
    let tmux = try TmuxSession()
    defer { tmux.close() }
    _ = try Self.startDemo(tmux)
    _ = try tmux.tmux(["resize-window", "-t", tmux.name, "-x", "60", "-y", "30"])
    // Below 76 columns the drawing is left out.
    let narrow = try tmux.waitFor { !$0.contains("┌") && $0.contains("interaction") }
    #expect(narrow != nil, "no redraw without the drawing after the resize")
    try tmux.send("q")
    try Self.expectRestored(tmux)
  }
}

/// The spawner the terminal tests drive tmux with: outputs apart, the exit code as Process gives it.
@Suite("Harness.spawnCapturing")
struct SpawnCapturingTests {
  @Test func outputsAndStatus() {
    let r = Harness.spawnCapturing(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"])
    #expect(r.status == 3 && r.stdout == "out\n" && r.stderr == "err\n")
    // Killed by SIGTERM (15): 128 + 15.
    #expect(Harness.spawnCapturing(["/bin/sh", "-c", "kill -TERM $$"]).status == 143)
    #expect(Harness.spawnCapturing(["/nonexistent/tool"]).status != 0)
  }
}
