import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct GestureRecognizersTests {
  @Test func aDeviceSizeSetsMillimetresFromTheNextGestureOn() {
    var r = GestureRecognizers()
    _ = r.handle(E.swipe(.begin, ms: 0))
    _ = r.handle(E.swipe(.update, ms: 10, dx: 100))
    _ = r.handle(InputEvent.device(DeviceEvent(phase: .added, name: "pad", widthMM: 116, heightMM: 56)))
    // The gesture under way keeps libinput units: no jump mid-gesture.
    let same = r.handle(E.swipe(.update, ms: 20, dx: 100))
    #expect(same?.units == .libinput && same?.translation.x == 200)
    _ = r.handle(E.swipe(.end, ms: 30))
    _ = r.handle(E.swipe(.begin, ms: 100))
    let next = r.handle(E.swipe(.update, ms: 110, dx: 100))
    #expect(next?.units == .millimetres)
    #expect(close(next!.translation.x, 2.54))
    #expect(next?.touchpadSizeMM == Vector2(x: 116, y: 56))
  }

  @Test func nonsenseSizesMeanUnknown() {
    var r = GestureRecognizers()
    r.setDeviceSize(widthMM: .nan, heightMM: 50)
    #expect(r.units == .libinput)
    r.setDeviceSize(widthMM: 0, heightMM: 50)
    #expect(r.units == .libinput)
    r.setDeviceSize(widthMM: 90, heightMM: 50)
    #expect(r.units == .millimetres)
  }

  @Test func deviceRemovalCancelsEveryOpenGestureInOrder() {
    // A transcript with overlapping gestures (no END between them): both are cancelled, one per call.
    var r = GestureRecognizers()
    _ = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 5), E.hold(.begin, ms: 20)])
    let first = r.handle(DeviceEvent(phase: .removed, name: "pad", time: 30_000))
    #expect(first?.kind == .swipe && first?.state == .cancelled)
    #expect(r.nextDeadline == 30_000, "a held-back snapshot is due at once")
    let second = r.advance(to: 30_000)
    #expect(second?.kind == .hold && second?.state == .cancelled)
    #expect(r.advance(to: 30_000) == nil)
    #expect(r.droppedSnapshots == 0)
  }

  @Test func eventsOfOneKindDoNotDisturbAnother() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 5),
        E.hold(.begin, ms: 15),  // garbage overlap: the hold is its own recognizer
        E.swipe(.update, ms: 20, dx: 5),
      ])
    #expect(out[2]?.kind == .hold && out[2]?.state == .began)
    #expect(out[3]?.kind == .swipe && out[3]?.state == .changed && out[3]?.translation.x == 10)
  }

  @Test func twoWindowsClosingAtOnceComeOutEarliestFirst() {
    var r = GestureRecognizers()
    _ = run(
      &r,
      [
        E.pinch(.begin, ms: 0), E.pinch(.update, ms: 5, scale: 1.1), E.pinch(.end, ms: 10, cancelled: true),
        E.swipe(.begin, ms: 20), E.swipe(.update, ms: 25, dx: 9), E.swipe(.end, ms: 30, cancelled: true),
      ])
    #expect(r.nextDeadline == 160_000)
    #expect(r.advance(to: 500_000)?.kind == .pinch)
    #expect(r.advance(to: 500_000)?.kind == .swipe)
    #expect(r.advance(to: 500_000) == nil)
  }
}

@Suite struct BeginWithoutEndTests {
  @Test func aSecondPanBeginCancelsTheFirstAndBeginsAnew() {
    // BEGIN, UPDATE, BEGIN (no END): the open pan is cancelled at the new BEGIN, and the new one begins;
    // the second snapshot comes from advance(to:).
    var r = GestureRecognizers()
    _ = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 8)])
    let closed = r.handle(E.swipe(.begin, 4, ms: 20))
    #expect(closed?.state == .cancelled && closed?.translation == Vector2(x: 8, y: 0) && closed?.fingers == 3)
    #expect(closed?.libinputCancelled == false)
    let began = r.advance(to: 20_000)
    #expect(began?.state == .began && began?.fingers == 4 && began?.translation == .zero)
    #expect(r.handle(E.swipe(.update, 4, ms: 30, dx: 1))?.translation == Vector2(x: 1, y: 0))
  }

  @Test func aSecondHoldBeginCancelsTheFirstAndBeginsAnew() {
    var r = GestureRecognizers()
    #expect(r.handle(E.hold(.begin, 1, ms: 0))?.state == .began)
    #expect(r.handle(E.hold(.begin, 2, ms: 50))?.state == .cancelled)
    let began = r.advance(to: 50_000)
    #expect(began?.state == .began && began?.fingers == 2)
    #expect(r.handle(E.hold(.end, 2, ms: 90))?.state == .ended)
  }
}

@Suite struct UnitScaleTests {
  @Test func millimetresOnlyWithASizeAndASensibleFactor() {
    let size = Vector2(x: 100, y: 60)
    #expect(
      UnitScale(touchpadSizeMM: size, millimetresPerUnit: 0.0254)
        == UnitScale(units: .millimetres, factor: 0.0254, touchpadSizeMM: size))
    #expect(UnitScale(touchpadSizeMM: nil, millimetresPerUnit: 0.0254) == .libinput)
    #expect(UnitScale(touchpadSizeMM: size, millimetresPerUnit: 0) == .libinput)
    #expect(UnitScale(touchpadSizeMM: size, millimetresPerUnit: .nan) == .libinput)
    #expect(GestureOptions.nominalMillimetresPerUnit == 25.4 / 1000)
  }
}
