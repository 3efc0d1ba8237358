import Foundation
import PlayheadTestSupport
import Testing

/// A hostile transition file's name on the HUD in a real terminal (tmux, 100 × 40): the title shows
/// the escapes, the OSC in the name does not set the terminal's title, no bidi override or separator
/// reaches the screen, and q restores the terminal.
@Suite("outside text in a terminal", .serialized)
struct OutsideTextTerminalTests {
  @Test(.requires(.tmux))
  func aHostileNameCannotDriveTheTerminal() async throws {
    let path = try TransitionFileCommandTests.write(
      OutsideTextCommandTests.fade(name: HostileText.yamlQuoted), "hostile-hud.yaml")
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    let before = try await tmux.format("#{pane_title}")
    try await tmux.send("'\(Launcher.playhead)' demo --bundled --transition-file '\(path)'", "Enter")
    let screen = try await tmux.waitFor { $0.contains("Playhead · \\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{0}") }
    #expect(screen != nil, "the HUD never showed the escaped name")
    #expect(HostileText.raw(in: screen ?? "").isEmpty, "raw: \(HostileText.raw(in: screen ?? ""))")
    #expect(try await tmux.format("#{pane_title}") == before, "the name set the terminal's title")

    try await tmux.send("q")
    #expect(
      try await tmux.waitFor { TerminalTests.lastLine($0) == "READY$" && !$0.contains("interaction") } != nil)
    #expect(try await tmux.format("#{alternate_on}") == "0")
    #expect(try await tmux.format("#{pane_title}") == before)
  }
}
