import Foundation
import PlayheadTestSupport
import Testing

/// `playhead record` against real libinput: the testbed's virtual touchpad (umockdev) plays a
/// scripted swipe while `record` runs; the recording then replays through the engine. Runs where the
/// testbed can (checked with the tools, before `playhead` runs); a hang or a set-up error fails.
@Suite("playhead record through the testbed", .requires(.testbed))
struct RecordTests {
  @Test("a scripted swipe down is recorded with its header, and replays to a decision")
  func recordAndReplay() async throws {
    let path = NSTemporaryDirectory() + "playhead-record-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(
      [
        "simulate", "--touchpad", "apple-trackpad", "--script", "swipe 3 down 60mm 400ms", "--",
        Launcher.playhead, "record", path, "--no-hud", "--log", "/dev/null",
      ], timeout: 120)
    #expect(!r.timedOut, "playhead record hung: \(r.stderr)")
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count >= 4)
    // The header names the virtual touchpad (apple-trackpad: 7612 / 47 ≈ 162 mm × 5065 / 44 ≈ 115 mm).
    #expect(lines.first?.contains("Playhead Virtual Trackpad") == true)
    let events = try await Launcher.run(["replay", path, "--events"])
    #expect(events.status == 0)
    #expect(events.stdout.contains("\"kind\":\"swipe\",\"phase\":\"begin\""))
    #expect(events.stdout.contains("\"kind\":\"swipe\",\"phase\":\"end\""))
    let engine = try await Launcher.run(["replay", path, "--speed", "max", "--log", "-"])
    #expect(engine.status == 0)
    #expect(engine.stdout.contains("\"type\":\"decision\""))
    #expect(engine.stdout.contains("\"type\":\"complete\""))
  }

  @Test(
    "live through the testbed: an 80 mm swipe reads as 80 mm (less libinput's ~2 mm before BEGIN), flip finishes"
  )
  func liveMillimetres() async throws {
    let r = try await Launcher.run(
      [
        "simulate", "--touchpad", "apple-trackpad", "--script", "swipe 3 down 80mm 600ms", "--", "--log", "-",
        "--no-hud",
      ],
      timeout: 120)
    #expect(!r.timedOut, "playhead live hung: \(r.stderr)")
    #expect(r.status == 0, "\(r.stderr)")
    let records = try r.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    let ended = try #require(
      records.last { $0["type"] as? String == "gesture" && $0["state"] as? String == "ended" })
    let y = (ended["translation"] as? [Double])?[1] ?? 0
    // docs/testbed.md: libinput's swipe begins after about 2 mm; the unit is 0.095 mm on touchpads.
    #expect(y > 75 && y < 80.5, "reported \(y) mm for an 80 mm swipe")
    // The pad is 5065 / 44 ≈ 115 mm tall and stands for the 568 pt container: 78 / 115 ≈ 0.68 ≥ 0.5.
    let decision = try #require(records.first { $0["type"] as? String == "decision" })
    #expect(decision["outcome"] as? String == "finish")
  }
}
