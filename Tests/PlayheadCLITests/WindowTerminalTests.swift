import Foundation
import PlayheadTestSupport
import Testing

/// `--window` with the terminal HUD, in a real terminal (tmux) on a real headless weston: the HUD
/// draws while the window shows the frames, q quits both, and the terminal is restored.
@Suite(.serialized, .requires(.tmux), .requires(WestonCompositor.requirement))
struct WindowTerminalTests {
  @Test("the HUD draws beside the window; q quits with 0 and restores the terminal")
  func hudAndWindow() async throws {
    try await Self.inWindow("hud") { folder, weston, tmux in
      let log = folder + "/log.jsonl"
      let status = folder + "/status"
      // A slow replay (some seconds of transcript ahead), so q comes while it runs.
      try await Self.launch(
        "replay '\(WindowCommandTests.fixture)' --window --speed 0.1 --log '\(log)'; echo $? > '\(status)'",
        weston, tmux)
      let hud = try await tmux.waitFor { $0.contains("  frame ") }
      #expect(hud != nil, "the HUD never appeared")
      // The window presented a frame (its record, held for the feedback, is then written).
      let shown = try await Self.waitForLog(log, tmux) { $0.contains { $0.contains("\"presented\"") } }
      #expect(shown, "no frame was presented in the window")
      try await tmux.send("q")
      try await TerminalTests.expectRestored(tmux)
      let code = try String(contentsOfFile: status, encoding: .utf8)
      #expect(code.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
      // The log is whole JSON lines, the presented frame among them.
      let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
      #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [String: Any] })
      #expect(lines.contains { $0.contains("\"presented\"") })
      #expect(weston.isRunning)
    }
  }

  @Test("a reload that keeps the transition's name but renames its layers recolours the window")
  func reloadRenamingTheLayersRecolours() async throws {
    // One card in place, named `shown`, and one kept transparent; with no colours given, the canvas
    // fills a card by its role's name: `from` 0x3366cc, `to` 0xe07a2e (RoleStyle).
    func file(shown: String, hidden: String) -> String {
      """
      name: recolour
      duration: 0.5
      curve: linear
      layers:
        - name: \(shown)
        - name: \(hidden)
          opacity: 0
      from: from
      to: to
      animations:
        - changes: {\(hidden).positionX: width / 2}

      """ + LayerKeysCommandTests.interaction
    }
    let (blue, orange): (UInt32, UInt32) = (0xff33_66cc, 0xffe0_7a2e)
    try await Self.inWindow("reload") { folder, weston, tmux in
      let path = folder + "/recolour.yaml"
      let log = folder + "/log.jsonl"
      try file(shown: "from", hidden: "to").write(toFile: path, atomically: false, encoding: .utf8)
      // One swipe at 0.5 s, then none until 600 s: the reload comes with the transition at rest, so
      // it applies at once (a reload during a gesture waits for the transition to end).
      let transcript = folder + "/swipes.txt"
      try
        (ReplayPipeTests.header
        + WindowCommandTests.swipe(at: 0.5) + WindowCommandTests.swipe(at: 600))
        .write(toFile: transcript, atomically: true, encoding: .utf8)
      try await Self.launch(
        "replay '\(transcript)' --transition-file '\(path)' --watch --window --log '\(log)'", weston, tmux)
      #expect(try await tmux.waitFor { $0.contains("  frame ") } != nil, "the HUD never appeared")
      /// A frame made after the first line that `line` picks (records are written in the order they
      /// were made) was presented.
      func presented(after line: @escaping (Substring) -> Bool) async throws -> Bool {
        try await Self.waitForLog(log, tmux) { lines in
          lines.firstIndex(where: line).map { lines[$0...].contains { $0.contains("\"presented\"") } }
            ?? false
        }
      }
      func colours() async throws -> (blue: Int, orange: Int) {
        let image = try #require(PNGImage(path: try await weston.screenshot()))
        return (image.pixels.count { $0 == blue }, image.pixels.count { $0 == orange })
      }
      // The swipe's completion over, and a frame of the swipe presented.
      let complete = try await Self.waitForLog(log, tmux) {
        $0.contains { $0.contains("\"type\":\"complete\"") }
      }
      #expect(complete, "the swipe's transition never completed")
      #expect(try await presented(after: { $0.contains("\"type\":\"frame\"") }), "no frame was presented")
      let before = try await colours()
      #expect(before.blue > 1000 && before.orange == 0, "\(before)")

      // The same transition, its layers' names swapped: the card in place is now `to`.
      try file(shown: "to", hidden: "from").write(toFile: path, atomically: false, encoding: .utf8)
      let reloaded = try await presented(after: {
        $0.contains("\"type\":\"reload\"") && $0.contains("\"ok\":true")
      })
      #expect(reloaded, "no frame was presented after the reload")
      let after = try await colours()
      #expect(after.orange > 1000 && after.blue == 0, "\(after)")
      try await tmux.send("q")
      try await TerminalTests.expectRestored(tmux)
      #expect(weston.isRunning)
    }
  }

  /// Runs `body` with a new private folder (`playhead-window-NAME-…`, removed after), a headless
  /// weston of its own and a tmux pane at its prompt.
  static func inWindow(
    _ name: String, _ body: (String, WestonCompositor, TmuxSession) async throws -> Void
  ) async throws {
    let folder = NSTemporaryDirectory() + "playhead-window-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try await WestonCompositor.run { weston in
      let tmux = try await TmuxSession()
      defer { tmux.close() }
      _ = try #require(await tmux.waitFor { $0.contains("READY$") })
      try await body(folder, weston, tmux)
    }
  }

  /// Types `playhead ARGUMENTS` (shell text) into the pane, pointed at `weston`.
  static func launch(_ arguments: String, _ weston: WestonCompositor, _ tmux: TmuxSession) async throws {
    try await tmux.send(
      "WAYLAND_DISPLAY='\(weston.socketName)' XDG_RUNTIME_DIR='\(weston.runtimeDirectory)' '\(Launcher.playhead)' "
        + arguments,
      "Enter")
  }

  /// Whether the log at `path` came to satisfy `done` (given its lines), read again after each of up to
  /// 3000 captures of the pane (which pace the wait; nothing sleeps).
  static func waitForLog(_ path: String, _ tmux: TmuxSession, until done: ([Substring]) -> Bool)
    async throws -> Bool
  {
    for _ in 0..<3000 {
      let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n") ?? []
      if done(lines) { return true }
      _ = try await tmux.capture()
    }
    return false
  }
}
