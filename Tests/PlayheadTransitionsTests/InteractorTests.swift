import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// A context whose animator's timeline lasts `duration` seconds (its container at default timing).
func context(duration: Double) throws -> TransitionContext {
  var c = try TransitionContext()
  c.transitionDuration = duration
  return c
}

/// `PercentDrivenInteractor`'s UIKit semantics and bad input; the percent is read from the container.
@Suite struct InteractorTests {
  @Test func updateFreezesTheContainerAtDurationTimesPercent() throws {
    var c = try context(duration: 2)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.42, in: &c)
    // UIKit: speed 0, timeOffset = duration × percent = 2 × 0.42.
    #expect(c.containerTiming.speed == 0 && c.containerTiming.timeOffset == 0.84)
    #expect(c.layers.localTime(of: c.container, atGlobal: 123.4) == 0.84)
    #expect(i.percentComplete(in: c) == 0.42)
    i.update(1.7, in: &c)
    #expect(i.percentComplete(in: c) == 1 && c.containerTiming.timeOffset == 2)
    i.update(-0.2, in: &c)
    #expect(i.percentComplete(in: c) == 0)
    i.update(.infinity, in: &c)
    #expect(i.percentComplete(in: c) == 1)
    i.update(-.infinity, in: &c)
    #expect(i.percentComplete(in: c) == 0)
    i.update(0.3, in: &c)
    i.update(.nan, in: &c)
    #expect(i.percentComplete(in: c) == 0.3)
  }

  @Test func updateBeforeStartIsWhereTheContainerFreezes() throws {
    var c = try context(duration: 3)
    var i = PercentDrivenInteractor()
    i.update(0.25, in: &c)
    #expect(c.containerTiming == MediaTiming())  // nothing touched before the start
    i.startInteractiveTransition(&c, at: 5)
    #expect(c.containerTiming.speed == 0 && c.containerTiming.timeOffset == 0.75)
  }

  @Test func finishBeforeStartIsKeptAndAppliedAtStart() throws {
    // Pending finish from 0.2 applied at start (t = 4): r = 0.8 s, ends at 4.8.
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    i.update(0.2, in: &c)
    let r1 = i.finish(&c, at: 1)
    #expect(r1)
    #expect(i.state == .waitingToStart)
    let r2 = i.cancel(&c, at: 2)
    #expect(r2 == false)  // the first request stands
    i.startInteractiveTransition(&c, at: 4)
    #expect(i.state == .finishing)
    #expect(close(i.completion!.endTime, 4.8, 1e-12))
    let r3 = i.advance(&c, to: 4.8)
    #expect(r3 == true)
  }

  @Test func cancelBeforeStartIsKeptAndAppliedAtStart() throws {
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    let r4 = i.cancel(&c, at: 0)
    #expect(r4)
    i.startInteractiveTransition(&c, at: 2)
    #expect(i.state == .cancelling)
    #expect(c.transitionWasCancelled)
    let r5 = i.advance(&c, to: 2)
    #expect(r5 == false)  // from percent 0 there is nothing to play back
  }

  @Test func finishTwiceAndUpdateAfterCompletionAreIgnored() throws {
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.5, in: &c)
    let r6 = i.finish(&c, at: 1)
    #expect(r6)
    let r7 = i.finish(&c, at: 1.1)
    #expect(r7 == false)
    let r8 = i.cancel(&c, at: 1.2)
    #expect(r8 == false)
    #expect(close(i.completion!.endTime, 1.5, 1e-12))
    i.update(0.1, in: &c)  // ignored while finishing
    #expect(c.containerTiming.timeOffset == 0.5)
    let r9 = i.advance(&c, to: 2)
    #expect(r9 == true)
    let r10 = i.advance(&c, to: 3)
    #expect(r10 == nil)  // completion reported once
    i.update(0.9, in: &c)
    #expect(i.percent(at: 3, in: c) == 1)
    let r11 = i.finish(&c, at: 3)
    #expect(r11 == false)
  }

  @Test func theEndSetsTheContainerRunningWithoutAJump() throws {
    // Finish from 0.5 of a 2 s timeline at t = 10: r = 1 s, ends at 11. At the end UIKit sets
    // speed 1, timeOffset 0 and beginTime so that local time stays 2 s: beginTime = 11 − 2 = 9.
    var c = try context(duration: 2)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.5, in: &c)
    i.finish(&c, at: 10)
    let done = i.advance(&c, to: 11)
    #expect(done == true)
    #expect(c.containerTiming == MediaTiming(beginTime: 9, timeOffset: 0, speed: 1))
    #expect(c.layers.localTime(of: c.container, atGlobal: 11) == 2)
    // A cancel ends at local time 0: beginTime = the end time.
    var k = try context(duration: 2)
    var j = PercentDrivenInteractor()
    j.startInteractiveTransition(&k, at: 0)
    j.update(0.5, in: &k)
    j.cancel(&k, at: 10)
    _ = j.advance(&k, to: 11)
    #expect(k.containerTiming == MediaTiming(beginTime: 11, timeOffset: 0, speed: 1))
  }

  @Test func nonFiniteTimesAreIgnored() throws {
    // A completion that started at NaN would never reach its end (t ≥ NaN is false): refused.
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: .nan)
    #expect(i.state == .waitingToStart)
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.5, in: &c)
    let nanFinish = i.finish(&c, at: .nan)
    let infiniteCancel = i.cancel(&c, at: .infinity)
    #expect(!nanFinish && !infiniteCancel && i.state == .interactive)
    // The real finish still works: r = 1 − 0.5 = 0.5 s from t = 1, done at 1.5.
    let finish = i.finish(&c, at: 1)
    #expect(finish)
    let early = i.advance(&c, to: 1.49)
    let done = i.advance(&c, to: 1.5)
    #expect(early == nil && done == true)
  }

  @Test func pauseGrabsTheCompletionWhereItIs() throws {
    // Finish from 0.3: at t₀ + 0.35 the percent is 0.65; pausing there scrubs from 0.65.
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(&c, at: 0)
    i.update(0.3, in: &c)
    i.finish(&c, at: 0)
    let r12 = i.pause(&c, at: 0.35)
    #expect(r12)
    #expect(i.state == .interactive)
    #expect(close(i.percentComplete(in: c), 0.65, 1e-6))
    #expect(c.containerTiming.speed == 0 && close(c.containerTiming.timeOffset, 0.65, 1e-6))
    let r13 = i.pause(&c, at: 0.4)
    #expect(r13 == false)
  }

  @Test func withoutInteractiveStartItPlays() throws {
    // wantsInteractiveStart = false: the timeline plays at speed 1 (1 s, linear).
    var c = try context(duration: 1)
    var i = PercentDrivenInteractor()
    i.wantsInteractiveStart = false
    i.startInteractiveTransition(&c, at: 0)
    #expect(i.state == .finishing)
    #expect(close(i.percent(at: 0.25, in: c), 0.25, 1e-9))
    i.drive(&c, at: 0.25)
    #expect(close(c.containerTiming.timeOffset, 0.25, 1e-9))
  }
}
