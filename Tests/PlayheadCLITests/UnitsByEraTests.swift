import Foundation
import PlayheadTestSupport
import Testing

/// One scripted swipe on the testbed, three ways: live through libinput, its `libinput debug-events`
/// transcript replayed, and its `playhead record` recording replayed. The transcript is 1.22's layout
/// (libinput ≥ 1.19: 0.095 mm per unit), so all three must travel the same millimetres. The live travel
/// is the reference; libinput's output for the script is the same in each run.
@Suite("units by libinput era through the testbed", .serialized, .requires(.testbed))
struct UnitsByEraTests {
  static let script = "swipe 3 down 60mm 500ms"

  static func endedY(_ log: String) -> Double? {
    let records = log.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let ended = records.last { $0["type"] as? String == "gesture" && $0["state"] as? String == "ended" }
    return (ended?["translation"] as? [Double])?[1]
  }

  @Test(
    "the transcript and the recording replay the live travel within 1 %; --libinput-version 1.17 scales it by 0.0254 / 0.095"
  )
  func sameTravel() async throws {
    let live = try await Launcher.run(
      ["simulate", "--touchpad", "apple-trackpad", "--script", Self.script, "--", "--log", "-", "--no-hud"],
      timeout: 120)
    #expect(live.status == 0, "\(live.stderr)")
    let liveY = try #require(Self.endedY(live.stdout), "no ended swipe live: \(live.stdout.suffix(300))")
    #expect(liveY > 50, "live travel \(liveY) mm for a 60 mm swipe")

    let reference = try await Launcher.run(
      ["simulate", "--touchpad", "apple-trackpad", "--script", Self.script, "--reference"], timeout: 120)
    #expect(reference.status == 0, "\(reference.stderr)")
    let path = NSTemporaryDirectory() + "playhead-era-\(UUID().uuidString).txt"
    try reference.stdout.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let replay = try await Launcher.run(["replay", path, "--speed", "max", "--log", "-"])
    #expect(replay.status == 0, "\(replay.stderr)")
    let replayY = try #require(Self.endedY(replay.stdout), "no ended swipe replayed")
    #expect(abs(replayY / liveY - 1) < 0.01, "live \(liveY) mm, transcript \(replayY) mm")

    let old = try await Launcher.run([
      "replay", path, "--speed", "max", "--log", "-", "--libinput-version", "1.17",
    ])
    let oldY = try #require(Self.endedY(old.stdout))
    #expect(abs(oldY / (replayY * 0.0254 / 0.095) - 1) < 1e-6, "1.17: \(oldY) mm")

    let recording = NSTemporaryDirectory() + "playhead-era-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: recording) }
    let record = try await Launcher.run(
      [
        "simulate", "--touchpad", "apple-trackpad", "--script", Self.script, "--",
        Launcher.playhead, "record", recording, "--no-hud", "--log", "/dev/null",
      ], timeout: 120)
    #expect(record.status == 0, "\(record.stderr)")
    let header = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").first ?? ""
    #expect(header.contains("\"mmPerUnit\":0.095"), "\(header)")
    let fromRecording = try await Launcher.run(["replay", recording, "--speed", "max", "--log", "-"])
    let recordedY = try #require(Self.endedY(fromRecording.stdout))
    #expect(abs(recordedY / liveY - 1) < 0.01, "live \(liveY) mm, recording \(recordedY) mm")
  }
}
