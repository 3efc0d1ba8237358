import Foundation
import PlayheadBench
import PlayheadEngine
import PlayheadGestures
import PlayheadTestSupport
import Testing

@Suite("bench --window")
struct WindowConsumerTests {
  @Test(
    "the window consumers are playhead live in a window, without HUD, logging to stdout; --predict adds one")
  func commandLines() {
    let options = ["--transition", "flip", "--frames", "grid", "--fps", "60.0"]
    let plain = WindowConsumer.consumers(
      executable: "/bin/playhead", node: "/dev/input/event12", engineOptions: options, directory: "/tmp/b",
      predict: false)
    let live = [
      "/bin/playhead", "live", "--device", "/dev/input/event12", "--transition", "flip", "--frames", "grid",
      "--fps",
      "60.0", "--window", "--no-hud", "--log", "-",
    ]
    #expect(plain.map(\.name) == ["window"])
    #expect(
      plain[0].command == ["/bin/playhead", "helper", "stamp-lines", "/tmp/b/window.lines", "--"] + live)
    let both = WindowConsumer.consumers(
      executable: "/bin/playhead", node: "/dev/input/event12", engineOptions: options, directory: "/tmp/b",
      predict: true)
    #expect(both.map(\.name) == ["window", "window-predict"])
    #expect(
      both[1].command == ["/bin/playhead", "helper", "stamp-lines", "/tmp/b/window-predict.lines", "--"]
        + live
        + ["--predict"])
  }

  @Test("no WAYLAND_DISPLAY (or an empty one): one line naming it")
  func displayRefusal() throws {
    let line = try #require(WindowConsumer.displayRefusal(environment: [:]))
    #expect(line.contains("WAYLAND_DISPLAY") && !line.contains("\n"))
    #expect(WindowConsumer.displayRefusal(environment: ["WAYLAND_DISPLAY": ""]) != nil)
    #expect(WindowConsumer.displayRefusal(environment: ["WAYLAND_DISPLAY": "wayland-1"]) == nil)
  }

  @Test("bench --testbed --window without a Wayland display: one line, exit 69, before the testbed starts")
  func noDisplay() async throws {
    var environment = ProcessInfo.processInfo.environment
    environment["WAYLAND_DISPLAY"] = nil
    // An unknown touchpad would be refused (64) by the testbed: 69 shows the display came first.
    let output = try await Launcher.run(
      Launcher.playhead, ["bench", "--testbed", "no-such-touchpad", "--window"], environment: environment)
    #expect(output.status == 69)
    #expect(output.stderr == "playhead: bench --window needs a Wayland display: WAYLAND_DISPLAY is not set\n")
    #expect(output.stdout.isEmpty)
    let synthetic = try await Launcher.run(["bench", "--synthetic", "--window"])
    #expect(synthetic.status == 64)
    #expect(synthetic.stderr.contains("--window needs --testbed"))
  }

  @Test("--json gains presentation and presentation_predicted; stages the log cannot time are null")
  func json() throws {
    let trajectory = FingerTrajectory(swipes: [
      .init(
        motionStart: 1_000_000, duration: 100_000, lift: 1_200_000, travel: Vector2(x: 0, y: 10),
        profile: .linear)
    ])
    let lines = [
      PresentationAnalysisTests.gesture("began", t: "1", y: 0),
      PresentationAnalysisTests.gesture("changed", t: "1.01", y: 1),
      PresentationAnalysisTests.frame(0, t: "1.016667", ",\"presented\":1020000"),
    ]
    let analysis = PresentationAnalysis(
      records: PresentationAnalysisTests.records(lines), trajectory: trajectory)
    var report = BenchReport(title: "testbed")
    let plainJSON = try #require(
      JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(plainJSON["presentation"] == nil)
    report.presentation = PresentationReport(analysis)
    report.presentationPredicted = PresentationReport(analysis)
    let object = try #require(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    #expect(Set(object.keys) == BenchReportTests.baseKeys.union(["presentation", "presentation_predicted"]))
    let presentation = try #require(object["presentation"] as? [String: Any])
    #expect(
      Set(presentation.keys) == [
        "event_to_presented", "read_to_presented", "build_to_commit", "commit_to_presented",
        "presented_interval",
        "missed_refreshes",
        "frames_presented", "frames_discarded", "pixel_lag_mm", "frame_uniformity_mm",
      ])
    // 1.020 − 1.010 = 10 000 µs (the lowest of two); the max is 1.020 − 1.000 = 20 000 µs.
    let event = try #require(presentation["event_to_presented"] as? [String: Any])
    #expect(abs((event["p50"] as? Double ?? 0) - 10_000) <= 10)
    #expect(abs((event["max"] as? Double ?? 0) - 20_000) <= 20)
    #expect((presentation["build_to_commit"] as? [String: Any])?["p50"] is NSNull)
    // One frame: the finger at 2 mm, the frame shows 1 mm; a single lag has no spread.
    let lag = try #require(presentation["pixel_lag_mm"] as? [String: Any])
    #expect(lag["p50"] as? Double == 1)
    #expect(presentation["frame_uniformity_mm"] as? Double == 0)
    #expect(presentation["frames_presented"] as? Int == 1)
    let table = report.table()
    #expect(table.contains("event_to_presented --predict"))
    #expect(table.contains("pixel_lag"))
    #expect(table.contains("frame_uniformity_mm"))
  }
}
