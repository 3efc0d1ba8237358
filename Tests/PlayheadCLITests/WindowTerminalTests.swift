import Foundation
import PlayheadTestSupport
import Testing

/// `--window` with the terminal HUD, in a real terminal (tmux) on a real headless weston: the HUD
/// draws while the window shows the frames, q quits both, and the terminal is restored.
@Suite(.serialized, .requires(.tmux), .requires(WestonCompositor.requirement))
struct WindowTerminalTests {
  @Test("the HUD draws beside the window; q quits with 0 and restores the terminal")
  func hudAndWindow() async throws {
    let folder = NSTemporaryDirectory() + "playhead-window-hud-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let log = folder + "/log.jsonl"
    let status = folder + "/status"
    try await WestonCompositor.run { weston in
      let tmux = try await TmuxSession()
      defer { tmux.close() }
      _ = try #require(await tmux.waitFor { $0.contains("READY$") })
      // A slow replay (some seconds of transcript ahead), so q comes while it runs.
      try await tmux.send(
        "WAYLAND_DISPLAY='\(weston.socketName)' XDG_RUNTIME_DIR='\(weston.runtimeDirectory)' '\(Launcher.playhead)'"
          + " replay '\(WindowCommandTests.fixture)' --window --speed 0.1 --log '\(log)'; echo $? > '\(status)'",
        "Enter")
      let hud = try await tmux.waitFor { $0.contains("  frame ") }
      #expect(hud != nil, "the HUD never appeared")
      // The window presented a frame (its record, held for the feedback, is then written), paced by
      // the pane's captures.
      var shown = Self.hasPresentedFrame(log)
      for _ in 0..<3000 where !shown {
        _ = try await tmux.capture()
        shown = Self.hasPresentedFrame(log)
      }
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
    let folder = NSTemporaryDirectory() + "playhead-window-reload-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/recolour.yaml"
    let log = folder + "/log.jsonl"
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
      interaction:
        gesture: swipe
        fingers: 3
        direction: left
        percent: {axis: x, distance: 320}
      release: {threshold: 0.4}

      """
    }
    let (blue, orange): (UInt32, UInt32) = (0xff33_66cc, 0xffe0_7a2e)
    try file(shown: "from", hidden: "to").write(toFile: path, atomically: false, encoding: .utf8)
    // One swipe at 0.5 s, then none until 600 s: the reload comes with the transition at rest, so it
    // applies at once (a reload during a gesture waits for the transition to end).
    let transcript = folder + "/swipes.txt"
    try
      ("-event12  DEVICE_ADDED            Pipe Touchpad       seat0 default group1  cap:pg  size 100x56mm\n"
      + WindowCommandTests.swipe(at: 0.5) + WindowCommandTests.swipe(at: 600))
      .write(toFile: transcript, atomically: true, encoding: .utf8)
    try await WestonCompositor.run { weston in
      let tmux = try await TmuxSession()
      defer { tmux.close() }
      _ = try #require(await tmux.waitFor { $0.contains("READY$") })
      try await tmux.send(
        "WAYLAND_DISPLAY='\(weston.socketName)' XDG_RUNTIME_DIR='\(weston.runtimeDirectory)' '\(Launcher.playhead)'"
          + " replay '\(transcript)' --transition-file '\(path)' --watch --window --log '\(log)'",
        "Enter")
      #expect(try await tmux.waitFor { $0.contains("  frame ") } != nil, "the HUD never appeared")
      // A frame made after `line` (records are written in the order they were made) was presented,
      // paced by the pane's captures.
      func presented(after line: @escaping (Substring) -> Bool) async throws -> Bool {
        for _ in 0..<3000 {
          let lines = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n") ?? []
          if let start = lines.firstIndex(where: line),
            lines[start...].contains(where: { $0.contains("\"presented\"") })
          {
            return true
          }
          _ = try await tmux.capture()
        }
        return false
      }
      func colours() async throws -> (blue: Int, orange: Int) {
        let image = try #require(PNGImage(path: try await weston.screenshot()))
        return (image.pixels.count { $0 == blue }, image.pixels.count { $0 == orange })
      }
      // The swipe's completion over, and a frame of the swipe presented.
      var complete = false
      for _ in 0..<3000 where !complete {
        complete =
          (try? String(contentsOfFile: log, encoding: .utf8))?.contains("\"type\":\"complete\"") == true
        if !complete { _ = try await tmux.capture() }
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

  /// Whether the log at `path` has a presented frame yet.
  static func hasPresentedFrame(_ path: String) -> Bool {
    (try? String(contentsOfFile: path, encoding: .utf8))?.contains("\"presented\"") == true
  }
}
