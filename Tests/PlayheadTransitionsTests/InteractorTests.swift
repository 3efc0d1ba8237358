import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// `PercentDrivenInteractor`'s UIKit semantics and bad input.
@Suite struct InteractorTests {
  @Test func updateClampsAndScrubsAtSpeedZero() {
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(duration: 1, at: 0)
    i.update(0.42)
    #expect(i.speed(at: 0) == 0 && i.timeOffset(at: 0) == 0.42)  // duration × percent
    i.update(1.7)
    #expect(i.percentComplete == 1)
    i.update(-0.2)
    #expect(i.percentComplete == 0)
    i.update(.infinity)
    #expect(i.percentComplete == 1)
    i.update(-.infinity)
    #expect(i.percentComplete == 0)
    i.update(0.3)
    i.update(.nan)
    #expect(i.percentComplete == 0.3)
  }

  @Test func finishBeforeStartIsKeptAndAppliedAtStart() {
    // Pending finish from 0.2 applied at start (t = 4): r = 0.8 s, ends at 4.8.
    var i = PercentDrivenInteractor()
    i.update(0.2)
    let r1 = i.finish(at: 1)
    #expect(r1)
    #expect(i.state == .waitingToStart)
    let r2 = i.cancel(at: 2)
    #expect(r2 == false)  // the first request stands
    i.startInteractiveTransition(duration: 1, at: 4)
    #expect(i.state == .finishing)
    #expect(close(i.completion!.endTime, 4.8, 1e-12))
    let r3 = i.advance(to: 4.8)
    #expect(r3 == true)
  }

  @Test func cancelBeforeStartIsKeptAndAppliedAtStart() {
    var i = PercentDrivenInteractor()
    let r4 = i.cancel(at: 0)
    #expect(r4)
    i.startInteractiveTransition(duration: 1, at: 2)
    #expect(i.state == .cancelling)
    let r5 = i.advance(to: 2)
    #expect(r5 == false)  // from percent 0 there is nothing to play back
  }

  @Test func finishTwiceAndUpdateAfterCompletionAreIgnored() {
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(duration: 1, at: 0)
    i.update(0.5)
    let r6 = i.finish(at: 1)
    #expect(r6)
    let r7 = i.finish(at: 1.1)
    #expect(r7 == false)
    let r8 = i.cancel(at: 1.2)
    #expect(r8 == false)
    #expect(close(i.completion!.endTime, 1.5, 1e-12))
    i.update(0.1)  // ignored while finishing
    let r9 = i.advance(to: 2)
    #expect(r9 == true)
    let r10 = i.advance(to: 3)
    #expect(r10 == nil)  // completion reported once
    i.update(0.9)
    #expect(i.percent(at: 3) == 1)
    let r11 = i.finish(at: 3)
    #expect(r11 == false)
  }

  @Test func nonFiniteTimesAreIgnored() {
    // A completion that started at NaN would never reach its end (t ≥ NaN is false): refused.
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(duration: 1, at: .nan)
    #expect(i.state == .waitingToStart)
    i.startInteractiveTransition(duration: 1, at: 0)
    i.update(0.5)
    let nanFinish = i.finish(at: .nan)
    let infiniteCancel = i.cancel(at: .infinity)
    #expect(!nanFinish && !infiniteCancel && i.state == .interactive)
    // The real finish still works: r = 1 − 0.5 = 0.5 s from t = 1, done at 1.5.
    let finish = i.finish(at: 1)
    #expect(finish)
    let early = i.advance(to: 1.49)
    let done = i.advance(to: 1.5)
    #expect(early == nil && done == true)
  }

  @Test func pauseGrabsTheCompletionWhereItIs() {
    // Finish from 0.3: at t₀ + 0.35 the percent is 0.65; pausing there scrubs from 0.65.
    var i = PercentDrivenInteractor()
    i.startInteractiveTransition(duration: 1, at: 0)
    i.update(0.3)
    i.finish(at: 0)
    let r12 = i.pause(at: 0.35)
    #expect(r12)
    #expect(i.state == .interactive)
    #expect(close(i.percentComplete, 0.65, 1e-6))
    let r13 = i.pause(at: 0.4)
    #expect(r13 == false)
  }

  @Test func withoutInteractiveStartItPlays() {
    // wantsInteractiveStart = false: the timeline plays at speed 1 (1 s, linear).
    var i = PercentDrivenInteractor()
    i.wantsInteractiveStart = false
    i.startInteractiveTransition(duration: 1, at: 0)
    #expect(i.state == .finishing)
    #expect(close(i.percent(at: 0.25), 0.25, 1e-9))
  }
}
