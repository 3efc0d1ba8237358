import PlayheadGestures
import PlayheadTestSupport
import PlayheadTiming
import PlayheadTransitionFile
import PropertyBased
import Testing

@testable import PlayheadTransitions

/// 10,000 random sequences of begin / update / end / cancel / re-grab / key trigger / pause / clock
/// moves (forwards and backwards, with NaN and infinities thrown in) on random transitions and
/// configurations.
@Suite struct PropertyTests {
  /// SplitMix64: the sequence is a pure function of the generated seed.
  typealias Mix = SplitMix64

  static func value(_ rng: inout Mix) -> Double {
    switch Int.random(in: 0..<40, using: &rng) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    default: return Double.random(in: -800...800, using: &rng)
    }
  }

  @Test func completionExactlyOncePercentBoundedNeverStuck() async {
    await seededPropertyCheck(count: 10_000, input: Gen.int(in: 0...Int.max)) { seed in
      var rng = Mix(state: UInt64(seed))
      let descriptor = BuiltInTransitions.all.randomElement(using: &rng)!
      var configuration = TransitionConfiguration()
      configuration.completion = CompletionAnimation.Mode.allCases.randomElement(using: &rng)!
      configuration.velocityWins = Bool.random(using: &rng)
      configuration.completionSpeed = [1, 2, 0.5, 0, -1].randomElement(using: &rng)!
      configuration.slowAnimationFactor = [1, 1, 3, 0.25].randomElement(using: &rng)!
      configuration.watchdogTimeout = Double.random(in: 0.2...3, using: &rng)
      configuration.isDismissal = Bool.random(using: &rng)
      var d = try TransitionDriver(descriptor: descriptor, configuration: configuration)
      var buffer: [LayerValues] = []
      var now = 0.0
      var begins = 0
      var completions = 0

      func count(_ actions: TransitionActions) {
        for action in actions {
          switch action {
          case .began: begins += 1
          case .completed: completions += 1
          case .regrabbed, .decision, .watchdogCancelled, .paused: break
          }
        }
        #expect(actions.count <= TransitionActions.capacity)
      }

      func check() {
        let sample = d.sample(at: now, into: &buffer)
        #expect(sample.percent >= 0 && sample.percent <= 1, "percent \(sample.percent)")
        #expect(!sample.speed.isNaN && !sample.timeOffset.isNaN)
        for values in buffer {
          #expect(
            !values.opacity.isNaN && !values.positionX.isNaN && !values.rotationX.isNaN
              && !values.scaleX.isNaN)
        }
        #expect(
          begins - completions == (d.phase == .idle ? 0 : 1), "begins \(begins) completions \(completions)")
        #expect(completions == d.completedCount)
      }

      for _ in 0..<Int.random(in: 5...40, using: &rng) {
        // The clock: usually forwards, sometimes backwards, sometimes NaN.
        let dt = Double.random(in: 0...0.4, using: &rng)
        let time: Double
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: time = now - 1
        case 1: time = .nan
        default:
          now += dt
          time = now
        }
        var s = GestureSnapshot(
          kind: descriptor.percentMapping == .pinch ? .pinch : .swipe, fingers: 3, state: .changed, time: 0,
          translation: Vector2(x: Self.value(&rng), y: Self.value(&rng)),
          velocity: Vector2(x: Self.value(&rng) * 5, y: Self.value(&rng) * 5),
          scale: Double.random(in: -0.5...2, using: &rng), scaleVelocity: Self.value(&rng) / 100)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: s.state = .began
        case 1, 2, 3: s.state = .changed
        case 4: s.state = .ended
        case 5:
          s.state = .cancelled
          s.libinputCancelled = Bool.random(using: &rng)
        case 6:
          count(d.trigger(at: time))
          check()
          continue
        case 7:
          count(d.togglePause(at: time))
          check()
          continue
        default:
          count(d.advance(to: time))
          // Never stuck interactive past the watchdog once the clock has been advanced.
          if d.phase == .interactive, let deadline = d.watchdogDeadline {
            #expect(now < deadline || time.isNaN || time < now)
          }
          check()
          continue
        }
        count(d.handle(s, at: time))
        check()
      }
      // Wind down: resume a pause, let the watchdog and the completion run out.
      if d.sample(at: now, into: &buffer).isPaused { count(d.togglePause(at: now)) }
      now += 10
      count(d.advance(to: now))
      now += 100
      count(d.advance(to: now))
      check()
      #expect(d.phase == .idle)
      #expect(begins == completions)
    }
  }
}
