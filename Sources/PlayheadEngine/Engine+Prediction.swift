import PlayheadEvents
import PlayheadTransitions

extension Engine {
  /// The furthest a frame is predicted past the newest event, µs (Android's resampler bound,
  /// `RESAMPLE_MAX_PREDICTION`).
  public static let maxPrediction: Duration = 8_000

  /// A copy of the active driver that has seen the gesture extrapolated to `frameTime` (at most
  /// `maxPrediction` past the newest event, counted from when it arrived: `frameTime` less the newest
  /// event's `arrivalDelay`, so a stamp older than its delivery does not use up the horizon); nil
  /// when nothing is predicted (no gesture under way, a completion running, the target not ahead, the
  /// fingers resting). The engine's own driver is left as it is, so the next real event carries on
  /// from the real state.
  func predictedDriver(for frameTime: Instant) -> TransitionDriver? {
    let target = frameTime - arrivalDelay
    let active = core.active
    guard let gesture = core.lastGesture, gesture.state == .began || gesture.state == .changed,
      target > gesture.time, core.drivers[active].phase == .interactive
    else { return nil }
    var current = core.binding(active)
    guard current.matches(gesture) else { return nil }
    var bounded = core.predictor
    bounded.maxPrediction = min(bounded.maxPrediction, Engine.maxPrediction)
    guard let prediction = bounded.predict(at: target), prediction.source == .extrapolated else {
      return nil
    }
    var predicted = gesture
    predicted.state = .changed
    predicted.translation = prediction.translation
    predicted.time = gesture.time + prediction.horizon
    if core.regrabbing { current.direction = nil }
    let fullTravel = core.configuration.slots[active].descriptor.fullTravelPoints
    let mapped = current.map(predicted, container: core.container, fullTravelPoints: fullTravel)
    var driver = core.drivers[active]
    _ = driver.handle(mapped, at: predicted.time.seconds)
    return driver
  }
}
