import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct PinchAndHoldTests {
  @Test func pinchScaleRotationAndTheirVelocities() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.pinch(.begin, ms: 0),
        E.pinch(.update, ms: 10, dx: 1, scale: 1.1, angle: 2),
        E.pinch(.update, ms: 20, dx: 1, scale: 1.3, angle: 3),
        E.pinch(.update, ms: 30, dx: 1, scale: 1.4, angle: -1),
        E.pinch(.end, ms: 40, scale: 1.4),
      ])
    #expect(out.map { $0?.state } == [.began, .changed, .changed, .changed, .ended])
    #expect(out[0]?.scale == 1 && out[0]?.rotation == 0)
    let last = out[3]!
    #expect(close(last.scale, 1.4))
    #expect(close(last.rotation, 4), "2 + 3 − 1 degrees")
    #expect(last.translation == Vector2(x: 3, y: 0), "the centre moved 3 units")
    // Scale samples (10,1.1) (20,1.3) (30,1.4): t̄ = 20, s̄ = 3.8/3; Σ(t−t̄)(s−s̄) = (−10)(1.1−s̄) + (10)(1.4−s̄)
    // = 10 × 0.3 = 3; Σ(t−t̄)² = 200 → 0.015 per ms = 15 per second.
    #expect(close(last.scaleVelocity, 15))
    // Rotation samples 2, 5, 4: Σ = (−10)(2 − 11/3) + (10)(4 − 11/3) = 50/3 + 10/3 = 20 → 0.1°/ms = 100°/s.
    #expect(close(last.angularVelocity, 100))
    #expect(close(last.velocity.x, 100), "1 unit every 10 ms")
    #expect(out[4]?.scale == last.scale)
  }

  @Test func aPinchLineWithoutScaleKeepsTheLastScale() {
    // libinput 1.28.0 printed PINCH_UPDATE without "scale @ angle".
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.pinch(.begin, ms: 0), E.pinch(.update, ms: 10, scale: 0.8, angle: 1),
        E.pinch(.update, ms: 20, dx: 2),
      ])
    #expect(close(out[2]!.scale, 0.8))
    #expect(close(out[2]!.rotation, 1))
  }

  @Test func aFingerCountChangeCarriesTheScaleOn() {
    // 2 fingers reach scale 1.5; libinput cancels and begins a 3-finger pinch at scale 1; at its 1.2
    // the absolute scale is 1.5 × 1.2 = 1.8.
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.pinch(.begin, 2, ms: 0), E.pinch(.update, 2, ms: 10, scale: 1.5, angle: 5),
        E.pinch(.end, 2, ms: 20, scale: 1.5, cancelled: true),
        E.pinch(.begin, 3, ms: 50), E.pinch(.update, 3, ms: 60, scale: 1.2, angle: 5),
      ])
    #expect(out[3]?.state == .changed && out[3]?.fingers == 3)
    #expect(close(out[4]!.scale, 1.8))
    #expect(close(out[4]!.rotation, 10))
  }

  @Test func holdBeganEndedAndCancelled() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.hold(.begin, 1, ms: 40), E.hold(.end, 1, ms: 147, cancelled: true),
        E.hold(.begin, 3, ms: 300), E.hold(.end, 3, ms: 900),
      ])
    #expect(out.map { $0?.state } == [.began, .cancelled, .began, .ended])
    #expect(out[1]?.libinputCancelled == true)
    #expect(out[3]?.libinputCancelled == false)
    #expect(out[2]?.fingers == 3 && out[2]?.kind == .hold)
  }

  @Test func aCancelledHoldIsCancelledAtOnceWithNoWindow() {
    var r = GestureRecognizers()
    _ = r.handle(E.hold(.begin, ms: 0))
    #expect(r.handle(E.hold(.end, ms: 50, cancelled: true))?.state == .cancelled)
    #expect(r.nextDeadline == nil)
  }
}

@Suite struct ImplausibleInputTests {
  @Test func hugeDeltasScalesAndAnglesCountAsNoMotion() {
    var r = GestureRecognizers()
    let out = run(
      &r,
      [
        E.pinch(.begin, ms: 0),
        E.pinch(.update, ms: 10, dx: 2, scale: 1.5, angle: 3),
        E.pinch(.update, ms: 20, dx: 1e300, dy: -2e5, scale: 1e300, angle: 1e9),  // all beyond the limits
        E.pinch(.update, ms: 30, dx: 1, scale: 0, angle: .nan),  // scale 0 and NaN: ignored too
      ])
    #expect(out[3]?.translation == Vector2(x: 3, y: 0))
    #expect(out[3]?.scale == 1.5)
    #expect(out[3]?.rotation == 3)
  }
}
