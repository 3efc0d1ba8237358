import PlayheadEngine
import PlayheadTestSupport
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadHUD

/// Text from files and devices on the HUD: the title (a transition file's name, a transcript's device
/// in the source), the layer names and the notice row are escaped by `TextGrid.put`, so no frame can
/// set the terminal's title, colour it or reverse a row.
@Suite("HUD outside text")
struct HUDOutsideTextTests {
  @Test("every control, bidi override and separator in a name, a source or a notice is shown escaped")
  func hostileTextIsEscaped() {
    let card = LayerValues(opacity: 1, positionX: 160, positionY: 284, width: 320, height: 568)
    var frame = Frame(
      seq: 0, time: 0, transition: HostileText.text, isDismissal: false, gesture: nil,
      sample: TransitionSample(
        transition: HostileText.text, phase: .idle, percent: 0, speed: 1, timeOffset: 0, duration: 1,
        isDismissal: false, isInteractive: false, isPaused: false),
      duration: 1, layerNames: ["from" + HostileText.text, "to"], layers: [card, card], decision: nil,
      clock: .init(), fps: 60, latency: nil, latencyMetric: .eventToFrame,
      source: "replay: " + HostileText.text)
    frame.notice = "reload failed: " + HostileText.text
    // Wide enough for the title and the notice whole (each escape is up to 8 columns).
    let screen = HUD.render(frame, size: (columns: 2000, rows: 40))
    let text = screen.joined(separator: "\n")
    #expect(HostileText.raw(in: text).isEmpty, "raw: \(HostileText.raw(in: text))")
    #expect(screen[0].hasPrefix("Playhead · \\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{0}\\u{1}"))
    for escape in HostileText.visibleEscapes {
      #expect(screen[0].contains(escape), "title lacks \(escape)")
      #expect(screen[39].contains(escape), "notice lacks \(escape)")
    }
    #expect(screen[0].contains(" · replay: \\u{1B}]0;pwned"))
  }

  @Test("a name without such characters is put as it is")
  func plainTextIsUnchanged() {
    var grid = TextGrid()
    grid.reset(rows: 1, columnLimit: 80)
    grid.put("flip · α→ω")
    #expect(grid.lines == ["flip · α→ω"])
  }
}
