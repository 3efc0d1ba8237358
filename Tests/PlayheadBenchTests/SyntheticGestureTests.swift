import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import Testing

@Suite("SyntheticGesture")
struct SyntheticGestureTests {
  /// 40 mm up in 300 ms at 80 Hz: a 12.5 ms period gives ceil(300 / 12.5) = 24 updates, whose deltas add
  /// up to the whole travel: −40 mm = −40 / 0.0254 = −1574.80 units.
  @Test("a swipe's updates add up to the scripted travel")
  func swipeTravel() {
    let swipe = SyntheticGesture(
      fingers: 3, motion: .swipe(dxMM: 0, dyMM: -40), duration: 300_000, reportRate: 80)
    var events: [GestureEvent] = []
    let end = swipe.events(startingAt: 1_000_000, into: &events)
    #expect(events.count == 26)
    #expect(events.first?.phase == .begin && events.last?.phase == .end)
    #expect(end == 1_000_000 + 300_000 + 12_500)
    let dy = events.reduce(0) { $0 + $1.dyUnaccelerated }
    #expect(abs(dy - (-40 / 0.0254)) < 1e-6)
    #expect(events.allSatisfy { $0.fingers == 3 && $0.kind == .swipe })
  }

  /// s(½) = ½ · ... : 10/8 − 15/16 + 6/32 = 1.25 − 0.9375 + 0.1875 = 0.5; s(1) = 1; s(0) = 0.
  @Test("the true trajectory is the minimum-jerk profile")
  func trajectory() {
    let swipe = SyntheticGesture(fingers: 3, motion: .swipe(dxMM: 30, dyMM: 0), duration: 200_000)
    #expect(swipe.position(at: 0).x == 0)
    #expect(abs(swipe.position(at: 100_000).x - 15) < 1e-12)
    #expect(swipe.position(at: 200_000).x == 30)
    #expect(swipe.position(at: 500_000).x == 30)
  }

  @Test("through the recognizers, the swipe measures its scripted millimetres")
  func recognizedDistance() throws {
    let input = SyntheticGesture.events(
      [SyntheticGesture(fingers: 3, motion: .swipe(dxMM: 0, dyMM: -40), duration: 300_000)],
      device: (name: "synthetic", widthMM: 66, heightMM: 27))
    var recognizers = GestureRecognizers()
    var last: GestureSnapshot?
    for event in input {
      if let s = recognizers.handle(event) { last = s }
      while let s = recognizers.advance(to: event.time) { last = s }
    }
    let final = try #require(last)
    #expect(final.state == .ended)
    #expect(final.units == .millimetres)
    #expect(abs(final.translation.y - (-40)) < 1e-6)
  }

  @Test("a pinch ends at its scale")
  func pinch() {
    let pinch = SyntheticGesture(
      fingers: 2, motion: .pinch(scale: 1.5, rotation: 15), duration: 400_000, reportRate: 100)
    var events: [GestureEvent] = []
    pinch.events(startingAt: 0, into: &events)
    // 400 ms at 100 Hz: 40 updates; the last update's scale is 1.5, rotations add up to 15°.
    #expect(events.count == 42)
    #expect(events[40].scale == 1.5)
    #expect(abs(events.compactMap(\.angleDelta).reduce(0, +) - 15) < 1e-9)
  }
}
