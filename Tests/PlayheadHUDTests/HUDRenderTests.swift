import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// Snapshot tests: every expected screen below is written out by hand from the layout rules in
/// docs/engine.md (text column 56 wide, drawing 18 wide two columns to its right from row 2; the
/// drawing's cells are 320/16 = 20 pt wide and 568/14 ≈ 40.571 pt tall, a cell is filled when its
/// centre lies inside a layer's rectangle).
@Suite("HUD.render")
struct HUDRenderTests {
  static let blank = "│" + String(repeating: " ", count: 16) + "│"
  static let full = "│" + String(repeating: "█", count: 16) + "│"
  static let top = "┌" + String(repeating: "─", count: 16) + "┐"
  static let bottom = "└" + String(repeating: "─", count: 16) + "┘"

  static func card(rotationX: Double = 0, opacity: Double = 1) -> LayerValues {
    LayerValues(opacity: opacity, positionX: 160, positionY: 284, width: 320, height: 568, rotationX: rotationX)
  }

  static func frame(
    seq: Int = 0, gesture: GestureSnapshot? = nil, phase: TransitionPhase = .idle, percent: Double = 0,
    speed: Double = 1, timeOffset: Double = 0, names: [String] = ["from", "to"], layers: [LayerValues],
    clock: FrameClock.Statistics = .init(), latency: LatencySummary? = nil,
    latencyMetric: LatencyMetric = .eventToFrame
  ) -> Frame {
    Frame(
      seq: seq, time: 0, transition: "flip", isDismissal: false, gesture: gesture,
      sample: TransitionSample(
        transition: "flip", phase: phase, percent: percent, speed: speed, timeOffset: timeOffset, duration: 1,
        isDismissal: false, isInteractive: phase == .interactive, isPaused: false),
      duration: 1, layerNames: names, layers: layers, decision: nil, clock: clock, fps: 60, latency: latency,
      latencyMetric: latencyMetric, source: "demo: bundled recording")
  }

  /// The screen: text lines, with drawing line i beside text line 2 + i (text padded to 56, 2 spaces).
  static func screen(_ text: [String], drawing: [String]) -> [String] {
    text.enumerated().map { i, line in
      (2..<(2 + drawing.count)).contains(i) ? beside(line, drawing[i - 2]) : line
    }
  }

  /// Pads the text column to 56 and puts the drawing row beside it.
  static func beside(_ text: String, _ drawing: String) -> String {
    text + String(repeating: " ", count: 56 - text.count) + "  " + drawing
  }

  @Test("idle flip, 80 × 24: the from-card fills the drawing, the to-card at −90° is edge-on")
  func idle() {
    let screen = HUD.render(Self.frame(layers: [Self.card(), Self.card(rotationX: -90)]), size: (80, 24))
    let text = [
      "Playhead · flip · present · demo: bundled recording",
      "",
      "gesture      —",
      "  translation  —",
      "  velocity     —",
      "  scale        —",
      "",
      "interaction  idle",
      "  [░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]   0.0 %",
      "  speed 1.00   timeOffset 0.000 of 1.000 s",
      "  decision     —",
      "  reason       —",
      "",
      "  layer       opacity      x      y   rotX   rotY  scale",
      "  from           1.00  160.0  284.0    0.0    0.0   1.00",
      "  to             1.00  160.0  284.0  -90.0    0.0   1.00",
      "",
      "  frame 0 · 60 fps · late 0 · missed 0",
      "  latency —",
      "  q quit · space play · r reverse · s slow · p pause",
    ]
    let expected = Self.screen(text, drawing: [Self.top] + Array(repeating: Self.full, count: 14) + [Self.bottom])
    #expect(screen == expected)
  }

  @Test("flip at 25 %: the card turned 70° is cos 70° ≈ 0.342 tall, rows 5–8 of the drawing")
  func turning() {
    // h = 568 × cos 70° = 194.27 pt, centred on 284: y ∈ [186.87, 381.13]. Row centres (r + ½) × 40.571:
    // r=4 → 182.57 (out), r=5 → 223.14 … r=8 → 344.86 (in), r=9 → 385.43 (out).
    let gesture = GestureSnapshot(
      kind: .swipe, fingers: 3, state: .changed, time: 0, translation: Vector2(x: 0, y: -14),
      velocity: Vector2(x: 0, y: -52.5), units: .millimetres)
    var clock = FrameClock.Statistics()
    clock.lateTicks = 1
    clock.missedTicks = 2
    let frame = Self.frame(
      seq: 42, gesture: gesture, phase: .interactive, percent: 0.25, speed: 0, timeOffset: 0.25,
      layers: [Self.card(rotationX: 70), Self.card(rotationX: -90)], clock: clock,
      latency: LatencySummary(p50: 1200, p95: 2500, p99: 4000, max: 5000, count: 10))
    let screen = HUD.render(frame, size: (80, 24))
    let band = "│" + String(repeating: "█", count: 16) + "│"
    let rows = (0..<14).map { (5...8).contains($0) ? band : Self.blank }
    // Bar: round(0.25 × 30) = 7.5 → 8 filled cells.
    let text = [
      "Playhead · flip · present · demo: bundled recording",
      "",
      "gesture      swipe · 3 fingers · changed",
      "  translation  x    +0.0  y   -14.0 mm",
      "  velocity     x    +0.0  y   -52.5 mm/s",
      "  scale        1.000   rotation +0.0°",
      "",
      "interaction  interactive",
      "  [████████░░░░░░░░░░░░░░░░░░░░░░]  25.0 %",
      "  speed 0.00   timeOffset 0.250 of 1.000 s",
      "  decision     —",
      "  reason       —",
      "",
      "  layer       opacity      x      y   rotX   rotY  scale",
      "  from           1.00  160.0  284.0   70.0    0.0   1.00",
      "  to             1.00  160.0  284.0  -90.0    0.0   1.00",
      "",
      "  frame 42 · 60 fps · late 1 · missed 2",
      "  latency p50 1.2 · p95 2.5 · p99 4.0 ms",
      "  q quit · space play · r reverse · s slow · p pause",
    ]
    let expected = Self.screen(text, drawing: [Self.top] + rows + [Self.bottom])
    #expect(screen == expected)
  }

  @Test("a reload's notice is the line under the keys, and without one there is none")
  func reloadNotice() {
    var frame = Self.frame(layers: [Self.card(), Self.card(rotationX: -90)])
    let plain = HUD.textLines(frame)
    frame.notice = "reload failed: mine.yaml:2:11: duration must be > 0 seconds, got -1"
    let lines = HUD.textLines(frame)
    #expect(lines.count == plain.count + 1)
    #expect(lines.dropLast().elementsEqual(plain))
    #expect(lines.last == "  reload failed: mine.yaml:2:11: duration must be > 0 seconds, got -1")
  }

  @Test("under the testbed the latency line says it is read → frame")
  func readToFrameLabel() {
    let frame = Self.frame(
      layers: [Self.card(rotationX: 0), Self.card(rotationX: -90)],
      latency: LatencySummary(p50: 1200, p95: 2500, p99: 4000, max: 5000, count: 10), latencyMetric: .readToFrame)
    let screen = HUD.render(frame, size: (80, 24))
    #expect(screen.contains("  read→frame p50 1.2 · p95 2.5 · p99 4.0 ms"), "\(screen)")
    #expect(!screen.contains { $0.hasPrefix("  latency p50") })
  }

  @Test("a piece flown up-left at 60 % opacity is drawn ▓ in its new place")
  func piece() {
    // Tile 160 × 284 at (80, 142) moved by (−40, −40): x ∈ [−40, 120] → columns 0–5 (centre 110 ≤ 120,
    // 130 > 120); y ∈ [−40, 244] → rows 0–5 (centre 223.1 ≤ 244, 263.7 > 244). Opacity 0.6 → ▓.
    let tile = LayerValues(
      opacity: 0.6, positionX: 80, positionY: 142, width: 160, height: 284, translationX: -40, translationY: -40)
    let screen = HUD.render(Self.frame(names: ["tile1"], layers: [tile]), size: (80, 30))
    let lit = "│▓▓▓▓▓▓" + String(repeating: " ", count: 10) + "│"
    for r in 0..<14 {
      let row = screen[3 + r]
      #expect(row.hasSuffix("  " + (r <= 5 ? lit : Self.blank)), "drawing row \(r)")
    }
  }

  @Test("a finishing flip: the decision and its reason, the to-card (second shading, ▓) at −30°")
  func finishing() {
    // To-card at −30°: h = 568 × cos 30° = 491.9 pt, y ∈ [38.05, 529.95]: row centres 20.29 (out),
    // 60.86 … 507.14 (rows 1–12 in), 547.71 (out). The from-card at 90° is edge-on: nothing.
    let decision = Decision(
      outcome: .finish, percent: 0.714, velocity: 0, reason: .threshold(percent: 0.714, threshold: 0.5), duration: 0.286)
    var frame = Self.frame(
      phase: .finishing, percent: 0.75, speed: 0.5, timeOffset: 0.75,
      layers: [Self.card(rotationX: 90), Self.card(rotationX: -30)])
    frame = Frame(
      seq: frame.seq, time: frame.time, transition: frame.transition, isDismissal: true, gesture: nil,
      sample: frame.sample, duration: 1, layerNames: frame.layerNames, layers: frame.layers, decision: decision,
      fps: 60, source: "")
    let screen = HUD.render(frame, size: (80, 24))
    #expect(screen[0] == "Playhead · flip · dismiss")
    #expect(screen[8].hasPrefix("  [███████████████████████░░░░░░░]  75.0 %"))  // 22.5 → 23 cells (half up)
    #expect(screen[10].hasPrefix("  decision     finish in 0.29 s "))
    #expect(screen[11].hasPrefix("  reason       percent 0.71 ≥ threshold 0.5 "))
    let band = "│" + String(repeating: "▓", count: 16) + "│"
    for r in 0..<14 { #expect(screen[3 + r].hasSuffix((1...12).contains(r) ? band : Self.blank), "row \(r)") }
  }

  @Test("a narrow, short terminal: no drawing, lines cut to the width, screen cut to the height")
  func narrow() {
    let screen = HUD.render(Self.frame(layers: [Self.card(), Self.card(rotationX: -90)]), size: (20, 5))
    #expect(screen == ["Playhead · flip · pr", "", "gesture      —", "  translation  —", "  velocity     —"])
  }
}
