import Foundation
import PlayheadTestSupport
import Testing

/// The HUD's layout by priority in a real 60 × 20 terminal (tmux): no room for the layer view or the
/// gesture strip, so they go and the row under the title says so; the frame, latency and key lines,
/// which used to fall off the bottom without a word, all show.
@Suite("HUD layout in a small terminal", .serialized)
struct HUDLayoutTerminalTests {
  @Test("demo --bundled at 60 × 20: the note under the title, and frame, latency and keys", .requires(.tmux))
  func sixtyByTwenty() async throws {
    let tmux = try await TmuxSession(columns: 60, rows: 20)
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo --bundled", "Enter")
    let screen = try #require(
      await tmux.waitFor { $0.contains("Playhead · flip") && $0.contains("  q quit") },
      "the key line never showed")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Row 2 (the one under the title), for the flip's three layers: 20 + 3 rows wanted.
    #expect(lines.count > 1 && lines[1].hasPrefix("(layer view, gesture strip hidden: 60×20, needs 76×23)"))
    #expect(lines.contains { $0.hasPrefix("  frame ") })
    #expect(lines.contains { $0.hasPrefix("  latency") || $0.hasPrefix("  read→frame") })
    #expect(!lines.contains { $0.hasPrefix("  last 4 s") })
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
  }
}
