import Foundation
import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// UIKit's completion formula and the velocity-aware ones, with hand-worked numbers.
@Suite struct CompletionTimingTests {
  /// An interactor and its context on a `duration`-second timeline, scrubbed to `p` at time 0.
  struct Scrubbed {
    var i: PercentDrivenInteractor
    var c: TransitionContext
    var completion: CompletionAnimation? { i.completion }
    var state: PercentDrivenInteractor.State { i.state }
    var percentComplete: Double { i.percentComplete(in: c) }
    mutating func finish(at t: Double) -> Bool { i.finish(&c, at: t) }
    mutating func cancel(at t: Double) -> Bool { i.cancel(&c, at: t) }
    mutating func advance(to t: Double) -> Bool? { i.advance(&c, to: t) }
    func percent(at t: Double) -> Double { i.percent(at: t, in: c) }
    /// The container's timing after the display link's tick at `t`.
    func timing(at t: Double) -> MediaTiming {
      var copy = c
      i.drive(&copy, at: t)
      return copy.containerTiming
    }
  }

  func interactor(duration: Double = 1, at p: Double, speed: Double = 1, slow: Double = 1) throws -> Scrubbed
  {
    var c = try context(duration: duration)
    var i = PercentDrivenInteractor(completionSpeed: speed, slowAnimationFactor: slow)
    i.startInteractiveTransition(&c, at: 0)
    i.update(p, in: &c)
    return Scrubbed(i: i, c: c)
  }

  @Test func finishFollowsTheCurveOverTheRemainingTime() throws {
    // o = 0.3, r = 1.0 − 0.3 = 0.7 s at completionSpeed 1: ends at t₀ + 0.7.
    // Halfway (t₀ + 0.35): 0.3 + 0.7 × eio(0.5) = 0.3 + 0.35 = 0.65.
    var i = try interactor(at: 0.3)
    let r1 = i.finish(at: 10)
    #expect(r1)
    #expect(i.state == .finishing)
    #expect(close(i.completion!.duration, 0.7, 1e-12))
    #expect(close(i.percent(at: 10.35), 0.65, 1e-6))
    // The display link's frame at 10.35 freezes the container there: speed 0, timeOffset 1 s × 0.65.
    #expect(i.timing(at: 10.35).speed == 0)
    #expect(close(i.timing(at: 10.35).timeOffset, 0.65, 1e-6))
    let r2 = i.advance(to: 10.69)
    #expect(r2 == nil)
    let r3 = i.advance(to: 10.7)
    #expect(r3 == true)
    #expect(i.state == .completed(finished: true))
    // Then speed 1, timeOffset 0, beginTime = 10.7 − 1.0 (local time stays at the end, 1 s).
    #expect(i.c.containerTiming == MediaTiming(beginTime: 10.7 - 1.0, timeOffset: 0, speed: 1))
  }

  @Test func completionSpeedDividesTheDuration() throws {
    // completionSpeed 2: 0.7 / 2 = 0.35 s; at a quarter (t₀ + 0.0875): 0.3 + 0.7 × eio(0.25)
    // = 0.3 + 0.7 × 0.1291619310 = 0.3904133517.
    var i = try interactor(at: 0.3, speed: 2)
    _ = i.finish(at: 0)
    #expect(close(i.completion!.duration, 0.35, 1e-12))
    #expect(close(i.percent(at: 0.0875), 0.3 + 0.7 * Reference.easeInEaseOut(0.25), 1e-6))
    #expect(close(i.percent(at: 0.0875), 0.3904133517, 1e-6))
  }

  @Test func cancelRunsBackwardsOverTheElapsedTime() throws {
    // o = 0.8, r = o = 0.8 s; completionSpeed 0.5 → 1.6 s. At 0.75 of it (t₀ + 1.2):
    // 0.8 − 0.8 × eio(0.75) = 0.8 × (1 − 0.8708380690) = 0.1033295448.
    var i = try interactor(at: 0.8, speed: 0.5)
    _ = i.cancel(at: 2)
    #expect(i.state == .cancelling)
    #expect(close(i.completion!.duration, 1.6, 1e-12))
    #expect(close(i.percent(at: 3.2), 0.1033295448, 1e-6))
    // The display link moves the timeOffset at d(timeOffset)/dt = duration × (−o) × eio′(0.75) / 1.6 s;
    // eio′(0.75) = y′(t)/x′(t) at the t where x(t) = 0.75, by bisection in Python: 1.0592618412, so
    // the rate is 1 × −0.8 × 1.0592618412 / 1.6 = −0.5296309206 (running backwards); the container
    // itself stays at speed 0.
    let h = 1e-6
    let rate = (i.timing(at: 3.2 + h).timeOffset - i.timing(at: 3.2 - h).timeOffset) / (2 * h)
    #expect(close(rate, -0.5296309206, 1e-5))
    #expect(i.timing(at: 3.2).speed == 0)
    let r4 = i.advance(to: 3.6)
    #expect(r4 == false)
    #expect(i.percentComplete == 0)
  }

  @Test(arguments: [0.0, -3.0, Double.nan, -Double.infinity])
  func completionSpeedAtOrBelowZeroBehavesAsOne(speed: Double) throws {
    // Pop's 3.0 s timeline from 0.4: r = 1.8 s at speed 1.
    var i = try interactor(duration: 3, at: 0.4, speed: speed)
    _ = i.finish(at: 0)
    #expect(close(i.completion!.duration, 1.8, 1e-12))
  }

  @Test func slowAnimationFactorScalesTheCompletion() throws {
    // Factor 10: 0.7 s becomes 7 s; halfway (t₀ + 3.5) is still 0.65.
    var i = try interactor(at: 0.3, slow: 10)
    _ = i.finish(at: 0)
    #expect(close(i.completion!.duration, 7, 1e-12))
    #expect(close(i.percent(at: 3.5), 0.65, 1e-6))
  }

  @Test func velocityMatchedStartsAtTheFingersSpeed() {
    // GNOME: Δ = 1 − 0.6 = 0.4 at v = 6/s → 3 × 0.4 / 6 = 0.2 s (inside [0.1, 0.4]).
    // easeOutCubic halfway: 0.6 + 0.4 × (1 − 0.5³) = 0.95; starting slope 0.4 × 3 / 0.2 = 6/s.
    let run = CompletionAnimation.velocityMatched(from: 0.6, to: 1, velocity: 6, at: 0)
    #expect(close(run.duration, 0.2, 1e-12))
    #expect(close(run.percent(at: 0.1), 0.95, 1e-12))
    #expect(close(run.velocity(at: 0), 6, 1e-9))
  }

  @Test func velocityMatchedDurationIsClamped() {
    // v = 2.4: 3 × 0.4 / 2.4 = 0.5 s → 0.4 s. v = 30: 0.04 s → 0.1 s.
    #expect(
      close(CompletionAnimation.velocityMatched(from: 0.6, to: 1, velocity: 2.4, at: 0).duration, 0.4, 1e-12))
    #expect(
      close(CompletionAnimation.velocityMatched(from: 0.6, to: 1, velocity: 30, at: 0).duration, 0.1, 1e-12))
    // A release moving away from the target uses GNOME's base velocity 2/s: 3 × 0.2 / 2 = 0.3 s.
    #expect(
      close(CompletionAnimation.velocityMatched(from: 0.8, to: 1, velocity: -5, at: 0).duration, 0.3, 1e-12))
    // Slow factor 4: 0.3 × 4 = 1.2 s.
    #expect(
      close(
        CompletionAnimation.velocityMatched(from: 0.8, to: 1, velocity: -5, at: 0, slowFactor: 4).duration,
        1.2, 1e-12))
  }

  @Test func springIsSeededWithTheReleaseVelocity() {
    // libadwaita's spring, critically damped, ω = √1000; from 0.5 to 1 at 3 percent/s, i.e. 3 / 0.5 = 6
    // in the spring's 0 → 1 units. x(t) = (1 + (ω − 6) t) e^(−ωt); at 0.05 s x = 0.4693230,
    // so percent = 0.5 + 0.5 × (1 − x) = 0.7653385.
    let run = CompletionAnimation.spring(
      from: 0.5, to: 1, velocity: 3, spring: CompletionAnimation.libadwaitaSpring, at: 0)
    #expect(close(run.percent(at: 0.05), 0.7653384945, 1e-6))
    #expect(close(run.velocity(at: 0), 3, 1e-9))
    #expect(run.duration > 0.1 && run.duration < 1)
    #expect(run.percent(at: run.duration) == 1)
  }

  @Test func springOvershootStaysInsideTheTimeline() {
    // A hard throw overshoots the spring's target; the percent is clipped to [0, 1].
    let run = CompletionAnimation.spring(
      from: 0.9, to: 1, velocity: 40, spring: CompletionAnimation.libadwaitaSpring, at: 0)
    var t = 0.0
    while t < run.duration {
      let p = run.percent(at: t)
      #expect(p >= 0 && p <= 1)
      t += 0.001
    }
  }

  @Test func zeroDistanceCompletesAtOnce() throws {
    var i = try interactor(at: 1)
    _ = i.finish(at: 5)
    #expect(i.completion!.duration == 0)
    let r5 = i.advance(to: 5)
    #expect(i.c.containerTiming == MediaTiming(beginTime: 5 - 1, timeOffset: 0, speed: 1))
    #expect(r5 == true)
  }
}
