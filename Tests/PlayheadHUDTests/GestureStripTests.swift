import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// The gesture strip over frames built here: 4 s in 40 columns is 0.1 s a column, so a frame at time t
/// (µs) before the newest lands in column 39 − ⌊(newest − t − 1) / 100 000⌋ … worked out per case.
@Suite("GestureStrip")
struct GestureStripTests {
  static func frame(
    _ t: Int64, percent: Double, state: RecognizerState? = nil, decision: Decision.Outcome? = nil
  ) -> Frame {
    let gesture = state.map {
      GestureSnapshot(
        kind: .swipe, fingers: 3, state: $0, time: .init(microseconds: t), translation: Vector2(x: 0, y: 0),
        velocity: Vector2(x: 0, y: 0), units: .millimetres)
    }
    let d = decision.map {
      // One decision, as the engine keeps showing it frame after frame once taken.
      Decision(
        outcome: $0, percent: 0.75, velocity: 0, reason: .threshold(percent: 0.75, threshold: 0.5),
        duration: 0.2)
    }
    return Frame(
      seq: 0, time: .init(microseconds: t), transition: "flip", isDismissal: false, gesture: gesture,
      sample: TransitionSample(
        transition: "flip", phase: .interactive, percent: percent, speed: 0, timeOffset: percent, duration: 1,
        isDismissal: false, isInteractive: true, isPaused: false),
      duration: 1, layerNames: [], layers: [], decision: d)
  }

  static func draw(_ strip: inout GestureStrip, unicode: Bool = true) -> [String] {
    var grid = TextGrid()
    grid.reset(rows: 2, columnLimit: 100)
    strip.draw(columns: 40, unicode: unicode, into: &grid)
    return grid.lines
  }

  @Test("a ramp from 0 to 1 over 4 s rises ▁ → █; the release and the decision are marked under it")
  func ramp() {
    var strip = GestureStrip()
    // Frames every 0.1 s from t = 0.1 s to 4.0 s, percent t/4; released and decided at 3.0 s.
    for k in 1...40 {
      let t = Int64(k) * 100_000
      let state: RecognizerState = k == 30 ? .ended : .changed
      strip.record(Self.frame(t, percent: Double(k) / 40, state: state, decision: k >= 30 ? .finish : nil))
    }
    let lines = Self.draw(&strip)
    // Frame k sits in column k − 1 and shows level ⌊8 k/40⌋ (capped at 7): k = 1…4 ▁, 5…9 ▂, …, 35…40 █.
    let glyphs = Array("▁▂▃▄▅▆▇█")
    let expected = String((1...40).map { glyphs[min(8 * $0 / 40, 7)] })
    #expect(lines[0] == expected)
    // Released (k = 30 → column 29) and decided in the same frame: ↑ then F right after it.
    #expect(lines[1] == String(repeating: " ", count: 29) + "↑F")
  }

  @Test("older than 4 s scrolls out; ASCII where there is no Unicode")
  func window() {
    var strip = GestureStrip()
    strip.record(Self.frame(0, percent: 1))
    strip.record(Self.frame(4_000_000, percent: 0))
    strip.record(Self.frame(5_000_000, percent: 0.5))
    let lines = Self.draw(&strip, unicode: false)
    // Newest 5 s: window (1 s, 5 s]. 4 s → column ⌊(3 s − 1 µs) / 0.1 s⌋ = 29, 5 s → 39; 0 s is gone.
    #expect(lines[0] == String(repeating: " ", count: 29) + "_" + String(repeating: " ", count: 9) + "~")
    #expect(lines.count == 2 && lines[1].isEmpty)
  }
}
