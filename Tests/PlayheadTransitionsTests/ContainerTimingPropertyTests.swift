import PlayheadGestures
import PlayheadTestSupport
import PlayheadTiming
import PlayheadTransitionFile
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
    var independent = 0
  }

  @Test func presentationEqualsTheDirectEvaluationInEveryPhase() async {
    let coverage = Coverage()
    await seededPropertyCheck(count: 1_000, input: Gen.int(in: 0...Int.max)) { seed in
      var rng = PropertyTests.Mix(state: UInt64(seed))
      let descriptor = BuiltInTransitions.all.randomElement(using: &rng)!
      var configuration = TransitionConfiguration()
      configuration.completion = CompletionAnimation.Mode.allCases.randomElement(using: &rng)!
      configuration.completionSpeed = [1, 2, 0.5].randomElement(using: &rng)!
      configuration.slowAnimationFactor = [1, 1, 3].randomElement(using: &rng)!
      configuration.isDismissal = Bool.random(using: &rng)
      var d = try TransitionDriver(descriptor: descriptor, configuration: configuration)
      var buffer: [LayerValues] = []
      var expected: [LayerValues] = []
      var now = 0.0
      let pinch = descriptor.percentMapping == .pinch
      // Independent expectations: a fresh gesture's percent from the seed's mapping of its last
      // snapshot; a key play's from its start time and slow factor, while nothing paused or re-paced it.
      var freshSnapshot: GestureSnapshot?
      var fresh = false
      var play: (start: Double, slow: Double)?

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
            #expect(
              abs(got[property] - want[property]) <= 1e-9, "\(descriptor.name) \(property) \(sample.phase)")
          }
        }
        // During a completion the percent is the completion curve's, read back from the container.
        if (sample.phase == .finishing || sample.phase == .cancelling), !sample.isPaused,
          let run = d.interactor?.completion, d.interactor != nil
        {
          #expect(abs(sample.percent - run.percent(at: now)) <= 1e-9)
        }
        if sample.phase == .interactive, let s = freshSnapshot {
          let raw = descriptor.percentMapping.percent(
            of: s, container: d.configuration.container, direction: d.isDismissal ? -1 : 1)
          #expect(abs(sample.percent - min(max(raw, 0), 1)) <= 1e-9, "\(descriptor.name) interactive")
          coverage.independent += 1
        }
        if sample.phase == .finishing, d.interactor == nil, let play {
          let expected = min(max((now - play.start) / (sample.duration * play.slow), 0), 1)
          #expect(abs(sample.percent - expected) <= 1e-9, "\(descriptor.name) key play")
          coverage.independent += 1
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
          let actions = d.handle(gesture(.began), at: now)
          for action in actions {
            switch action {
            case .regrabbed:
              coverage.seen.insert(.regrabbed)
              fresh = false
              freshSnapshot = nil
              play = nil
            case .began(interactive: true):
              fresh = true
              freshSnapshot = nil
            case .began, .decision, .completed, .watchdogCancelled, .paused: break
            }
          }
        case 1, 2, 3:
          let s = gesture(.changed)
          _ = d.handle(s, at: now)
          freshSnapshot = fresh && d.phase == .interactive ? s : nil
        case 4: _ = d.handle(gesture(.ended), at: now)
        case 5: _ = d.handle(gesture(.cancelled), at: now)
        case 6:
          if d.trigger(at: now).contains(.began(interactive: false)) {
            play = (now, d.configuration.effectiveSlowFactor)
          }
        case 7:
          _ = d.togglePause(at: now)
          play = nil
        case 8:
          d.setSlowAnimationFactor(d.configuration.effectiveSlowFactor == 1 ? 4 : 1, at: now)
          play = nil
        default: _ = d.advance(to: now)
        }
        check()
      }
    }
    #expect(coverage.seen == Seen.all, "phases reached: \(coverage.seen.rawValue)")
    #expect(coverage.checks > 10_000)
    #expect(coverage.independent > 1_000, "independent checks: \(coverage.independent)")
  }
}
