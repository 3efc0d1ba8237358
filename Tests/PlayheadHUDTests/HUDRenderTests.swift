import PlayheadEngine
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// Snapshot tests of the text column (56 wide), written out by hand from the layout rules in
/// docs/engine.md; the drawing beside it is checked by what it covers, counted in braille dots and
/// worked out from the layers' rectangles (a dot is lit when its centre lies inside a layer).
@Suite("HUD.render")
struct HUDRenderTests {
  static func card(rotationX: Double = 0, opacity: Double = 1) -> LayerValues {
    LayerValues(
      opacity: opacity, positionX: 160, positionY: 284, width: 320, height: 568, rotationX: rotationX)
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

  /// The text column: each line's first 56 characters, trailing spaces dropped.
  static func text(_ screen: [String]) -> [String] {
    screen.map { line in
      var t = String(line.prefix(56))
      while t.hasSuffix(" ") { t.removeLast() }
      return t
    }
  }

  /// The drawing: each line from column 58 on.
  static func drawing(_ screen: [String]) -> [String] {
    screen.map { $0.count > 58 ? String($0.dropFirst(58)) : "" }
  }

  /// Braille dots lit in `lines` (each U+2800 + bits character counts its bits).
  static func dots(_ lines: [String]) -> Int {
    lines.reduce(0) { sum, line in
      sum
        + line.unicodeScalars.reduce(0) { n, s in
          (0x2800...0x28FF).contains(s.value) ? n + (s.value - 0x2800).nonzeroBitCount : n
        }
    }
  }

  /// The strip of a first frame: one sample, in the newest (44th) column; percent p shows as ▁…█.
  static func strip(_ glyph: String) -> String { "  last 4 s " + String(repeating: " ", count: 43) + glyph }

  @Test("idle flip, 80 × 24: the text, and the from-card fills the container's 40 × 71 dots")
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
      Self.strip("▁"),
      "",
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
    #expect(Self.text(screen) == text + [""])
    // Panel: rows 24 − 2 − 1 = 21 from row 2; 80 − 58 = 22 columns (the aspect would take 24). Inside
    // 20 × 19 cells = 40 × 76 dots; 320 pt → 40 dots (1/8 dot per pt), 568 pt → 71 dots: 2840 dots.
    let drawing = Self.drawing(screen)
    #expect(drawing[2] == "┌" + String(repeating: "─", count: 20) + "┐")
    #expect(drawing[22] == "└" + String(repeating: "─", count: 20) + "┘")
    #expect(Self.dots(drawing) == 40 * 71)
  }

  @Test("with --window the terminal keeps the text column: no drawing, nothing said hidden")
  func textColumnOnlyBesideAWindow() {
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: false, unicode: true))
    renderer.drawsLayerView = false
    renderer.render(Self.frame(layers: [Self.card(), Self.card(rotationX: -90)]), size: (80, 24))
    let screen = renderer.grid.lines
    // The same text as the idle frame above, line for line; right of it nothing at all.
    #expect(Self.text(screen)[0] == "Playhead · flip · present · demo: bundled recording")
    #expect(Self.text(screen)[1] == "")
    #expect(Self.text(screen)[21] == "  q quit · space play · r reverse · s slow · p pause")
    #expect(Self.drawing(screen).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    #expect(Self.dots(screen) == 0)
    #expect(!renderer.layout.hidesSomething && !renderer.layout.layerView)
  }

  @Test("a resize redraws the panel at the new size: 120 × 40 holds a 37-row panel")
  func resized() {
    let frame = Self.frame(layers: [Self.card(), Self.card(rotationX: -90)])
    let screen = HUD.render(frame, size: (120, 40))
    // Rows 40 − 3 = 37; inside 35 rows = 140 dots tall; width for the aspect ⌈35 × 2 × 320/568⌉ + 2 = 42
    // columns, 40 inside = 80 dots. Scale min(80/320, 140/568) = 0.2465: 78.9 × 140 dots.
    let drawing = Self.drawing(screen)
    #expect(drawing[2] == "┌" + String(repeating: "─", count: 40) + "┐")
    #expect(drawing[38] == "└" + String(repeating: "─", count: 40) + "┘")
    let expected = 320.0 * 568 * (140.0 / 568) * (140.0 / 568)
    #expect(abs(Double(Self.dots(drawing)) - expected) <= 140 + 80, "\(Self.dots(drawing)) vs \(expected)")
  }

  @Test("flip at 25 %: the text column as it reads")
  func turning() {
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
    // Bar: round(0.25 × 30) = 7.5 → 8 filled cells; the strip: 0.25 × 8 = level 2, ▃.
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
      Self.strip("▃"),
      "",
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
    #expect(Self.text(screen) == text + [""])
    // No perspective (flat layers): the card 568 × cos 70° = 194.27 pt tall × 320 wide, at 1/8 dot per pt
    // 40 × 24.28 dots; the rows whose centres fall inside decide: 24 or 25 rows of 40.
    let dots = Self.dots(Self.drawing(screen))
    #expect(dots == 40 * 24 || dots == 40 * 25, "\(dots)")
  }

  @Test("a reload's notice: under the keys, or beside the drawing the whole bottom row; without one, none")
  func reloadNotice() {
    var frame = Self.frame(layers: [Self.card(), Self.card(rotationX: -90)])
    // The same width both times: a terminal narrower than the layer view names its size on row 1.
    let plain = HUD.render(frame, size: (70, 40))
    frame.notice = "reload failed: mine.yaml:2:11: duration must be > 0 seconds, got -1"
    let narrow = HUD.render(frame, size: (70, 40))
    #expect(narrow.count == plain.count + 1)
    #expect(narrow.dropLast().elementsEqual(plain))
    #expect(narrow.last == "  reload failed: mine.yaml:2:11: duration must be > 0 seconds, got -1")
    // 80 wide: the text column is cut at 56 beside the panel, so the notice takes row 40, whole.
    let wide = HUD.render(frame, size: (80, 40))
    #expect(wide.count == 40)
    #expect(wide[39] == "  reload failed: mine.yaml:2:11: duration must be > 0 seconds, got -1")
    #expect(!wide.dropLast().contains { $0.contains("reload failed") })
  }

  @Test("under the testbed the latency line says it is read → frame")
  func readToFrameLabel() {
    let frame = Self.frame(
      layers: [Self.card(rotationX: 0), Self.card(rotationX: -90)],
      latency: LatencySummary(p50: 1200, p95: 2500, p99: 4000, max: 5000, count: 10),
      latencyMetric: .readToFrame)
    let screen = Self.text(HUD.render(frame, size: (80, 24)))
    #expect(screen.contains("  read→frame p50 1.2 · p95 2.5 · p99 4.0 ms"), "\(screen)")
    #expect(!screen.contains { $0.hasPrefix("  latency p50") })
  }

  @Test("with frames presented by a window the latency line says it is event → presented")
  func eventToPresentedLabel() {
    let frame = Self.frame(
      layers: [Self.card(rotationX: 0), Self.card(rotationX: -90)],
      latency: LatencySummary(p50: 21000, p95: 33000, p99: 43000, max: 43000, count: 10),
      latencyMetric: .eventToPresented)
    let screen = Self.text(HUD.render(frame, size: (80, 24)))
    #expect(screen.contains("  event→presented p50 21.0 · p95 33.0 · p99 43.0 ms"), "\(screen)")
  }

  @Test("a piece flown up-left at 60 % opacity: its clipped rectangle, 10 dots in 16 lit")
  func piece() {
    // Tile 160 × 284 at (80, 142) moved by (−40, −40): x ∈ [−40, 120], y ∈ [−40, 244], clipped to the
    // container: 120 × 244 pt = 15 × 30.5 dots at 1/8 dot per pt. Opacity 0.6 passes the ordered
    // dither's thresholds (k + ½)/16 for k = 0…9: 10 of every 16 dots.
    let tile = LayerValues(
      opacity: 0.6, positionX: 80, positionY: 142, width: 160, height: 284, translationX: -40,
      translationY: -40)
    let screen = HUD.render(Self.frame(names: ["tile1"], layers: [tile]), size: (80, 24))
    let expected = 15 * 30.5 * 10 / 16
    let dots = Double(Self.dots(Self.drawing(screen)))
    #expect(abs(dots - expected) <= 15 + 30.5, "\(dots) vs \(expected)")
    // Nothing right of x = 120 pt (dot 15, cell 7 of the inside, after the border).
    for line in Self.drawing(screen)[3..<22] {
      #expect(Self.dots([String(line.dropFirst(9))]) == 0, "\(line)")
    }
  }

  @Test("a finishing flip: the decision and its reason")
  func finishing() {
    let decision = Decision(
      outcome: .finish, percent: 0.714, velocity: 0, reason: .threshold(percent: 0.714, threshold: 0.5),
      duration: 0.286)
    var frame = Self.frame(
      phase: .finishing, percent: 0.75, speed: 0.5, timeOffset: 0.75,
      layers: [Self.card(rotationX: 90), Self.card(rotationX: -30)])
    frame = Frame(
      seq: frame.seq, time: frame.time, transition: frame.transition, isDismissal: true, gesture: nil,
      sample: frame.sample, duration: 1, layerNames: frame.layerNames, layers: frame.layers,
      decision: decision,
      fps: 60, source: "")
    let screen = Self.text(HUD.render(frame, size: (80, 24)))
    #expect(screen[0] == "Playhead · flip · dismiss")
    #expect(screen[8] == "  [███████████████████████░░░░░░░]  75.0 %")  // 22.5 → 23 cells (half up)
    // The decision shows in the strip's newest column: F.
    #expect(screen[10] == String(repeating: " ", count: 54) + "F")
    #expect(screen[12] == "  decision     finish in 0.29 s")
    #expect(screen[13] == "  reason       percent 0.71 ≥ threshold 0.5")
  }

  @Test("the title row is above the drawing: it keeps the terminal's width, not the text column's")
  func longTitle() {
    let frame = Frame(
      seq: 0, time: 0, transition: "flip", isDismissal: false, gesture: nil,
      sample: TransitionSample(
        transition: "flip", phase: .idle, percent: 0, speed: 1, timeOffset: 0, duration: 1,
        isDismissal: false,
        isInteractive: false, isPaused: false),
      duration: 1, layerNames: ["from"], layers: [Self.card()], decision: nil,
      source: "demo: real libinput on a virtual synaptics-ps2 touchpad")
    let screen = HUD.render(frame, size: (100, 40))
    #expect(
      screen[0] == "Playhead · flip · present · demo: real libinput on a virtual synaptics-ps2 touchpad")
  }

  @Test("a narrow, short terminal: no drawing, lines cut to the width, screen cut to the height")
  func narrow() {
    // Five rows hold less than the 11 that always show: everything that can go has gone (named,
    // cut, on row 2), and what is left is cut at the fifth row.
    let screen = HUD.render(Self.frame(layers: [Self.card(), Self.card(rotationX: -90)]), size: (20, 5))
    #expect(
      screen == [
        "Playhead · flip · pr", "(layer view, gesture", "gesture      —", "interaction  idle",
        "  [░░░░░░░░░░░░░░░░░",
      ])
  }
}
