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

  /// Whether the log at `path` has a presented frame yet.
  static func hasPresentedFrame(_ path: String) -> Bool {
    (try? String(contentsOfFile: path, encoding: .utf8))?.contains("\"presented\"") == true
  }
}
