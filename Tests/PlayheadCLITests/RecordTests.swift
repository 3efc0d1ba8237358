import Foundation
import Testing

/// `playhead record` against real libinput: the testbed's virtual touchpad (umockdev) plays a
/// scripted swipe while `record` runs; the recording then replays through the engine.
@Suite("playhead record through the testbed")
struct RecordTests {
  @Test("a scripted swipe down is recorded with its header, and replays to a decision")
  func recordAndReplay() throws {
    let path = NSTemporaryDirectory() + "playhead-record-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try Harness.run(
      [
        "simulate", "--touchpad", "apple-trackpad", "--script", "swipe 3 down 60mm 400ms", "--",
        Harness.playhead, "record", path, "--no-hud", "--log", "/dev/null",
      ], timeout: 120)
    if r.status != 0, r.stderr.contains("testbed") || r.stderr.contains("umockdev") || r.stderr.contains("unshare") {
      print("RecordTests skipped: the testbed cannot run here: \(r.stderr)")
      return
    }
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count >= 4)
    // The header names the virtual touchpad (apple-trackpad: 7612 / 47 ≈ 162 mm × 5065 / 44 ≈ 115 mm).
    #expect(lines.first?.contains("Playhead Virtual Trackpad") == true)
    let events = try Harness.run(["replay", path, "--events"])
    #expect(events.status == 0)
    #expect(events.stdout.contains("\"kind\":\"swipe\",\"phase\":\"begin\""))
    #expect(events.stdout.contains("\"kind\":\"swipe\",\"phase\":\"end\""))
    let engine = try Harness.run(["replay", path, "--speed", "max", "--log", "-"])
    #expect(engine.status == 0)
    #expect(engine.stdout.contains("\"type\":\"decision\""))
    #expect(engine.stdout.contains("\"type\":\"complete\""))
  }
}
