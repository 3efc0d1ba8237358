import Foundation
import PlayheadEngine
import PlayheadTestSupport
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// Decision frames: the reason line is written into the grid from the reason's fields (no string is
/// built per frame, issue 26 item 4). The bytes a run of frames writes to the terminal are compared
/// with Tests/Fixtures/hud/decision-frames.bin, written by the renderer before that change (commit
/// message of the change says so): the picture stays byte-identical.
@Suite("HUD decision frames")
struct HUDDecisionFrameTests {
  static let reasons: [DecisionReason] = [
    .threshold(percent: 0.714, threshold: 0.5),
    .threshold(percent: 0.3449, threshold: 0.625),
    .flick(velocity: -2.34, projected: 0.11, threshold: 0.5),
    .flick(velocity: 12.05, projected: 1.2, threshold: 0.5),
    .projectedAhead(horizon: 0.1, projected: 0.55, threshold: 0.5),
    .releaseDirection(velocity: 0.96),
    .releaseDirection(velocity: -0.5),
    .releaseDirection(velocity: 0),
    .gestureCancelled(byLibinput: true),
    .gestureCancelled(byLibinput: false),
    .watchdog(idle: 5.25, timeout: 5),
    .threshold(percent: -0.0004, threshold: 0.1),
    .threshold(percent: .nan, threshold: .infinity),
    .policy(.gnome, .snappedToNearest(velocityUnits: -0.31, threshold: 0.6, percent: 0.42)),
    .policy(.gnome, .projectedTo(velocityUnits: 1.234, projected: 1)),
    .policy(.niri, .roundedProjection(projected: 0.996)),
    .policy(.kwin, .switchThreshold(percent: 0.3, threshold: 0.25)),
    .policy(.kwin, .switchThreshold(percent: 0.1, threshold: 0.25)),
    .policy(.hyprland, .hyprland(percent: 0.2, meanDeltaUnits: 31.26, forced: true)),
    .policy(.hyprland, .hyprland(percent: 0.2, meanDeltaUnits: 3.14, forced: false)),
    .policy(.hyprland, .hyprland(percent: 0.7, meanDeltaUnits: 3.14, forced: false)),
    .policy(.flutter, .fling(widthsPerSecond: -1.5)),
    .policy(.flutter, .dropped(percent: 0.3)),
    .policy(.flutter, .dropped(percent: 0.7)),
    .policy(.libadwaita, .cancelled(byLibinput: true)),
    .policy(.uikit, .transitionRule(.threshold(percent: 0.53, threshold: 0.5))),
  ]

  /// Frame `i` of the run: a flip a little further on, with the i-th reason (or none, every fourth).
  static func frame(_ i: Int) -> Frame {
    let percent = Double(i % 9) / 8
    let card = LayerValues(
      opacity: 1, positionX: 160, positionY: 284, width: 320, height: 568, rotationX: 90 * percent)
    let reason = reasons[i % reasons.count]
    let decision =
      i % 4 == 3
      ? nil
      : Decision(
        outcome: i % 2 == 0 ? .finish : .cancel, percent: percent, velocity: 0, reason: reason,
        duration: 0.125 * Double(i % 5))
    return Frame(
      seq: i, time: .init(microseconds: Int64(i) * 16_667), transition: "flip", isDismissal: false,
      gesture: nil,
      sample: TransitionSample(
        transition: "flip", phase: .finishing, percent: percent, speed: 1, timeOffset: percent, duration: 1,
        isDismissal: false, isInteractive: false, isPaused: false),
      duration: 1, layerNames: ["from", "to"], layers: [card, card], decision: decision, fps: 60,
      source: "test")
  }

  /// Every byte the renderer and the writer send for 2 passes over the reasons, at 100 × 40, colour.
  static func screenBytes() throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hud-decisions-\(getpid()).bin")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      let writer = ScreenWriter(output: try FileOutput(path: path))
      var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
      for i in 0..<(2 * reasons.count) {
        renderer.render(frame(i), size: (100, 40))
        try writer.draw(renderer.grid)
      }
    }
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/hud/decision-frames.bin")

  @Test("a run of decision frames writes the same bytes as before the reason was written in place")
  func sameBytes() throws {
    let bytes = try Self.screenBytes()
    if ProcessInfo.processInfo.environment["PLAYHEAD_WRITE_HUD_FIXTURE"] == "1" {
      try Data(bytes).write(to: Self.fixture)
    }
    let expected = Array(try Data(contentsOf: Self.fixture))
    #expect(bytes.count == expected.count)
    #expect(bytes == expected)
  }

  /// The reason row of a frame with `reason`, at 100 × 40 (the text column, trailing spaces dropped).
  static func reasonLine(_ reason: DecisionReason) -> String {
    let decision = Decision(outcome: .cancel, percent: 0.2, velocity: 0, reason: reason, duration: 0.3)
    var frame = frame(0)
    frame = Frame(
      seq: 0, time: 0, transition: "flip", isDismissal: false, gesture: nil, sample: frame.sample,
      duration: 1,
      layerNames: frame.layerNames, layers: frame.layers, decision: decision, fps: 60)
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: false, unicode: true))
    renderer.render(frame, size: (100, 40))
    let line = renderer.grid.lines.first { $0.hasPrefix("  reason ") } ?? ""
    var text = String(line.prefix(HUD.textWidth))
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  // Worked by hand from the reason rules (DecisionReason, ReleaseReason): numbers rounded half away
  // from zero to their decimals, thresholds at their shortest, the line cut at the 56-column text.
  @Test("the reason line reads as worked by hand")
  func reasonLines() {
    #expect(
      Self.reasonLine(.threshold(percent: 0.3449, threshold: 0.625))
        == "  reason       percent 0.34 < threshold 0.625")
    #expect(
      Self.reasonLine(.releaseDirection(velocity: -0.25)) == "  reason       released moving back at -0.3/s")
    #expect(
      Self.reasonLine(.watchdog(idle: 5.25, timeout: 5))
        == "  reason       no gesture update for 5.3 s (watchdog 5 s")
    // The text column is 56 wide: 15 for the label, 41 of "flick back at -2.3/s (projected 0.11 < 0.5)".
    #expect(
      Self.reasonLine(.flick(velocity: -2.34, projected: 0.1149, threshold: 0.5))
        == "  reason       flick back at -2.3/s (projected 0.11 < 0.")
    #expect(
      Self.reasonLine(.policy(.flutter, .dropped(percent: 0.3)))
        == "  reason       flutter: no fling, value 0.70 > 0.5")
    #expect(
      Self.reasonLine(.threshold(percent: -0.0004, threshold: 0.1))
        == "  reason       percent 0.00 < threshold 0.1")
    #expect(
      Self.reasonLine(.threshold(percent: .nan, threshold: .infinity))
        == "  reason       percent nan < threshold inf")
  }
}
