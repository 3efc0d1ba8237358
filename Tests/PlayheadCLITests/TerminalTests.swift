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
  static func startDemo(_ tmux: TmuxSession) async throws -> String? {
    _ = try await tmux.waitFor { $0.contains("READY$") }
    try await tmux.send("'\(Launcher.playhead)' demo", "Enter")
    let first = try await tmux.waitFor { $0.contains("interaction  idle") && $0.contains("Playhead · flip") }
    #expect(first != nil, "the HUD never appeared")
    #expect(try await tmux.format("#{alternate_on}") == "1")
    // The first gesture starts about 1.5 s in: the screen changes to an interactive frame.
    let moving = try await tmux.waitFor {
      $0.contains("interaction  interactive") || $0.contains("interaction  cancelling")
    }
    #expect(moving != nil, "the HUD never updated")
    return moving
  }

  /// The terminal after the demo ended: main screen, cursor on, prompt back, stty sane.
  static func expectRestored(_ tmux: TmuxSession) async throws {
    let back = try await tmux.waitFor { Self.lastLine($0) == "READY$" && !$0.contains("interaction") }
    #expect(back != nil, "the shell prompt did not come back")
    #expect(try await tmux.format("#{alternate_on}") == "0")
    #expect(try await tmux.format("#{cursor_flag}") == "1")
    // The marker is computed by the shell, so the typed command itself never matches it.
    try await tmux.send(
      "stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '; echo STTY-$((40+2))", "Enter")
    let stty = try await tmux.waitFor { $0.contains("STTY-42") }
    #expect(stty?.contains("icanon echo STTY-42") == true, "line discipline not restored: \(stty ?? "")")
  }

  /// The last line with something on it (capture-pane drops trailing spaces).
  static func lastLine(_ screen: String) -> String {
    screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
      ?? ""
  }

  /// The pid of the `playhead` child of the pane's shell.
  static func demoPID(_ tmux: TmuxSession) async throws -> pid_t? {
    guard let shell = Int32(try await tmux.format("#{pane_pid}")) else { return nil }
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
  func quit() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try await Self.startDemo(tmux)
    // Through the umockdev testbed, event times are the events file's: the HUD's latency is read → frame.
    let measured = try #require(
      try await tmux.waitFor { $0.contains(" p50 ") }, "the HUD never showed a latency")
    #expect(measured.contains("demo: real libinput"), "\(measured)")
    #expect(measured.contains("  read→frame p50 ") && !measured.contains("  latency p50"), "\(measured)")
    try await tmux.send("q")
    try await Self.expectRestored(tmux)
  }

  @Test("Ctrl-C (SIGINT) restores the terminal")
  func interrupt() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try await Self.startDemo(tmux)
    try await tmux.send("C-c")
    try await Self.expectRestored(tmux)
  }

  @Test("SIGTERM restores the terminal")
  func terminate() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try await Self.startDemo(tmux)
    let pid = try #require(try await Self.demoPID(tmux))
    #expect(kill(pid, SIGTERM) == 0)
    try await Self.expectRestored(tmux)
  }

  /// A terminal that goes away (its window closed, an ssh session dropped) sends SIGHUP: the HUD
  /// restores the terminal all the same and the demo exits as hung up, 128 + SIGHUP (1) = 129.
  @Test("SIGHUP restores the terminal and exits 129")
  func hangUp() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try await tmux.waitFor { $0.contains("READY$") }
    try await tmux.send("'\(Launcher.playhead)' demo; echo STATUS-$?", "Enter")
    let moving = try await tmux.waitFor {
      $0.contains("interaction  interactive") || $0.contains("interaction  cancelling")
    }
    #expect(moving != nil, "the HUD never updated")
    let pid = try #require(try await Self.demoPID(tmux))
    #expect(kill(pid, SIGHUP) == 0)
    let status = try await tmux.waitFor { $0.contains("STATUS-129") }
    #expect(status != nil, "the demo did not exit 129 after SIGHUP")
    try await Self.expectRestored(tmux)
  }

  @Test("a resize redraws the whole HUD at the new size")
  func resize() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try await Self.startDemo(tmux)
    _ = try await tmux.tmux(["resize-window", "-t", tmux.name, "-x", "60", "-y", "30"])
    // Below 76 columns the drawing is left out.
    let narrow = try await tmux.waitFor { !$0.contains("┌") && $0.contains("interaction") }
    #expect(narrow != nil, "no redraw without the drawing after the resize")
    try await tmux.send("q")
    try await Self.expectRestored(tmux)
  }
}
