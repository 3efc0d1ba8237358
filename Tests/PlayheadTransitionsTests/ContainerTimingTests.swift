import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// The scrub goes through the container layer's media timing: layers below it with timing of their
/// own follow it as Core Animation's would. Every expected value is worked by hand from
/// `t = (parentTime − beginTime) × speed + timeOffset` and the animation's linear 0 → 1 opacity.
@Suite struct ContainerTimingTests {
  /// A 2 s transition whose "child" layer (model opacity 0.5) has `timing` and runs a linear opacity
  /// animation 0 → 1 over `animationDuration` seconds of its own time, with `fill`.
  func scrubbed(
    child timing: MediaTiming, animationDuration: Double = 1, fill: FillMode = .removed
  ) throws -> (PercentDrivenInteractor, TransitionContext, LayerID) {
    var c = try TransitionContext(layerNames: ["from", "to", "child"])
    c.transitionDuration = 2
    let child = try #require(c.layer(named: "child"))
    c.layers[child].timing = timing
    c.layers[child, .opacity] = 0.5
    try c.layers.add(
      .basic(
        BasicAnimation(
          property: .opacity, from: 0, to: 1, duration: animationDuration, timingFunction: .linear,
          fillMode: fill)),
      to: child)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    return (i, c, child)
  }

  /// The child's opacity with the transition scrubbed to `percent`, sampled at an arbitrary time (the
  /// frozen container ignores it).
  func opacity(_ s: (PercentDrivenInteractor, TransitionContext, LayerID), at percent: Double) -> Double {
    var (i, c, child) = s
    i.update(percent, in: &c)
    return c.layers.presentation(of: child, at: 1234.5).opacity
  }

  @Test func aBeginTimeOffsetDelaysTheLayer() throws {
    // beginTime 0.25: 50 % → container 1.0 s → child 0.75 s → 0.75. 10 % → 0.2 − 0.25 = −0.05 s:
    // before the animation, which is removed there → the model's 0.5; with a backwards fill → 0.
    let s = try scrubbed(child: MediaTiming(beginTime: 0.25))
    #expect(close(opacity(s, at: 0.5), 0.75, 1e-12))
    #expect(opacity(s, at: 0.1) == 0.5)
    let filled = try scrubbed(child: MediaTiming(beginTime: 0.25), fill: .backwards)
    #expect(opacity(filled, at: 0.1) == 0)
  }

  @Test func speedTwoRunsTheLayerTwiceAsFast() throws {
    // speed 2: 20 % → 0.4 s → child 0.8 s → 0.8. 75 % → 1.5 s → child 3.0 s, past the 1 s animation:
    // the model's 0.5, or 1 with a forwards fill.
    let s = try scrubbed(child: MediaTiming(speed: 2))
    #expect(close(opacity(s, at: 0.2), 0.8, 1e-12))
    #expect(opacity(s, at: 0.75) == 0.5)
    #expect(opacity(try scrubbed(child: MediaTiming(speed: 2), fill: .forwards), at: 0.75) == 1)
  }

  @Test func aTimeOffsetShiftsTheLayer() throws {
    // timeOffset 0.3: 10 % → 0.2 s → child 0.5 s → 0.5; 30 % → 0.6 + 0.3 = 0.9.
    let s = try scrubbed(child: MediaTiming(timeOffset: 0.3))
    #expect(close(opacity(s, at: 0.1), 0.5, 1e-12))
    #expect(close(opacity(s, at: 0.3), 0.9, 1e-12))
  }

  @Test func repeatCountTwoWithAutoreverseOnTheLayer() throws {
    // The child: duration 0.5, repeatCount 2, autoreverses: cycles of 1 s, active 2 s.
    // 35 % → 0.7 s: 0.7 into a cycle, on the way back: (1 − 0.7) / 0.5 of 0.5 s = 0.3 s → 0.3.
    // 60 % → 1.2 s: 0.2 into the second cycle → 0.2. 95 % → 1.9 s: back from 0.1 s → 0.1.
    // 100 % → 2.0 s: the end of the active range, no fill: no time below → the model's 0.5;
    // with a forwards fill it holds the end of a whole autoreversed cycle: 0 s → 0.
    let timing = MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true)
    let s = try scrubbed(child: timing)
    #expect(close(opacity(s, at: 0.35), 0.3, 1e-12))
    #expect(close(opacity(s, at: 0.6), 0.2, 1e-12))
    #expect(close(opacity(s, at: 0.95), 0.1, 1e-12))
    #expect(opacity(s, at: 1) == 0.5)
    var filled = timing
    filled.fillMode = .forwards
    #expect(opacity(try scrubbed(child: filled), at: 1) == 0)
  }

  @Test func repeatCountTwoWithAutoreverseOnTheAnimation() throws {
    // The same cycles on the animation instead (the child at default timing): 35 % → 0.7 s →
    // fraction (1 − 0.7) / 0.5 = 0.6 → 0.6; 60 % → 1.2 s → 0.2 / 0.5 = 0.4.
    var c = try TransitionContext(layerNames: ["from", "to", "child"])
    c.transitionDuration = 2
    let child = try #require(c.layer(named: "child"))
    let timing = MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true)
    try c.layers.add(
      .basic(BasicAnimation(property: .opacity, from: 0, to: 1, timing: timing, timingFunction: .linear)),
      to: child)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.35, in: &c)
    #expect(close(c.layers.presentation(of: child, at: 0).opacity, 0.6, 1e-12))
    i.update(0.6, in: &c)
    #expect(close(c.layers.presentation(of: child, at: 0).opacity, 0.4, 1e-12))
  }

  @Test func fillModesOfADelayedLayer() throws {
    // beginTime 0.5, duration 1: 10 % → 0.2 s → −0.3 s, before its active range: no time (the model's
    // 0.5) without a fill, time 0 (opacity 0) with a backwards fill. 90 % → 1.8 s → 1.3 s ≥ 1:
    // the model's 0.5, or the end (1 s → the 1 s animation's end, 1) with a forwards fill.
    let delayed = MediaTiming(beginTime: 0.5, duration: 1)
    #expect(opacity(try scrubbed(child: delayed), at: 0.1) == 0.5)
    var backwards = delayed
    backwards.fillMode = .backwards
    #expect(opacity(try scrubbed(child: backwards, fill: .forwards), at: 0.1) == 0)
    #expect(opacity(try scrubbed(child: delayed), at: 0.9) == 0.5)
    var forwards = delayed
    forwards.fillMode = .forwards
    #expect(opacity(try scrubbed(child: forwards, fill: .forwards), at: 0.9) == 1)
  }

  @Test func theCompletionDrivesTheSameTimeline() throws {
    // beginTime 0.25 and a 2 s animation. Finished from 50 % at t = 10 with UIKit's easeInEaseOut:
    // r = 1 s; halfway (10.5) the percent is 0.5 + 0.5 × 0.5 = 0.75 → container 1.5 s →
    // child 1.25 s → 1.25 / 2 = 0.625. The container stays at speed 0 meanwhile.
    var (i, c, child) = try scrubbed(child: MediaTiming(beginTime: 0.25), animationDuration: 2)
    i.update(0.5, in: &c)
    i.finish(&c, at: 10)
    #expect(i.advance(&c, to: 10.5) == nil)
    #expect(c.containerTiming.speed == 0 && close(c.containerTiming.timeOffset, 1.5, 1e-9))
    #expect(close(c.layers.presentation(of: child, at: 10.5).opacity, 0.625, 1e-9))
  }

  @Test func aKeyPlayRunsTheContainerAtOneOverTheSlowFactor() throws {
    // The flip (1 s) played by the space key at t = 10 with slow animations ×2: speed 0.5, beginTime
    // 10, timeOffset 0. At 11 the container's local time is (11 − 10) × 0.5 = 0.5 → 50 %.
    var d = try driver("flip") { $0.slowAnimationFactor = 2 }
    _ = d.trigger(at: 10)
    #expect(d.context.containerTiming == MediaTiming(beginTime: 10, timeOffset: 0, speed: 0.5))
    var buffer: [LayerValues] = []
    let at11 = d.sample(at: 11, into: &buffer)
    #expect(at11.percent == 0.5 && at11.speed == 0.5 && at11.timeOffset == 0)
    // QA1673 pause at 11: timeOffset = local time 0.5, speed 0. Resumed at 13 at speed 0.5:
    // beginTime = 13 − 0.5 / 0.5 = 12, so at 14 the local time is 1.0: the end, completed there.
    _ = d.togglePause(at: 11)
    #expect(d.context.containerTiming.speed == 0 && d.context.containerTiming.timeOffset == 0.5)
    #expect(d.sample(at: 12.5, into: &buffer).percent == 0.5)
    _ = d.togglePause(at: 13)
    #expect(d.context.containerTiming == MediaTiming(beginTime: 12, timeOffset: 0, speed: 0.5))
    #expect(d.advance(to: 13.99).isEmpty)
    #expect(d.advance(to: 14).list == [.completed(finished: true)])
    // Afterwards speed 1, timeOffset 0, beginTime 14 − 1 (no jump at the end).
    #expect(d.context.containerTiming == MediaTiming(beginTime: 13, timeOffset: 0, speed: 1))
  }

  @Test func slowAnimationsRepaceTheRunningContainer() throws {
    // Played at 0 at speed 1; at 0.25 (local 0.25) slowed ×4: speed 0.25, beginTime = 0.25 − 0.25 /
    // 0.25 = −0.75; at 1.25 the local time is (1.25 + 0.75) × 0.25 = 0.5.
    var d = try driver("flip")
    _ = d.trigger(at: 0)
    d.setSlowAnimationFactor(4, at: 0.25)
    #expect(d.context.containerTiming == MediaTiming(beginTime: -0.75, timeOffset: 0, speed: 0.25))
    #expect(d.percent(at: 1.25) == 0.5)
  }

  @Test func aPausedCompletionHoldsTheContainerFrozen() throws {
    // The flip released at 50 % at 0.2 finishes over r = 0.5 s along easeInEaseOut. Paused at 0.45
    // (halfway: 0.5 + 0.5 × 0.5 = 0.75): speed 0, timeOffset 0.75. Resumed at 1.45, one second
    // later, the completion ends one second later too: at 1.7.
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.changed, y: 284), at: 0.1)
    _ = d.handle(pan(.ended, y: 284), at: 0.2)
    _ = d.togglePause(at: 0.45)
    #expect(d.context.containerTiming.speed == 0 && close(d.context.containerTiming.timeOffset, 0.75, 1e-9))
    var buffer: [LayerValues] = []
    #expect(close(d.sample(at: 1.2, into: &buffer).percent, 0.75, 1e-9))
    _ = d.togglePause(at: 1.45)
    #expect(close(d.percent(at: 1.45), 0.75, 1e-9))
    #expect(d.advance(to: 1.69).isEmpty)
    #expect(d.advance(to: 1.7).list == [.completed(finished: true)])
  }
}
