import Foundation
import PlayheadTestSupport
import Testing

/// `--speed X` outside 0.001…1000 is a usage error: 1e308 and 1e-300 used to crash the replay
/// (SIGILL: the loop's clock conversion overflowed Int64 microseconds), found by the CLI fuzz.
@Suite struct ReplaySpeedTests {
  @Test(
    "a speed outside 0.001…1000 exits 64 with no crash", arguments: ["1e308", "1e-300", "1000.5", "0.0009"])
  func outOfRange(speed: String) async throws {
    let transcript = Fixtures.recording("fusuma_issue26_excerpt.txt").path
    for command in [["replay", transcript], ["demo"], ["bench", "--replay", transcript]] {
      let r = try await Launcher.run(
        command + ["--speed", speed, "--no-hud"].filter { command[0] != "bench" || $0 != "--no-hud" })
      #expect(r.signal == nil && r.status == 64, "\(command[0]) --speed \(speed): \(r.status) \(r.stderr)")
      // The value as typed, or in exponent form as Playhead writes numbers (1e308 → 1e+308).
      let spelled =
        speed.contains("e") && !speed.contains("e-") ? speed.replacingOccurrences(of: "e", with: "e+") : speed
      #expect(r.stderr.contains(speed) || r.stderr.contains(spelled), "\(command[0]): \(r.stderr)")
    }
  }

  @Test("the bounds themselves play")
  func bounds() async throws {
    let transcript = Fixtures.recording("fusuma_issue26_excerpt.txt").path
    let r = try await Launcher.run(["replay", transcript, "--speed", "1000", "--no-hud", "--log", "-"])
    #expect(r.signal == nil && r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\"type\":\"frame\""))
  }
}
