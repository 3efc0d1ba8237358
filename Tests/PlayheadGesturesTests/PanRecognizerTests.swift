import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct PanRecognizerTests {
  /// 1 unaccelerated unit = 25.4/1000 mm (libinput's 1000-dpi normalisation).
  let mm = 0.0254

  @Test func translationAndVelocityInMillimetres() {
    var r = GestureRecognizers()
    r.setDeviceSize(widthMM: 100, heightMM: 50)
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0),
        E.swipe(.update, ms: 10, dx: 10),
        E.swipe(.update, ms: 20, dx: 20),
        E.swipe(.update, ms: 30, dx: 10),
        E.swipe(.end, ms: 40),
      ])
    // No dead zone: libinput's BEGIN is the recognition, as UIKit's began (translation 0).
    #expect(out.map { $0?.state } == [.began, .changed, .changed, .changed, .ended])
    #expect(out[0]?.translation == .zero && out[0]?.velocity == .zero && out[0]?.time == 0)
    // 10 units = 0.254 mm, one sample → velocity 0.
    #expect(out[1]?.units == .millimetres)
    #expect(close(out[1]!.translation, Vector2(x: 10 * mm, y: 0)))
    #expect(out[1]!.velocity == .zero)
    // 30 units; samples (10 ms, 10) (20 ms, 30): slope 20 units / 10 ms = 2000 units/s = 50.8 mm/s.
    #expect(close(out[2]!.translation.x, 30 * mm))
    #expect(close(out[2]!.velocity.x, 2000 * mm))
    // 40 units; (10,10) (20,30) (30,40): t̄ = 20, x̄ = 80/3; Σ(t−t̄)(x−x̄) = (−10)(−50/3) + (10)(40/3) = 300,
    // Σ(t−t̄)² = 200 → 1.5 units/ms = 1500 units/s = 38.1 mm/s. END adds no sample, so the same at END.
    #expect(close(out[3]!.velocity.x, 1500 * mm))
    #expect(close(out[4]!.translation.x, 40 * mm))
    #expect(close(out[4]!.velocity.x, 1500 * mm))
    #expect(out[4]!.time == 40_000)
    #expect(out[4]!.touchpadSizeMM == Vector2(x: 100, y: 50))
  }

  @Test func unknownSizeReportsLibinputUnits() {
    var r = GestureRecognizers()
    let out = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 5, dx: 3, dy: -4)])
    #expect(out[1]?.units == .libinput)
    #expect(out[1]?.translation == Vector2(x: 3, y: -4))
    #expect(out[1]?.touchpadSizeMM == nil)
  }

  @Test func theMillimetresPerUnitFactorIsAParameter() {
    // A device measured at 0.03 mm per unit: 100 units = 3 mm.
    var r = GestureRecognizers(options: GestureOptions(millimetresPerUnit: 0.03))
    r.setDeviceSize(widthMM: 80, heightMM: 40)
    let out = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 5, dy: 100)])
    #expect(close(out[1]!.translation.y, 3))
  }

  @Test func directionReversalShowsInTheSignedVelocity() {
    var r = GestureRecognizers()
    var out: [GestureSnapshot?] = [r.handle(E.swipe(.begin, ms: 0))]
    for (t, dx) in [(10.0, 10.0), (20, 10), (30, 10), (40, -10), (50, -10), (60, -10)] {
      out.append(r.handle(E.swipe(.update, ms: t, dx: dx)))
    }
    // At 30 ms, x = 10, 20, 30 at t = 10, 20, 30: a straight line of 1 unit/ms = +1000 units/s.
    #expect(close(out[3]!.velocity.x, 1000))
    // At 50 ms, x = 10,20,30,20,10 at t = 10…50: t̄ = 30, x̄ = 18;
    // Σ(t−t̄)(x−x̄) = (−20)(−8) + (−10)(2) + 0 + (10)(2) + (20)(−8) = 0: the turn itself.
    #expect(close(out[5]!.velocity.x, 0, 1e-9))
    // At 60 ms, x = 10,20,30,20,10,0: t̄ = 35, x̄ = 15; t−t̄ = −25,−15,−5,5,15,25; x−x̄ = −5,5,15,5,−5,−15;
    // Σ = 125 − 75 − 75 + 25 − 75 − 375 = −450; Σ(t−t̄)² = 1750 → −450/1750 units/ms = −257.142857 units/s.
    #expect(close(out[6]!.velocity.x, -450.0 / 1750 * 1000))
    #expect(out[6]!.translation.x == 0, "back where it started, still moving back")
  }

  @Test func gnomeDeadZoneThenAxisLock() {
    var r = GestureRecognizers(options: .gnome)
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0),
        E.swipe(.update, ms: 8, dx: 3, dy: 4),  // travel 5: inside the 16-unit dead zone
        E.swipe(.update, ms: 16, dx: 6, dy: 8),  // travel (9, 12), length 15: still inside
        // travel (12, 16), length 20 ≥ 16: began; |16| > |12| → vertical
        E.swipe(.update, ms: 24, dx: 3, dy: 4),
        E.swipe(.update, ms: 32, dx: 5, dy: 2),  // x dropped by the lock: (0, 18)
        E.swipe(.end, ms: 40),
      ])
    #expect(out[1] == nil && out[2] == nil)
    #expect(out[3]?.state == .began)
    #expect(out[3]?.translation == Vector2(x: 0, y: 16), "dead-zone travel counts, x is locked out")
    #expect(r.pan.lockedAxis == .vertical)
    #expect(out[4]?.translation == Vector2(x: 0, y: 18))
    #expect(out[4]?.velocity.x == 0, "the locked-out axis has no velocity, even from samples before the lock")
    #expect(out[5]?.state == .ended)
  }

  @Test func aPanThatStaysInTheDeadZoneFails() {
    var r = GestureRecognizers(options: .gnome)
    let out = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 8, dx: 6, dy: 8), E.swipe(.end, ms: 30)])
    #expect(out[1] == nil)
    #expect(out[2]?.state == .failed)
  }

  @Test func kwinLocksAfterFiveUnitsWithoutADeadZone() {
    var r = GestureRecognizers(options: .kwin)
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0),
        E.swipe(.update, ms: 8, dx: 1, dy: 2),  // began at once; travel √5 < 5, both axes free
        E.swipe(.update, ms: 16, dx: 3, dy: 1),  // travel (4, 3), length 5: lock; 4 > 3 → horizontal
        E.swipe(.update, ms: 24, dx: 2, dy: 7),
      ])
    #expect(out[0]?.state == .began && out[1]?.state == .changed)
    #expect(out[1]?.translation == Vector2(x: 1, y: 2))
    #expect(out[2]?.translation == Vector2(x: 4, y: 0))
    #expect(out[3]?.translation == Vector2(x: 6, y: 0))
    #expect(r.pan.lockedAxis == .horizontal)
  }

  @Test func aFingerCountChangeContinuesThePan() {
    // libinput ends a 3-finger swipe as cancelled when a fourth finger lands, then begins a 4-finger one.
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.swipe(.begin, 3, ms: 0),
        E.swipe(.update, 3, ms: 10, dy: -20),
        E.swipe(.update, 3, ms: 20, dy: -20),
        E.swipe(.end, 3, ms: 30, cancelled: true),  // window open until 30 + 150 = 180 ms
        E.swipe(.begin, 4, ms: 60),
        E.swipe(.update, 4, ms: 70, dy: -30),
        E.swipe(.end, 4, ms: 80),
      ])
    #expect(out.map { $0?.state } == [.began, .changed, .changed, nil, .changed, .changed, .ended])
    #expect(out[4]?.fingers == 4 && out[4]?.startFingers == 3)
    #expect(out[4]?.translation == Vector2(x: 0, y: -40), "no jump at the change")
    #expect(out[5]?.translation == Vector2(x: 0, y: -70))
    // Velocity at END (80 ms), samples (10,−20) (20,−40) (70,−70): t̄ = 100/3, ȳ = −130/3;
    // t−t̄ = −70/3, −40/3, 110/3; y−ȳ = 70/3, 10/3, −80/3;
    // Σ(t−t̄)(y−ȳ) = (−4900 − 400 − 8800)/9 = −14100/9; Σ(t−t̄)² = (4900 + 1600 + 12100)/9 = 18600/9;
    // slope = −14100/18600 units/ms = −758.0645 units/s.
    #expect(close(out[6]!.velocity.y, -14100.0 / 18600 * 1000))
    #expect(out[6]?.libinputCancelled == false)
  }

  @Test func aCancelledEndWithNoNewBeginIsCancelledWhenTheWindowCloses() {
    var r = GestureRecognizers()
    _ = run(
      &r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 40), E.swipe(.end, ms: 30, cancelled: true)])
    #expect(r.nextDeadline == 180_000)
    #expect(r.pan.state == .changed)
    #expect(r.advance(to: 179_999) == nil)
    let closed = r.advance(to: 200_000)
    #expect(closed?.state == .cancelled)
    #expect(closed?.libinputCancelled == true)
    #expect(closed?.time == 180_000, "the timeout happens at the deadline, whenever the clock noticed")
    #expect(closed?.translation == Vector2(x: 40, y: 0))
    #expect(r.nextDeadline == nil)
    #expect(r.advance(to: 300_000) == nil)
  }

  @Test func aBeginAfterTheWindowCancelsTheOldPanAndStartsANewOne() {
    var r = GestureRecognizers()
    _ = run(
      &r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 40), E.swipe(.end, ms: 30, cancelled: true)])
    // No advance(to:) in between: the BEGIN itself closes the window, then begins the new pan; the
    // second snapshot waits for advance(to:), which nextDeadline asks for at once.
    let closed = r.handle(E.swipe(.begin, 4, ms: 400))
    #expect(closed?.state == .cancelled && closed?.time == 180_000 && closed?.fingers == 3)
    #expect(r.nextDeadline == 400_000)
    let began = r.advance(to: 400_000)
    #expect(began?.state == .began && began?.fingers == 4 && began?.translation == .zero)
    #expect(r.advance(to: 400_000) == nil)
    let moved = r.handle(E.swipe(.update, 4, ms: 410, dx: 5))
    #expect(moved?.state == .changed && moved?.translation == Vector2(x: 5, y: 0) && moved?.startFingers == 4)
  }

  @Test func aPlainEndEndsAtOnceEvenIfAnotherSwipeFollowsQuickly() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 40), E.swipe(.end, ms: 20),
        E.swipe(.begin, 4, ms: 30), E.swipe(.update, 4, ms: 40, dx: 2),
      ])
    #expect(out[2]?.state == .ended)
    #expect(out[3]?.state == .began && out[3]?.fingers == 4)
    #expect(out[4]?.state == .changed && out[4]?.translation == Vector2(x: 2, y: 0))
  }

  @Test func theFingerFilterIgnoresOtherCounts() {
    var r = GestureRecognizers(
      options: GestureBinding(kind: .swipe, fingers: 3, direction: .up)
        .restricting(GestureOptions()))
    let out = run(
      &r,
      [
        E.swipe(.begin, 4, ms: 0), E.swipe(.update, 4, ms: 10, dy: -50), E.swipe(.end, 4, ms: 20),
        E.swipe(.begin, 3, ms: 500), E.swipe(.update, 3, ms: 510, dy: -50),
      ])
    #expect(out[0] == nil && out[1] == nil && out[2] == nil)
    #expect(out[3]?.state == .began && out[3]?.fingers == 3)
    #expect(out[4]?.state == .changed)
  }

  @Test func anUpdateWithoutBeginBeginsThePan() {
    // comfortable-swipe PR #69: libinput lost the BEGIN; the motion still drives a pan.
    var r = GestureRecognizers()
    let out = run(
      &r, [E.swipe(.end, ms: 0), E.swipe(.update, ms: 100, dx: -25), E.swipe(.update, ms: 110, dx: -29)])
    #expect(out[0] == nil, "END with nothing under way changes nothing")
    #expect(out[1]?.state == .began && out[1]?.translation.x == -25)
    #expect(out[2]?.state == .changed && out[2]?.translation.x == -54)
  }

  @Test func timeGoingBackwardsIsClampedAndNonFiniteDeltasAreNoMotion() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 50), E.swipe(.update, ms: 60, dx: 10),
        E.swipe(.update, ms: 40, dx: 10),  // earlier than the last event: taken at 60 ms
        E.swipe(.update, ms: 70, dx: .nan, dy: .infinity),
      ])
    #expect(out[2]?.time == 60_000)
    #expect(out[3]?.translation == Vector2(x: 20, y: 0))
    #expect(out[3]!.velocity.x.isFinite)
  }

  @Test func deviceRemovedMidPanCancelsIt() {
    var r = GestureRecognizers()
    _ = r.handle(DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 60))
    _ = run(&r, [E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dy: 30)])
    let removed = r.handle(DeviceEvent(phase: .removed, name: "pad", time: 15_000))
    #expect(removed?.state == .cancelled && removed?.libinputCancelled == false)
    #expect(removed?.time == 15_000)
    #expect(close(removed!.translation.y, 30 * mm))
    #expect(r.units == .libinput, "the touchpad whose size we knew is gone")
    #expect(r.handle(E.swipe(.end, ms: 20)) == nil, "its END, if libinput still sends one, changes nothing")
  }
}

@Suite struct BeganAtFirstUpdateTests {
  @Test func theOptionMovesBeganToTheFirstUpdate() {
    var r = GestureRecognizers(options: GestureOptions(beginsAtLibinputBegin: false))
    let out = run(
      &r,
      [
        E.swipe(.begin, ms: 0), E.swipe(.update, ms: 10, dx: 10), E.swipe(.update, ms: 20, dx: 5),
        E.swipe(.end, ms: 30),
        E.pinch(.begin, ms: 100), E.pinch(.update, ms: 110, scale: 1.2), E.pinch(.end, ms: 120),
      ])
    #expect(out.map { $0?.state } == [nil, .began, .changed, .ended, nil, .began, .ended])
    #expect(out[1]?.translation == Vector2(x: 10, y: 0), "began carries the first UPDATE's motion")
    #expect(out[5]?.scale == 1.2)
  }
}
