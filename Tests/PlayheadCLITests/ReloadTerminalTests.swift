import Foundation
import PlayheadTestSupport
import Testing

/// `--watch` in a real terminal (tmux, 100 × 40): a broken save shows its problem under the HUD's
/// keys and the transition keeps running; a good save says so; q restores the terminal.
@Suite("reload in a terminal", .serialized)
struct ReloadTerminalTests {
  @Test func aBrokenSaveShowsInTheHUDAndAGoodOneReplacesIt() async throws {
    let directory = NSTemporaryDirectory() + "pr-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/w.yaml"
    let good = TransitionFileCommandTests.slideIn
    try good.write(toFile: path, atomically: false, encoding: .utf8)

    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo --bundled --transition-file '\(path)' --watch", "Enter")
    #expect(try await tmux.waitFor { $0.contains("Playhead · slide-in") } != nil, "the HUD never appeared")

    // Line 2 of the file, "duration: 0": the value at column 11.
    try good.replacingOccurrences(of: "duration: 0.5", with: "duration: 0").write(
      toFile: path, atomically: false, encoding: .utf8)
    let broken = try await tmux.waitFor {
      $0.contains("  reload failed: \(path):2:11: duration must be > 0 seconds, got 0")
    }
    #expect(broken != nil, "the HUD never showed the problem")
    #expect(broken?.contains("Playhead · slide-in") == true)

    try good.replacingOccurrences(of: "name: slide-in", with: "name: slide-in-2").write(
      toFile: path, atomically: false, encoding: .utf8)
    let replaced = try await tmux.waitFor {
      $0.contains("  reloaded \(path)") && $0.contains("Playhead · slide-in-2")
    }
    #expect(replaced != nil, "the good save did not replace the transition")

    try await tmux.send("q")
    #expect(
      try await tmux.waitFor { TerminalTests.lastLine($0) == "READY$" && !$0.contains("interaction") } != nil)
    #expect(try await tmux.format("#{alternate_on}") == "0")
  }
}
