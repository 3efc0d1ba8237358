import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct GesturePredictorTests {
  /// Samples every 8 ms at t = 0, 8, 16, 24 ms of x(t) (mm, t in ms).
  func predictor(_ model: GesturePredictor.Model, _ x: (Double) -> Double) -> GesturePredictor {
    var p = GesturePredictor(model: model)
    for t in [0.0, 8, 16, 24] { p.add(time: E.us(t), translation: Vector2(x: x(t), y: 0)) }
    return p
  }

  @Test(arguments: GesturePredictor.Model.allCases)
  func constantVelocityIsPredictedExactly(_ model: GesturePredictor.Model) {
    // x = 0.1 mm/ms × t (100 mm/s). At 30 ms: 3.0 mm, 6 ms past the newest sample.
    let p = predictor(model) { 0.1 * $0 }
    let at30 = p.predict(at: 30_000)!
    #expect(at30.source == .extrapolated && at30.horizon == 6_000)
    #expect(close(at30.translation.x, 3.0, 1e-9))
    // At 40 ms the extrapolation stops at 8 ms: x(32) = 3.2 mm (the truth at 40 ms, 4.0, is 0.8 mm away).
    let at40 = p.predict(at: 40_000)!
    #expect(at40.horizon == 8_000)
    #expect(close(at40.translation.x, 3.2, 1e-9))
    // Resampling inside: x(12) = 1.2 mm, interpolated between 8 and 16 ms.
    let at12 = p.predict(at: 12_000)!
    #expect(at12.source == .interpolated && close(at12.translation.x, 1.2))
  }

  @Test func aDecelerationDefeatsTheLineButNotTheQuadratic() {
    // x(t) = 0.2 t − 0.001 t² (200 mm/s braking at 2000 mm/s²). Samples: x(0) = 0, x(8) = 1.536,
    // x(16) = 2.944, x(24) = 4.224. Truth at 32 ms: 6.4 − 1.024 = 5.376 mm.
    let x: (Double) -> Double = { 0.2 * $0 - 0.001 * $0 * $0 }
    // Linear: slope of the last two samples (4.224 − 2.944)/8 = 0.16 mm/ms → 4.224 + 8 × 0.16 = 5.504 mm,
    // an error of 5.504 − 5.376 = +0.128 mm (it overshoots a braking finger).
    let linear = predictor(.linear, x).predict(at: 32_000)!
    #expect(close(linear.translation.x, 5.504, 1e-9))
    #expect(close(linear.translation.x - 5.376, 0.128, 1e-9))
    // The least-squares quadratic through four points of a parabola is the parabola: error 0.
    let quadratic = predictor(.leastSquares, x).predict(at: 32_000)!
    #expect(abs(quadratic.translation.x - 5.376) < 1e-9)
  }

  @Test func restingFingersAreNotExtrapolated() {
    // The newest sample is 30 ms old (> 20 ms): libinput sends nothing while the fingers rest.
    let p = predictor(.linear) { 0.1 * $0 }
    let stale = p.predict(at: 54_000)!
    #expect(stale.source == .held && close(stale.translation.x, 2.4))
  }

  @Test func oneSampleIsHeldAndNoneIsNil() {
    var p = GesturePredictor()
    #expect(p.predict(at: 0) == nil)
    p.add(time: 1_000, translation: Vector2(x: 5, y: 5))
    #expect(p.predict(at: 3_000)?.source == .held)
  }

  @Test func itFollowsAPansSnapshots() {
    var p = GesturePredictor(model: .linear)
    p.add(GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0, translation: Vector2(x: 0, y: 0)))
    let changed = GestureSnapshot(
      kind: .swipe, fingers: 3, state: .changed, time: 10_000,
      translation: Vector2(x: 0, y: -10))
    p.add(changed)
    // −1 mm/ms; 5 ms ahead → −15 mm.
    #expect(close(p.resample(changed, to: 15_000).translation, Vector2(x: 0, y: -15)))
    p.add(GestureSnapshot(kind: .swipe, fingers: 3, state: .ended, time: 20_000))
    #expect(p.count == 0)
  }
}
