import Foundation
import Glibc
import PlayheadTestSupport
import Testing

/// `playhead demo` on a terminal plays its rounds in one `playhead live`, one engine, one terminal
/// session: from round to round the screen stays on the HUD (it used to drop to the shell for a
/// moment and start a new HUD) and s (slow) stays on (it used to be lost with the old engine).
@Suite("playhead demo: rounds in one session", .serialized)
struct DemoRoundsTests {
  /// The decisions the state log at `path` holds so far (one a release; six a round).
  static func decisions(_ path: String) -> Int {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
    return text.split(separator: "\n").filter { $0.contains(#""type":"decision""#) }.count
  }

  /// The frame number the HUD shows ("frame N · …"), nil when no frame line is on screen.
  static func frameNumber(_ screen: String) -> Int? {
    guard let line = screen.split(separator: "\n").first(where: { $0.hasPrefix("  frame ") }) else {
      return nil
    }
    return Int(line.dropFirst(8).prefix { $0.isNumber })
  }

  @Test(
    "into the second round: the same live child, the HUD never left, ×10 still on, frames still counting",
    .requires(.tmux, .testbed))
  func secondRoundKeepsTheSession() async throws {
    let log = NSTemporaryDirectory() + "demo-rounds-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: log) }
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo --log '\(log)'", "Enter")
    _ = try #require(await tmux.waitFor { $0.contains("Playhead · flip") })
    let pid = try #require(try await TerminalTests.demoPID(tmux))
    let child = DemoTestbedTests.liveChildren(of: pid)
    #expect(child.count == 1, "playhead live children of the demo: \(child)")
    try await tmux.send("s")
    _ = try #require(await tmux.waitFor { $0.contains(" ×10") }, "s did not show ×10")

    // Until the log holds a decision of round 2 (round 1 has six), every screen is the HUD, slowed.
    var lastFrame = 0
    var problems: [String] = []
    let second = try await tmux.waitFor(attempts: 20_000) { screen in
      if !screen.contains("Playhead · ") || screen.contains("READY$") {
        problems.append("not the HUD: \(screen.prefix(200))")
      } else if !screen.contains(" ×10") {
        problems.append("slow lost: \(screen.suffix(300))")
      }
      if let frame = Self.frameNumber(screen) {
        if frame < lastFrame { problems.append("frames counted again from \(frame) after \(lastFrame)") }
        lastFrame = max(lastFrame, frame)
      }
      return Self.decisions(log) >= 7 || problems.count > 3
    }
    #expect(
      second != nil && Self.decisions(log) >= 7, "round 2 never began: \(Self.decisions(log)) decisions")
    #expect(problems.isEmpty, "\(problems)")
    #expect(try await tmux.format("#{alternate_on}") == "1")
    #expect(DemoTestbedTests.liveChildren(of: pid) == child, "a new playhead live started")
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
  }
}

/// Between testbed runs (every four minutes; here every round, through `PLAYHEAD_DEMO_ROUNDS=1`) one
/// `playhead live` child ends and the next starts: the first keeps the alternate screen and says it
/// was slowed, the next starts slowed, and the demo gives the screen back only at its end.
@Suite("playhead demo: from one testbed run to the next", .serialized)
struct DemoHandOverTests {
  @Test(
    "the next child's HUD takes over the screen, still ×10; q gives the terminal back",
    .requires(.tmux, .testbed))
  func nextRunKeepsTheScreenAndSlow() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("PLAYHEAD_DEMO_ROUNDS=1 '\(Launcher.playhead)' demo", "Enter")
    _ = try #require(await tmux.waitFor { $0.contains("Playhead · flip") })
    let pid = try #require(try await TerminalTests.demoPID(tmux))
    let first = DemoTestbedTests.liveChildren(of: pid)
    try #require(first.count == 1, "playhead live children of the demo: \(first)")
    try await tmux.send("s")
    _ = try #require(await tmux.waitFor { $0.contains(" ×10") }, "s did not show ×10")

    // Until a second child draws (its frames count from 0 again), every screen is a HUD (never the
    // shell), and slowed.
    var problems: [String] = []
    var highest = 0
    let next = try await tmux.waitFor(attempts: 20_000) { screen in
      let frame = DemoRoundsTests.frameNumber(screen) ?? highest
      defer { highest = max(highest, frame) }
      if screen.contains("READY$") {
        problems.append("the shell showed: \(screen.prefix(200))")
      } else if screen.contains("Playhead · ") && !screen.contains(" ×10") {
        problems.append("slow lost: \(screen.suffix(300))")
      }
      let children = DemoTestbedTests.liveChildren(of: pid)
      return (children.count == 1 && children != first && frame < highest) || problems.count > 3
    }
    #expect(next != nil, "no second playhead live started")
    #expect(problems.isEmpty, "\(problems)")
    #expect(try await tmux.format("#{alternate_on}") == "1")
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
  }
}
