import Foundation
import PlayheadTestSupport
import Testing

/// The HUD decodes its own keys into the engine's commands: in a real terminal, space plays the
/// transition with no gesture (a finished complete record), and q quits and restores the terminal.
@Suite("the HUD's keys, in a terminal", .serialized, .requires(.tmux))
struct HUDKeysTerminalTests {
  /// The state log's records at `path` of `type`, as text lines.
  static func records(_ path: String, type: String) -> [Substring] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { $0.contains(#""type":"\#(type)""#) }
  }

  @Test("space plays the transition to its end (no gesture: no decision), q quits")
  func spacePlaysAndQQuits() async throws {
    let input = NSTemporaryDirectory() + "playhead-keys-\(UUID().uuidString).txt"
    let log = NSTemporaryDirectory() + "playhead-keys-\(UUID().uuidString).jsonl"
    try ReplayPipeTests.header.write(toFile: input, atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: log)
    }
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    // A followed file never ends: the HUD stays up for the keys.
    try await tmux.send("tail -n +1 -f '\(input)' | '\(Launcher.playhead)' replay - --log '\(log)'", "Enter")
    _ = try #require(await tmux.waitFor { $0.contains("each line as it arrives") }, "the HUD never appeared")
    #expect(Self.records(log, type: "complete").isEmpty)

    try await tmux.send("Space")
    let played = try await tmux.waitFor { _ in !Self.records(log, type: "complete").isEmpty }
    #expect(played != nil, "space played nothing")
    let complete = Self.records(log, type: "complete")
    #expect(complete.count == 1 && complete[0].contains(#""finished":true"#), "\(complete)")
    // Played by the key, not released by a gesture: nothing was decided.
    #expect(Self.records(log, type: "decision").isEmpty)

    try await tmux.send("q")
    // tail notices the closed pipe on its next write.
    let handle = try #require(FileHandle(forWritingAtPath: input))
    handle.seekToEndOfFile()
    handle.write(Data(ReplayPipeTests.update(1).utf8))
    try handle.close()
    try await TerminalTests.expectRestored(tmux)
  }
}
