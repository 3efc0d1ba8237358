import Foundation
import Glibc
import PlayheadTestSupport
import Testing

@testable import PlayheadTestbed

/// `playhead demo` through real libinput: the built-in script on a virtual synaptics-ps2 touchpad
/// (umockdev testbed) into `playhead live`, and the bundled recording where asked. The tests of the
/// testbed path run where the testbed's tools and a private mount namespace are present (checked
/// before the demo runs, never from what the demo prints).
@Suite("playhead demo through the testbed", .serialized)
struct DemoTestbedTests {
  /// The synaptics-ps2 pad's height, worked by hand from its y axis: (5062 − 1408) units / 136 units
  /// per mm = 26.87 mm. With no --distance the pad's extent is the whole transition.
  static let padHeightMM = (5062.0 - 1408.0) / 136.0

  @Test(
    "demo --no-hud --log -: real libinput; cancel, finish, flick, re-grab, pop in order, each closed",
    .requires(.testbed))
  func throughLibinput() async throws {
    let r = try await Launcher.run(["demo", "--no-hud", "--log", "-"], timeout: 90)
    #expect(r.status == 0, "stderr: \(r.stderr)")
    #expect(!r.timedOut)
    #expect(
      r.stderr.contains("playhead: demo: real libinput on a virtual synaptics-ps2 touchpad (66 × 27 mm"))
    #expect(!r.stderr.contains("bundled"))
    let records = try EngineCLITests.parse(r.stdout)
    EngineCLITests.checkConsistency(records, file: "demo (testbed)")
    #expect(records.contains { $0["type"] as? String == "gesture" && $0["units"] as? String == "mm" })
    let decisions = records.filter { $0["type"] as? String == "decision" }
    try #require(decisions.count == 6, "decisions: \(decisions)")
    // From DemoScript: 7 mm down → cancel; 17 mm down → finish; a 7 mm flick up in 90 ms → finish
    // (flip presented, so up dismisses); 15 mm down → finish, grabbed by the swipe up → cancel;
    // a pinch in to 0.35 on pop → finish.
    #expect(
      decisions.map { $0["outcome"] as? String ?? "" } == [
        "cancel", "finish", "finish", "finish", "cancel", "finish",
      ])
    #expect(
      decisions.map { $0["transition"] as? String ?? "" } == ["flip", "flip", "flip", "flip", "flip", "pop"])
    let percents = decisions.map { $0["percent"] as? Double ?? -1 }
    let reasons = decisions.map { $0["reason"] as? String ?? "" }
    // Percent = travel / pad height: 7 / 26.87 = 0.26, 17 / 26.87 = 0.63, 15 / 26.87 = 0.56 (within
    // 0.02: libinput delivers the whole travel of a swipe, measured through 1.22.1).
    #expect(abs(percents[0] - 7 / Self.padHeightMM) < 0.02, "\(percents)")
    #expect(abs(percents[1] - 17 / Self.padHeightMM) < 0.02, "\(percents)")
    #expect(abs(percents[2] - 7 / Self.padHeightMM) < 0.02, "\(percents)")
    #expect(abs(percents[3] - 15 / Self.padHeightMM) < 0.02, "\(percents)")
    #expect(reasons[0].hasPrefix("percent") && reasons[0].contains("< threshold 0.5"))
    #expect(reasons[1].hasPrefix("percent") && reasons[1].contains("≥ threshold 0.5"))
    // The flick finishes although only a quarter of the way: velocity wins.
    #expect(percents[2] < 0.5 && reasons[2].hasPrefix("flick forward"))
    #expect((decisions[2]["velocity"] as? Double ?? 0) > 1)
    // The re-grab: the finish of decision 3 is grabbed before it completes, pulled back below the
    // threshold and released moving back.
    #expect(percents[4] < 0.5 && (decisions[4]["velocity"] as? Double ?? 0) < 0)
    #expect(percents[5] > 0.5)
    let completes = records.filter { $0["type"] as? String == "complete" }.map {
      $0["finished"] as? Bool ?? true
    }
    #expect(completes == [false, true, true, false, true])
    // Nothing complete between decision 3 and its grab (decision 4).
    let types = records.compactMap { $0["type"] as? String }.filter { $0 == "decision" || $0 == "complete" }
    #expect(
      types == [
        "decision", "complete", "decision", "complete", "decision", "complete", "decision", "decision",
        "complete", "decision", "complete",
      ])
  }

  @Test(
    "in a terminal: the HUD's title says real libinput; q restores the terminal", .requires(.tmux, .testbed))
  func terminal() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo", "Enter")
    let title = try await tmux.waitFor { $0.contains("Playhead · flip") }
    #expect(
      title?.contains("demo: real libinput on a virtual synaptics-ps2 touchpad") == true, "\(title ?? "")")
    #expect(try await tmux.format("#{alternate_on}") == "1")
    // The child reads the keys: a gesture moves the HUD, then q ends it.
    let moving = try await tmux.waitFor { $0.contains("interaction  interactive") }
    #expect(moving != nil, "the HUD never showed a gesture")
    try await tmux.send("q")
    try await TerminalTests.expectRestored(tmux)
  }
  /// The `playhead live` processes below `root` (the demo's children carry --source-label).
  static func liveChildren(of root: pid_t) -> [pid_t] {
    // The walk up the tree is the testbed's own (`ProcessTree`); only "is it a live child" is here.
    ProcessTree.descendants(of: root).filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
      let argv = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
      return argv.first == Launcher.playhead && argv.contains("--source-label")
    }
  }

  /// Gone, or a zombie nobody has reaped yet.
  static func isGone(_ pid: pid_t) -> Bool { ProcessTree.isZombie(pid) ?? true }

  @Test(
    "in a terminal: SIGTERM to playhead demo reaches the HUD child; terminal restored, nothing left running",
    .requires(.tmux, .testbed))
  func terminalSIGTERM() async throws {
    let tmux = try await TmuxSession()
    defer { tmux.close() }
    _ = try #require(await tmux.waitFor { $0.contains("READY$") })
    try await tmux.send("'\(Launcher.playhead)' demo; echo STATUS-$?", "Enter")
    let title = try await tmux.waitFor { $0.contains("interaction  interactive") }
    #expect(title?.contains("real libinput") == true)
    let pid = try #require(try await TerminalTests.demoPID(tmux))
    let children = Self.liveChildren(of: pid)
    #expect(children.count == 1, "playhead live children of the demo: \(children)")
    #expect(kill(pid, SIGTERM) == 0)
    // 143 = 128 + SIGTERM: the demo waited for its child, then exited as killed by SIGTERM.
    let status = try await tmux.waitFor { $0.contains("STATUS-143") }
    #expect(status != nil, "the demo did not exit 143")
    try await TerminalTests.expectRestored(tmux)
    #expect(children.allSatisfy(Self.isGone), "a playhead live child outlived the demo: \(children)")
  }
}
