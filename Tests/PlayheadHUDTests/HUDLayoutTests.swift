import PlayheadEngine
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// The HUD's layout by priority (docs/hud.md): a small terminal hides the drawing first and says so
/// under the title; the frame, latency and key lines always show; the key line fits its column. The
/// screens are written out by hand from the rows each block takes: 23 for three layers (title,
/// blank, gesture 4, blank, interaction and bar 2, strip 2, speed/decision/reason 3, blank, layers 4,
/// blank, frame/latency/keys 3).
@Suite("HUD layout by priority")
struct HUDLayoutTests {
  static func frame(paused: Bool = false, slow: Bool = false) -> Frame {
    let card = HUDRenderTests.card()
    return Frame(
      seq: 0, time: 0, transition: "flip", isDismissal: false, gesture: nil,
      sample: TransitionSample(
        transition: "flip", phase: .idle, percent: 0, speed: 1, timeOffset: 0, duration: 1,
        isDismissal: false, isInteractive: false, isPaused: paused),
      duration: 1, layerNames: ["container", "from", "to"],
      layers: [card, card, HUDRenderTests.card(rotationX: -90)], decision: nil, isPaused: paused,
      isSlow: slow, source: "demo: bundled recording")
  }

  static let bar = "  [" + String(repeating: "░", count: 30) + "]   0.0 %"
  static let layers = [
    "  layer       opacity      x      y   rotX   rotY  scale",
    "  container      1.00  160.0  284.0    0.0    0.0   1.00",
    "  from           1.00  160.0  284.0    0.0    0.0   1.00",
    "  to             1.00  160.0  284.0  -90.0    0.0   1.00",
  ]
  static let footer = [
    "  frame 0 · 60 fps · late 0 · missed 0", "  latency —",
    "  q quit · space play · r reverse · s slow · p pause",
  ]

  @Test("60 × 20: no layer view, no strip, one blank fewer, and it says so; frame, latency and keys all show")
  func sixtyByTwenty() {
    // 23 rows wanted, 20 there: the strip's 2, then the last blank (before the frame line).
    let screen = HUD.render(Self.frame(), size: (60, 20))
    let expected =
      [
        "Playhead · flip · present · demo: bundled recording",
        "(layer view, gesture strip hidden: 60×20, needs 76×23)",
        "gesture      —", "  translation  —", "  velocity     —", "  scale        —",
        "",
        "interaction  idle", Self.bar,
        "  speed 1.00   timeOffset 0.000 of 1.000 s", "  decision     —", "  reason       —",
        "",
      ] + Self.layers + Self.footer
    #expect(screen.map { $0.trimmingTrailingSpaces } == expected)
  }

  @Test("100 × 16: the layer view stays beside the text; the strip, blanks and layers' values go")
  func wideButShort() {
    // 23 − 16 = 7: the strip (2), three blanks (3), the layers' values (4) — one too many, so two
    // blanks come back: 16 rows exactly.
    let screen = HUD.render(Self.frame(), size: (100, 16))
    #expect(screen.count == 16)
    #expect(screen[1].trimmingTrailingSpaces == "(gesture strip, layer values hidden: 100×16, needs 76×23)")
    let text = HUDRenderTests.text(screen)
    #expect(
      text == [
        "Playhead · flip · present · demo: bundled recording", String(screen[1].prefix(56)),
        "gesture      —", "  translation  —", "  velocity     —", "  scale        —",
        "",
        "interaction  idle", Self.bar,
        "  speed 1.00   timeOffset 0.000 of 1.000 s", "  decision     —", "  reason       —",
        "",
      ] + Self.footer)
    #expect(HUDRenderTests.drawing(screen)[2].hasPrefix("┌"))
  }

  @Test("a terminal that holds everything hides nothing and has no note")
  func roomy() {
    let screen = HUD.render(Self.frame(), size: (100, 23))
    #expect(screen.count == 23 && screen[1].trimmingTrailingSpaces.isEmpty)
    #expect(HUDRenderTests.text(screen).contains { $0.hasPrefix("  last 4 s ") })
  }

  @Test("every size from 11 rows up keeps the frame, latency and key lines last, within the terminal")
  func essentialsAlwaysShow() {
    for columns in [30, 60, 75, 76, 100, 140] {
      for rows in 11...30 {
        let screen = HUD.render(Self.frame(), size: (columns, rows)).map { $0.trimmingTrailingSpaces }
        #expect(screen.count <= rows, "\(columns)×\(rows)")
        var text = screen.map { String($0.prefix(columns >= 76 ? 56 : columns)).trimmingTrailingSpaces }
        // Beside the text the drawing may reach further down: its rows have no text.
        while text.last?.isEmpty == true { text.removeLast() }
        let tail = Array(text.suffix(3))
        #expect(
          tail.count == 3 && tail[0].hasPrefix("  frame 0 ") && tail[1] == "  latency —"
            && tail[2].hasPrefix("  q "), "\(columns)×\(rows): \(tail)")
        // What is hidden is named under the title (cut at the terminal's width when the list is long).
        let hides = columns < 76 || rows < 23
        #expect(hides ? screen[1].hasPrefix("(") : screen[1].isEmpty, "\(columns)×\(rows): \(screen[1])")
      }
    }
  }

  @Test("paused and slow at 100 columns: the whole key line fits the 56-column text, state last")
  func keyLineFits() {
    let screen = HUD.render(Self.frame(paused: true, slow: true), size: (100, 32))
    // 52 columns of keys and 6 of state pass 56: the reverse key's word shortens (48 + 6 = 54).
    #expect(HUDRenderTests.text(screen)[22] == "  q quit · space play · r rev · s slow · p pause ‖ ×10")
    let paused = HUD.render(Self.frame(paused: true), size: (100, 32))
    #expect(HUDRenderTests.text(paused)[22] == "  q quit · space play · r reverse · s slow · p pause ‖")
    let narrow = HUD.render(Self.frame(paused: true, slow: true), size: (40, 30))
    #expect(narrow.last?.trimmingTrailingSpaces == "  q · space · r · s · p ‖ ×10")
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var t = self
    while t.hasSuffix(" ") { t.removeLast() }
    return t
  }
}
