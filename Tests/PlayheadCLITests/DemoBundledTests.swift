import Foundation
import PlayheadTestSupport
import Testing

/// `playhead demo` on the bundled recording (virtual time, no testbed), and its refusals: nothing
/// here runs in real time, so scripts/test.sh never retries these.
@Suite("playhead demo without the testbed")
struct DemoBundledTests {
  @Test("demo --bundled --speed 4 --no-hud --log -: the bundled recording, and it says so")
  func bundled() async throws {
    let r = try await Launcher.run(
      ["demo", "--bundled", "--speed", "4", "--no-hud", "--log", "-"], timeout: 90)
    #expect(r.status == 0, "stderr: \(r.stderr)")
    #expect(
      r.stderr
        == "playhead: demo: replaying the bundled recording of a virtual 100 × 56 mm touchpad (--bundled)\n")
    let records = try EngineCLITests.parse(r.stdout)
    EngineCLITests.checkConsistency(records, file: "demo --bundled")
    let decisions = records.filter { $0["type"] as? String == "decision" }
    #expect(
      decisions.map { $0["outcome"] as? String ?? "" } == [
        "cancel", "finish", "finish", "finish", "cancel", "finish",
      ])
  }

  @Test(
    "where the testbed cannot run (no tools on PATH), the demo replays the recording and says what is missing"
  )
  func fallback() async throws {
    // With nothing on PATH the namespace probe cannot even find `mount`.
    let r = try await Launcher.run(
      Launcher.playhead, ["demo", "--no-hud", "--log", "-"], timeout: 90,
      environment: ["PATH": "/nonexistent"]
    )
    #expect(r.status == 0, "stderr: \(r.stderr)")
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "playhead: demo: replaying the bundled recording of a virtual 100 × 56 mm touchpad (the testbed cannot run here: "
      )
        == true, "\(r.stderr)")
    let records = try EngineCLITests.parse(r.stdout)
    EngineCLITests.checkConsistency(records, file: "demo (fallback)")
    #expect(records.filter { $0["type"] as? String == "decision" }.count == 6)
  }

  @Test("a playhead without its resources (copied alone) says the recording is missing: one line, exit 70")
  func recordingMissing() async throws {
    // The recording is a resource beside the binary (or in ../share/playhead): a lone copy has neither.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("playhead").path
    try FileManager.default.copyItem(atPath: Launcher.playhead, toPath: alone)
    let r = try await Launcher.run(alone, ["demo", "--speed", "max", "--no-hud"], timeout: 60)
    #expect(r.status == 70)
    #expect(
      r.stderr
        == "playhead: demo: the bundled recording (Recordings/demo-recording.txt) is missing; reinstall playhead\n"
    )
    #expect(r.stdout.isEmpty)
  }

  @Test("demo --speed max uses the bundled recording and says why")
  func speedMax() async throws {
    let r = try await Launcher.run(["demo", "--speed", "max", "--log", "/dev/null"], timeout: 60)
    #expect(r.status == 0)
    #expect(
      r.stderr.contains("bundled recording") && r.stderr.contains("--speed max runs on a virtual clock"))
  }

  @Test("an unknown transition is refused before any testbed starts: one line, exit 64")
  func unknownTransition() async throws {
    let r = try await Launcher.run(["demo", "--no-hud", "--transition", "wobble"], timeout: 60)
    #expect(r.status == 64)
    #expect(r.stdout.isEmpty)
    let lines = r.stderr.split(separator: "\n")
    // Where the testbed cannot run (probed here with its tools), the bundled replay's source line comes first.
    #expect(lines.count == (await Requirement.testbed.missing() == nil ? 1 : 2), "\(r.stderr)")
    #expect(
      lines.last?.hasPrefix("playhead: unknown transition 'wobble'; the transitions are flip, ") == true)
  }
}
