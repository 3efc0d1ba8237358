import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

/// Frames predicted to their target time (`predictsToTarget`): the gesture extrapolated with
/// `GesturePredictor`, never more than 8 ms past the newest event, the transition's state untouched.
@Suite("Prediction to the target time")
struct PredictionTests {
  /// An engine on an externally driven link whose frames' percents are kept.
  final class Run {
    let loop = EmbeddedLoop(now: 0)
    let link = ExternalDisplayLink()
    let engine: Engine
    var percents: [Double] = []

    init(predicts: Bool) throws {
      let descriptor = BuiltInTransitions.named("flip")!
      let binding = try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: nil)
      let slot = EngineConfiguration.Slot(
        descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
      var configuration = EngineConfiguration(slots: [slot], fps: 60)
      configuration.predictsToTarget = predicts
      engine = try Engine(configuration: configuration, loop: loop, displayLink: link)
      engine.add(
        FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
          self.percents.append(frame.sample.percent)
          return 0
        })
    }

    /// Each event read `late` µs after its own time (0: at it).
    func feed(_ events: [GestureEvent], late: Duration = 0) {
      for event in events {
        loop.advanceTime(to: event.time + late)
        engine.receive(.gesture(event), readTime: event.time + late)
      }
    }

    /// A frame callback now for a frame shown at `target`; the frame's percent.
    func tick(target: Instant) -> Double {
      #expect(link.wantsFrame)
      link.displayDidRefresh(timestamp: loop.now, targetTimestamp: target)
      return percents.last!
    }
  }

  /// A swipe down at a constant 0.5 mm per 10 ms from 0.1 s; its begin and 10 updates, to 0.2 s.
  static let swipe = Array(swipeDown(from: 100_000, steps: 20, mmPerStep: 0.5).prefix(11))
  static let newest: Instant = 200_000

  /// The same swipe carried on by one more update of the same step `ahead` µs after the newest: where
  /// the fingers are then, as the engine itself draws it.
  static func reference(ahead: Duration) throws -> Double {
    let run = try Run(predicts: false)
    run.feed(swipe)
    _ = run.tick(target: newest)
    let units = 0.5 / (25.4 / 1000) * Double(ahead.microseconds) / 10_000
    run.feed([
      GestureEvent(
        kind: .swipe, phase: .update, fingers: 3, time: newest + ahead, dx: 0, dy: units, dxUnaccelerated: 0,
        dyUnaccelerated: units)
    ])
    return run.tick(target: newest + ahead)
  }

  @Test("events read 100 ms after their stamps (the testbed's): the horizon counts from the read, 8 ms on")
  func predictsFromTheArrival() throws {
    let predicted = try Run(predicts: true)
    predicted.feed(Self.swipe, late: 100_000)
    // The refresh is 16 ms after the newest event's read, 116 ms after its stamp: from the stamp the
    // gap would be past the predictor's 20 ms and nothing predicted; from the read, 8 ms on.
    let p = predicted.tick(target: Self.newest + 100_000 + 16_000)
    #expect(abs(p - (try Self.reference(ahead: 8_000))) < 1e-9)
  }

  @Test("a frame for a refresh 16 ms ahead shows the fingers 8 ms on, no further; the state is untouched")
  func predictsAtMostEightMilliseconds() throws {
    let predicted = try Run(predicts: true)
    let plain = try Run(predicts: false)
    predicted.feed(Self.swipe)
    plain.feed(Self.swipe)
    #expect(predicted.loop.now == Self.newest)
    let target = Self.newest + 16_000
    let p = predicted.tick(target: target)
    let n = plain.tick(target: target)
    let at8 = try Self.reference(ahead: 8_000)
    let at16 = try Self.reference(ahead: 16_000)
    // Moving at a constant speed, the extrapolation is exact: the percent 8 ms on, not 16.
    #expect(n < p && p < at16)
    #expect(abs(p - at8) < 1e-9)
    // The next real event carries on from the real state: a frame at its own time is the same.
    let next = swipeDown(from: 100_000, steps: 20, mmPerStep: 0.5)[11]
    predicted.feed([next])
    plain.feed([next])
    #expect(predicted.tick(target: next.time) == plain.tick(target: next.time))
  }

  @Test("a frame for the newest event's own time, or more than 20 ms past it, is not predicted")
  func nothingToPredict() throws {
    // 20 ms: Android's RESAMPLE_MAX_DELTA, the fingers have stopped sending events.
    for target in [Self.newest, Self.newest + 20_001] {
      let predicted = try Run(predicts: true)
      let plain = try Run(predicts: false)
      predicted.feed(Self.swipe)
      plain.feed(Self.swipe)
      #expect(predicted.tick(target: target) == plain.tick(target: target))
    }
  }
}
