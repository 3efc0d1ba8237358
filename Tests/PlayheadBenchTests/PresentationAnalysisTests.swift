import PlayheadBench
import PlayheadGestures
import Testing

/// A window run's log against a hand-worked trajectory: a linear swipe of 10 mm in 100 ms from
/// t = 1 s, so the finger is at 0.1 mm per ms, x = v·(T − 1 s) down.
@Suite("PresentationAnalysis")
struct PresentationAnalysisTests {
  static let swipe = FingerTrajectory.Swipe(
    motionStart: 1_000_000, duration: 100_000, lift: 1_200_000, travel: Vector2(x: 0, y: 10), profile: .linear
  )
  static let trajectory = FingerTrajectory(swipes: [swipe])

  static func gesture(_ state: String, t: String, y: Double) -> String {
    "{\"type\":\"gesture\",\"t\":\(t),\"kind\":\"swipe\",\"fingers\":3,\"state\":\"\(state)\",\"translation\":[0,\(y)],\"velocity\":[0,0],\"scale\":1,\"rotation\":0,\"units\":\"mm\"}"
  }

  static func frame(
    _ seq: Int, t: String, phase: String = "interactive", percent: Double = 0.1, _ extra: String
  )
    -> String
  {
    "{\"type\":\"frame\",\"t\":\(t),\"seq\":\(seq),\"transition\":\"flip\",\"phase\":\"\(phase)\",\"percent\":\(percent),\"speed\":0,\"timeOffset\":0,\"layers\":{}\(extra)}"
  }

  /// Began at 1.000 s and changed at 1.010 s (1 mm), frame 0 presented at 1.020 s; changed at 1.030 s
  /// (3 mm), frame 1 at 1.036667 s; changed at 1.040 s (4 mm), frame 2 discarded, frame 3 at 1.070 s;
  /// ended at 1.080 s, frame 4 (finishing) at 1.086667 s.
  static let run: [String] = [
    gesture("began", t: "1", y: 0),
    gesture("changed", t: "1.01", y: 1),
    frame(0, t: "1.016667", ",\"presented\":1020000,\"presentFlags\":[\"vsync\"]"),
    gesture("changed", t: "1.03", y: 3),
    frame(1, t: "1.033333", ",\"presented\":1036667,\"presentFlags\":[\"vsync\"]"),
    "{\"type\":\"decision\",\"t\":1.035,\"transition\":\"flip\"}",
    gesture("changed", t: "1.04", y: 4),
    frame(2, t: "1.05", ",\"discarded\":true"),
    frame(3, t: "1.066667", ",\"presented\":1070000,\"presentFlags\":[\"vsync\"]"),
    gesture("ended", t: "1.08", y: 4),
    frame(4, t: "1.083333", phase: "finishing", ",\"presented\":1086667,\"presentFlags\":[\"vsync\"]"),
  ]

  static func records(_ lines: [String]) -> [PresentationLogRecord] {
    lines.compactMap { PresentationLogRecord(line: Substring($0)) }
  }

  @Test(
    "event → presented: each event to the first frame presented after it, a discarded frame's to the next")
  func eventToPresented() {
    let analysis = PresentationAnalysis(records: Self.records(Self.run), trajectory: Self.trajectory)
    // 1.020 − 1.000, 1.020 − 1.010, 1.036667 − 1.030, 1.070 − 1.040 (frame 2 discarded), 1.086667 − 1.080.
    #expect(analysis.eventToPresented == [20_000, 10_000, 6_667, 30_000, 6_667])
    #expect(analysis.framesPresented == 4)
    #expect(analysis.framesDiscarded == 1)
  }

  @Test("read → presented: each event from the first read that returned it")
  func readToPresented() {
    // Reads (µs) and the newest event time each returned; the read at 1.006 s is before the 1.010 s event.
    let reads: [(time: Int64, lastEvent: Int64)] = [
      (1_001_000, 1_000_000), (1_006_000, 1_005_000), (1_012_000, 1_010_000), (1_031_000, 1_030_000),
      (1_045_000, 1_040_000), (1_081_000, 1_080_000),
    ]
    let analysis = PresentationAnalysis(
      records: Self.records(Self.run), trajectory: Self.trajectory, reads: reads)
    // 1.020 − 1.001, 1.020 − 1.012, 1.036667 − 1.031, 1.070 − 1.045, 1.086667 − 1.081.
    #expect(analysis.readToPresented == [19_000, 8_000, 5_667, 25_000, 5_667])
    // Pixel lag at the presentation less the newest event's delivery lateness: frame 0 (newest 1.010 s
    // read at 1.012 s) at 1.018 s: 1.8 − 1 = 0.8; frame 1 (1.030 s read 1 ms late) at 1.035667 s:
    // 3.5667 − 3 = 0.5667; frame 3 (1.040 s read 5 ms late) at 1.065 s: 6.5 − 4 = 2.5.
    let expected = [0.8, 0.5667, 2.5]
    #expect(analysis.pixelLag.count == 3)
    for (lag, want) in zip(analysis.pixelLag, expected) { #expect(abs(lag - want) < 1e-4) }
    let none = PresentationAnalysis(records: Self.records(Self.run), trajectory: Self.trajectory)
    #expect(none.readToPresented.isEmpty)
    #expect(PresentationReport(none).readToPresented == nil)
  }

  @Test("pixel lag |v·T − d| at each presented interactive frame, and its standard deviation")
  func pixelLag() throws {
    let analysis = PresentationAnalysis(records: Self.records(Self.run), trajectory: Self.trajectory)
    // Frame 0: finger 0.1 × 20 = 2 mm, shown 1 → 1. Frame 1: 3.6667 − 3 = 0.6667. Frame 3: 7 − 4 = 3.
    // Frame 4 is finishing: the picture no longer follows the finger.
    let expected = [1.0, 0.6667, 3.0]
    #expect(analysis.pixelLag.count == 3)
    for (lag, want) in zip(analysis.pixelLag, expected) { #expect(abs(lag - want) < 1e-4) }
    // Mean 4.6667 / 3 = 1.5556; squared deviations 0.3086 + 0.7901 + 2.0864 = 3.1852; / 3 = 1.0617;
    // √ = 1.0304.
    let uniformity = try #require(analysis.frameUniformity)
    #expect(abs(uniformity - 1.0304) < 1e-3)
  }

  @Test(
    "presented intervals while the engine wanted a frame per refresh; a discarded frame is a missed refresh")
  func intervals() {
    let analysis = PresentationAnalysis(records: Self.records(Self.run), trajectory: Self.trajectory)
    // Targets 16.667 ms apart: the median target interval is the refresh.
    #expect(analysis.refresh == 16_667)
    // 1 → 0: 16 667; 3 → 1 across the discarded 2: 33 333 (one refresh missed); 4 → 3: 16 667.
    #expect(analysis.presentedInterval == [16_667, 33_333, 16_667])
    #expect(analysis.missedRefreshes == 1)
  }

  @Test("an idle gap between frames is no missed refresh, and a given refresh is used as it is")
  func idleGap() {
    let lines = [
      Self.frame(0, t: "1", ",\"presented\":1000000"), Self.frame(1, t: "2", ",\"presented\":2000000"),
      Self.frame(2, t: "2.01", ",\"presented\":2010000"),
    ]
    let analysis = PresentationAnalysis(
      records: Self.records(lines), trajectory: Self.trajectory, refresh: 10_000)
    #expect(analysis.presentedInterval == [10_000])
    #expect(analysis.missedRefreshes == 0)
  }

  @Test("built → committed → presented when the records carry them; none otherwise")
  func commitStages() {
    let with = [Self.frame(0, t: "1", ",\"built\":900,\"committed\":1500,\"presented\":9000")]
    let analysis = PresentationAnalysis(records: Self.records(with), trajectory: Self.trajectory)
    #expect(analysis.buildToCommit == [600])
    #expect(analysis.commitToPresented == [7_500])
    let without = PresentationAnalysis(records: Self.records(Self.run), trajectory: Self.trajectory)
    #expect(without.buildToCommit.isEmpty && without.commitToPresented.isEmpty)
    let report = PresentationReport(without)
    #expect(report.buildToCommit == nil && report.commitToPresented == nil)
  }

  @Test("a frame written without feedback times nothing: its events and the next interval are dropped")
  func unresolved() {
    let lines = [
      Self.gesture("began", t: "1", y: 0), Self.frame(0, t: "1.01", ""),
      Self.frame(1, t: "1.02", ",\"presented\":1025000"),
    ]
    let analysis = PresentationAnalysis(
      records: Self.records(lines), trajectory: Self.trajectory, refresh: 10_000)
    #expect(analysis.framesUnresolved == 1)
    #expect(analysis.eventToPresented.isEmpty)
    #expect(analysis.presentedInterval.isEmpty)
  }

  @Test("a predicted frame shows its percent turned into travel, at the mm per percent of a plain run")
  func predictedFrames() throws {
    // Plain run: 0.3 mm at 0.02, 3 mm at 0.2, 6 mm at 0.4: 2.7 / 0.18 = 3 / 0.2 = 15 mm per percent.
    let plain = [
      Self.gesture("began", t: "1", y: 0), Self.gesture("changed", t: "1.01", y: 0.3),
      Self.frame(0, t: "1.01", percent: 0.02, ""), Self.gesture("changed", t: "1.02", y: 3),
      Self.frame(1, t: "1.02", percent: 0.2, ""), Self.gesture("changed", t: "1.03", y: 6),
      Self.frame(2, t: "1.03", percent: 0.4, ""),
    ]
    let perPercent = try #require(PercentTravel.millimetresPerPercent(Self.records(plain)))
    #expect(abs(perPercent - 15) < 1e-9)
    // Predicting run: the first frame (after began alone) anchors 0 mm at percent 0; newest record
    // 3 mm, the frame shows 0.3 × 15 = 4.5 mm; presented at 1.050 s the finger is at 5 mm: lag 0.5
    // (the newest record alone would say 2).
    let predicting = [
      Self.gesture("began", t: "1", y: 0), Self.frame(0, t: "1.001", percent: 0, ",\"discarded\":true"),
      Self.gesture("changed", t: "1.03", y: 3),
      Self.frame(1, t: "1.05", percent: 0.3, ",\"presented\":1050000"),
    ]
    let analysis = PresentationAnalysis(
      records: Self.records(predicting), trajectory: Self.trajectory, millimetresPerPercent: perPercent)
    #expect(analysis.pixelLag.count == 1)
    #expect(abs(analysis.pixelLag[0] - 0.5) < 1e-9)
  }

  @Test("a re-grab: the percent starts where the completion was and may fall as the travel grows")
  func regrab() {
    // Anchor: percent 0.9 at 0 mm; then 0.6 with the newest record at 3 mm: falling, so the frame shows
    // (0.9 − 0.6) × 15 = 4.5 mm; the finger at 1.050 s is at 5 mm: lag 0.5.
    let lines = [
      Self.gesture("began", t: "1", y: 0), Self.frame(0, t: "1.001", percent: 0.9, ",\"discarded\":true"),
      Self.gesture("changed", t: "1.03", y: 3),
      Self.frame(1, t: "1.05", percent: 0.6, ",\"presented\":1050000"),
    ]
    let analysis = PresentationAnalysis(
      records: Self.records(lines), trajectory: Self.trajectory, millimetresPerPercent: 15)
    #expect(analysis.pixelLag.count == 1)
    #expect(abs(analysis.pixelLag[0] - 0.5) < 1e-9)
  }

  @Test("mm per percent ignores where a re-grab starts and which way the percent runs")
  func calibrationAfterRegrab() throws {
    // 0.9 at 0.5 mm, 0.8 at 2 mm, 0.7 at 3.5 mm: 1.5 / 0.1 = 15 both times.
    let lines = [
      Self.gesture("began", t: "1", y: 0.5), Self.frame(0, t: "1.01", percent: 0.9, ""),
      Self.gesture("changed", t: "1.02", y: 2), Self.frame(1, t: "1.02", percent: 0.8, ""),
      Self.gesture("changed", t: "1.03", y: 3.5), Self.frame(2, t: "1.03", percent: 0.7, ""),
    ]
    let perPercent = try #require(PercentTravel.millimetresPerPercent(Self.records(lines)))
    #expect(abs(perPercent - 15) < 1e-9)
  }

  @Test("a frame's own travel wins; the recognizer's travel counts from its BEGIN")
  func travelAndOrigin() {
    // Began at 1.020 s, when the finger had already moved 2 mm, with translation 0: at 1.060 s the
    // finger is 6 − 2 = 4 mm past BEGIN; the frame shows 3.5 → 0.5.
    let lines = [
      Self.gesture("began", t: "1.02", y: 0), Self.gesture("changed", t: "1.05", y: 3),
      Self.frame(0, t: "1.06", ",\"presented\":1060000,\"travel\":[0,3.5]"),
    ]
    let analysis = PresentationAnalysis(records: Self.records(lines), trajectory: Self.trajectory)
    #expect(analysis.pixelLag.count == 1)
    #expect(abs(analysis.pixelLag[0] - 0.5) < 1e-9)
  }

  @Test("the minimum-jerk profile is the synthesizer's s(u) = 10u³ − 15u⁴ + 6u⁵")
  func minimumJerk() {
    let swipe = FingerTrajectory.Swipe(motionStart: 0, duration: 100, lift: 200, travel: Vector2(x: 8, y: 0))
    // u = 0.5: 10/8 − 15/16 + 6/32 = 0.5 → 4 mm; before the start 0, after the end 8.
    #expect(abs(swipe.position(at: 50).x - 4) < 1e-12)
    #expect(swipe.position(at: -10).x == 0)
    #expect(swipe.position(at: 150).x == 8)
  }
}
