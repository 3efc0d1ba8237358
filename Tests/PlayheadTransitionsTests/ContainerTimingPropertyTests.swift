import PlayheadGestures
import PlayheadTiming
import PlayheadTestSupport
import PropertyBased
import Testing

@testable import PlayheadTransitions

/// Scrubbing through the container's media timing changes nothing for the catalogue, whose layers
/// below the container keep default timing: in every phase the presentation equals the direct
/// evaluation of the same tree at `duration × percent` (the container at default timing), and the
/// speed and timeOffset reported are the container layer's own.
@Suite struct ContainerTimingPropertyTests {
  /// Which phases the random runs reached (each must be reached, or the property says little).
  struct Seen: OptionSet {
    let rawValue: Int
    static let interactive = Seen(rawValue: 1)
    static let finishing = Seen(rawValue: 2)
    static let cancelling = Seen(rawValue: 4)
    static let paused = Seen(rawValue: 8)
    static let slow = Seen(rawValue: 16)
    static let regrabbed = Seen(rawValue: 32)
    static let playing = Seen(rawValue: 64)
    static let all: Seen = [.interactive, .finishing, .cancelling, .paused, .slow, .regrabbed, .playing]
  }

  final class Coverage: @unchecked Sendable {  // touched from one test task only
    var seen: Seen = []
    var checks = 0
  }

  @Test func presentationEqualsTheDirectEvaluationInEveryPhase() async {
    let coverage = Coverage()
    await seededPropertyCheck(count: 1_000, input: Gen.int(in: 0...Int.max)) { seed in
      var rng = PropertyTests.Mix(state: UInt64(seed))
      let descriptor = TransitionCatalogue.all.randomElement(using: &rng)!
      var configuration = TransitionConfiguration()
      configuration.completion = CompletionMode.allCases.randomElement(using: &rng)!
      configuration.completionSpeed = [1, 2, 0.5].randomElement(using: &rng)!
      configuration.slowAnimationFactor = [1, 1, 3].randomElement(using: &rng)!
      configuration.isDismissal = Bool.random(using: &rng)
      var d = try TransitionDriver(descriptor: descriptor, configuration: configuration)
      var buffer: [LayerValues] = []
      var expected: [LayerValues] = []
      var now = 0.0
      let pinch = descriptor.interaction == .pinch

      func check() {
        let sample = d.sample(at: now, into: &buffer)
        let container = d.context.containerTiming
        #expect(sample.speed == container.speed && sample.timeOffset == container.timeOffset)
        var direct = d.context.layers
        direct[d.context.container].timing = MediaTiming()
        direct.presentation(at: sample.phase == .idle ? 0 : sample.duration * sample.percent, into: &expected)
        #expect(buffer.count == expected.count)
        for (got, want) in zip(buffer, expected) {
          for property in LayerProperty.allCases {
            #expect(abs(got[property] - want[property]) <= 1e-9, "\(descriptor.name) \(property) \(sample.phase)")
          }
        }
        // During a completion the percent is the completion curve's, read back from the container.
        if (sample.phase == .finishing || sample.phase == .cancelling), !sample.isPaused,
          let run = d.interactor?.completion, d.interactor != nil
        {
          #expect(abs(sample.percent - run.percent(at: now)) <= 1e-9)
        }
        switch sample.phase {
        case .interactive: coverage.seen.insert(.interactive)
        case .finishing: coverage.seen.insert(d.interactor == nil ? .playing : .finishing)
        case .cancelling: coverage.seen.insert(.cancelling)
        case .idle: break
        }
        if sample.isPaused { coverage.seen.insert(.paused) }
        if d.configuration.effectiveSlowFactor != 1 && sample.phase != .idle { coverage.seen.insert(.slow) }
        coverage.checks += 1
      }

      func gesture(_ state: RecognizerState) -> GestureSnapshot {
        if pinch {
          return GestureSnapshot(
            kind: .pinch, fingers: 2, state: state, time: 0, scale: Double.random(in: 0.2...1.2, using: &rng),
            scaleVelocity: Double.random(in: -3...3, using: &rng))
        }
        let travel = Double.random(in: -300...300, using: &rng)
        let velocity = Double.random(in: -3000...3000, using: &rng)
        return GestureSnapshot(
          kind: .swipe, fingers: 3, state: state, time: 0, translation: Vector2(x: travel, y: travel),
          velocity: Vector2(x: velocity, y: velocity))
      }

      check()
      for _ in 0..<Int.random(in: 10...40, using: &rng) {
        now += Double.random(in: 0...0.15, using: &rng)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0:
          if d.handle(gesture(.began), at: now).contains(where: { if case .regrabbed = $0 { return true } else { return false } }) {
            coverage.seen.insert(.regrabbed)
          }
        case 1, 2, 3: _ = d.handle(gesture(.changed), at: now)
        case 4: _ = d.handle(gesture(.ended), at: now)
        case 5: _ = d.handle(gesture(.cancelled), at: now)
        case 6: _ = d.trigger(at: now)
        case 7: _ = d.togglePause(at: now)
        case 8: d.setSlowAnimationFactor(d.configuration.effectiveSlowFactor == 1 ? 4 : 1, at: now)
        default: _ = d.advance(to: now)
        }
        check()
      }
    }
    #expect(coverage.seen == Seen.all, "phases reached: \(coverage.seen.rawValue)")
    #expect(coverage.checks > 10_000)
  }
}
