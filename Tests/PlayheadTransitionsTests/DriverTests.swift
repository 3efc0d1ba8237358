import PlayheadGestures
import PlayheadTiming
import PlayheadTransitionFile
import Testing

@testable import PlayheadTransitions

/// The façade's life cycle: began → changed → ended → completion; keys; watchdog; re-grab; bad input.
@Suite struct DriverTests {
  @Test func interactiveFlipRunsToCompletionOnce() throws {
    var d = try driver("flip")
    #expect(d.phase == .idle && !d.needsFrames)
    #expect(d.handle(pan(.began), at: 0).list == [.began(interactive: true)])
    #expect(d.interactor != nil && d.context.isInteractive)
    _ = d.handle(pan(.changed, y: 284), at: 0.1)
    var buffer: [LayerValues] = []
    let sample = d.sample(at: 0.1, into: &buffer)
    // speed 0, timeOffset = 1.0 s × 284 / 568.
    #expect(sample.phase == .interactive && sample.speed == 0 && sample.timeOffset == 0.5)
    let end = d.handle(pan(.ended, y: 284), at: 0.2)
    #expect(end.decision?.outcome == .finish)  // 0.5 ≥ 0.5
    #expect(d.phase == .finishing && d.needsFrames)
    #expect(d.advance(to: 0.69).isEmpty)
    #expect(d.advance(to: 0.7).list == [.completed(finished: true)])  // 0.2 + 0.5 s
    #expect(d.advance(to: 5).isEmpty)
    #expect(d.completedCount == 1 && d.context.completion == true)
    #expect(d.phase == .idle && !d.needsFrames)
    // The next gesture dismisses.
    #expect(d.isDismissal)
  }

  @Test func cancelPutsModelValuesBackBeforeCompleting() throws {
    // Released at 0.4 (< 0.5): the cancel runs 0.4 s back; afterwards the layers rest at their
    // pre-animation model values (from 0°, to −90°) with no animation left, then completion(false).
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.changed, y: 0.4 * 568), at: 0.1)
    let decision = try #require(d.handle(pan(.ended, y: 0.4 * 568), at: 0.2).decision)
    #expect(decision.outcome == .cancel && close(decision.duration, 0.4, 1e-12))
    #expect(d.context.transitionWasCancelled)
    #expect(d.phase == .cancelling)
    let done = d.advance(to: 0.61)  // 0.2 + 0.4 (0.6000000000000001 in binary)
    #expect(done.list == [.completed(finished: false)])
    let from = d.context.layer(named: "from")!
    let to = d.context.layer(named: "to")!
    #expect(d.context.layers.animations.isEmpty)
    #expect(d.context.layers[from].model.rotationX == 0)
    #expect(d.context.layers[to].model.rotationX == -90)
    #expect(d.context.completion == false)
    #expect(!d.isDismissal)  // a cancelled presentation is still a presentation
    let idle = layers(of: d, at: 10)
    #expect(idle["from"]!.rotationX == 0 && idle["to"]!.rotationX == -90)
  }

  @Test func finishedLayersRestAtTheirEndValues() throws {
    var d = try driver("fade")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.ended, x: 300, y: 400), at: 0.1)  // |t| = 500 → 0.88 ≥ 0.5
    _ = d.advance(to: 10)
    #expect(d.context.completion == true)
    #expect(layers(of: d, at: 10)["to"]!.opacity == 1)
  }

  @Test func regrabDuringFinishDoesNotJump() throws {
    // Released at 0.7: finishing over 0.3 s from t = 1. At t = 1.1 the percent is
    // 0.7 + 0.3 × eio(1/3) = 0.7695324449. A new gesture there changes no presentation value.
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.ended, y: 0.7 * 568), at: 1)
    let expected = 0.7 + 0.3 * Reference.easeInEaseOut(1.0 / 3)
    #expect(close(d.percent(at: 1.1), expected, 1e-6))
    let before = layers(of: d, at: 1.1)
    // Seed 000 at that percent (so "no jump" compares real frames, not two identical wrong ones):
    // eio(0.7695) > 0.5, so the from-layer is at 90° and the to-layer at −90 × (1 − (eio − 0.5) / 0.5).
    let eased = Reference.easeInEaseOut(expected)
    #expect(close(before["from"]!.rotationX, 90, 1e-9))
    #expect(close(before["to"]!.rotationX, -90 * (1 - (eased - 0.5) / 0.5), 1e-4))
    let grab = d.handle(pan(.began, y: 12), at: 1.1)
    guard case .regrabbed(let p)? = grab.first else { Issue.record("no regrab: \(grab.list)"); return }
    #expect(close(p, expected, 1e-6))
    #expect(d.phase == .interactive)
    let after = layers(of: d, at: 1.1)
    #expect(after == before)
    #expect(layers(of: d, at: 3) == before)  // frozen while scrubbed
    // Scrubbing goes on from there: 0.1 × 568 more down → + 0.1 (travel counted from the grab).
    _ = d.handle(pan(.changed, y: 12 + 56.8), at: 1.2)
    #expect(close(d.percent(at: 1.2), expected + 0.1, 1e-6))
    _ = d.handle(pan(.changed, y: 12 - 0.5 * 568), at: 1.3)
    #expect(close(d.percent(at: 1.3), expected - 0.5, 1e-6))
    // Still one transition: nothing completed yet, and it completes once.
    #expect(d.completedCount == 0)
    _ = d.handle(pan(.ended, y: 12 - 0.5 * 568), at: 1.4)
    var completions = 0
    for step in 1...40 {
      completions +=
        d.advance(to: 1.4 + Double(step) * 0.05).filter {
          if case .completed = $0 { return true } else { return false }
        }.count
    }
    #expect(completions == 1 && d.completedCount == 1)
  }

  @Test func regrabDuringCancelAndDuringAKeyPlay() throws {
    var d = try driver("pop")
    _ = d.handle(pinch(.began, scale: 1), at: 0)
    _ = d.handle(pinch(.ended, scale: 0.8), at: 0.5)  // 0.2 + 0 → cancel over 0.6 s
    #expect(d.phase == .cancelling)
    let before = layers(of: d, at: 0.8)
    // Halfway through the cancel: 0.2 × (1 − eio(0.5)) = 0.1; pop is linear: scale 1 − 0.7 × 0.1.
    #expect(close(before["from"]!.scaleX, 0.93, 1e-9) && close(before["from"]!.opacity, 0.9, 1e-9))
    _ = d.handle(pinch(.began, scale: 1), at: 0.8)
    #expect(layers(of: d, at: 0.8) == before)
    // Key play: 3 s linear from t = 10; grabbed at 10.75 → 0.25, no interactor until then.
    var k = try driver("pop")
    #expect(k.trigger(at: 10).list == [.began(interactive: false)])
    #expect(k.interactor == nil && !k.context.isInteractive)
    #expect(close(k.percent(at: 10.75), 0.25, 1e-9))
    let played = layers(of: k, at: 10.75)
    #expect(close(played["from"]!.scaleX, 1 - 0.7 * 0.25, 1e-9) && close(played["from"]!.opacity, 0.75, 1e-9))
    _ = k.handle(pinch(.began, scale: 1), at: 10.75)
    #expect(k.interactor != nil && k.context.isInteractive)
    #expect(layers(of: k, at: 10.75) == played)
  }

  @Test func keyTriggerPlaysWithoutAnInteractorAndIsNeverWatchdogged() throws {
    var d = try driver("flip")
    _ = d.trigger(at: 0)
    #expect(d.interactor == nil)
    #expect(d.trigger(at: 0.1).isEmpty)  // already running
    #expect(d.advance(to: 0.99).isEmpty)  // no watchdog: nothing waits on an interactor
    #expect(d.advance(to: 1.0).list == [.completed(finished: true)])
  }

  @Test func watchdogCancelsAnAbandonedInteraction() throws {
    // Updates stop at 0.1 s with the flip at 0.3; timeout 5 s → fires at 5.1, cancels over 0.3 s.
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.changed, y: 0.3 * 568), at: 0.1)
    #expect(d.watchdogDeadline == 5.1)
    #expect(d.advance(to: 5.0).isEmpty)
    let fired = d.advance(to: 5.1)
    #expect(fired.first == .watchdogCancelled)
    let decision = try #require(fired.decision)
    #expect(decision.outcome == .cancel)
    #expect(decision.reason == .watchdog(idle: 5.0, timeout: 5))
    #expect(decision.reason.description == "no gesture update for 5.0 s (watchdog 5 s)")
    #expect(close(decision.duration, 0.3, 1e-12))
    // The abandoned gesture's late events change nothing.
    #expect(d.handle(pan(.changed, y: 500), at: 5.2).isEmpty)
    #expect(d.handle(pan(.ended, y: 500), at: 5.3).isEmpty)
    #expect(d.advance(to: 5.4).list == [.completed(finished: false)])
  }

  @Test func watchdogAlsoFiresOnALateEvent() throws {
    var d = try driver("flip") { $0.watchdogTimeout = 2 }
    _ = d.handle(pan(.began), at: 0)
    let late = d.handle(pan(.changed, y: 100), at: 2.5)
    #expect(late.first == .watchdogCancelled)
    #expect(late.decision?.outcome == .cancel)
    #expect(late.completion == false)  // from percent 0 the cancel is immediate
  }

  @Test func watchdogOffForATimeoutNotPositiveAndFinite() throws {
    // The watchdog's test runs on every event: a timeout of 0, below 0, ∞ or NaN turns it off, however
    // long the fingers rest.
    for timeout in [0, -0.0, -1, Double.infinity, -Double.infinity, .nan] {
      #expect(!TransitionConfiguration(watchdogTimeout: timeout).watchdogIsOn, "timeout \(timeout)")
      var d = try driver("flip") { $0.watchdogTimeout = timeout }
      _ = d.handle(pan(.began), at: 0)
      #expect(d.handle(pan(.changed, y: 100), at: 1).isEmpty)
      #expect(d.watchdogDeadline == nil, "timeout \(timeout)")
      #expect(d.advance(to: 1e6).isEmpty, "timeout \(timeout)")
      #expect(d.handle(pan(.changed, y: 200), at: 2e6).isEmpty)
      #expect(d.phase == .interactive)
    }
    // The smallest positive timeouts and the largest finite one keep it on.
    for timeout in [Double.leastNonzeroMagnitude, 1e-9, 5, .greatestFiniteMagnitude] {
      #expect(TransitionConfiguration(watchdogTimeout: timeout).watchdogIsOn, "timeout \(timeout)")
    }
  }

  @Test func pauseHoldsTheCompletion() throws {
    // Finish from 0.5 at t = 0 (0.5 s); paused 0.1 → 2.1: resumes and ends at 2.5.
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.ended, y: 284), at: 0)
    #expect(d.togglePause(at: 0.1).list == [.paused(true)])
    #expect(!d.needsFrames)
    let p = d.percent(at: 0.1)
    #expect(d.percent(at: 1.5) == p)
    #expect(d.advance(to: 1.9).isEmpty)
    #expect(d.togglePause(at: 2.1).list == [.paused(false)])
    #expect(close(d.percent(at: 2.1), p, 1e-12))
    #expect(d.advance(to: 2.49).isEmpty)
    #expect(d.advance(to: 2.5).list == [.completed(finished: true)])
  }

  @Test func badInputIsIgnoredOrClamped() throws {
    var d = try driver("flip")
    // Updates without a transition are ignored.
    #expect(d.handle(pan(.changed, y: 100), at: 0).isEmpty)
    #expect(d.handle(pan(.ended, y: 100), at: 0).isEmpty)
    _ = d.handle(pan(.began), at: 1)
    // NaN translation: ignored. Infinite: clamped to 1.
    _ = d.handle(pan(.changed, y: 100), at: 1.1)
    _ = d.handle(pan(.changed, y: .nan), at: 1.2)
    #expect(close(d.percent(at: 1.2), 100.0 / 568, 1e-12))
    _ = d.handle(pan(.changed, y: .infinity), at: 1.3)
    #expect(d.percent(at: 1.3) == 1)
    // NaN / infinite times: ignored.
    #expect(d.handle(pan(.changed, y: 10), at: .nan).isEmpty)
    #expect(d.advance(to: .infinity).isEmpty)
    #expect(d.percent(at: 1.3) == 1)
    // Time going backwards counts as the latest time: the completion starts at 1.3, not 0.
    let end = d.handle(pan(.ended, y: 0.75 * 568), at: 0.2)
    #expect(end.decision?.outcome == .finish)
    #expect(d.interactor?.completion?.startTime == 1.3)
    #expect(d.advance(to: 1.0).isEmpty)
    // NaN velocity at release counts as 0.
    var v = try driver("slide")
    _ = v.handle(pan(.began), at: 0)
    #expect(v.handle(pan(.ended, x: 100, vx: .nan), at: 0.1).decision?.velocity == 0)
    // A sample never holds NaN.
    var buffer: [LayerValues] = []
    let sample = d.sample(at: .nan, into: &buffer)
    #expect(!sample.percent.isNaN && buffer.allSatisfy { !$0.opacity.isNaN && !$0.rotationX.isNaN })
  }

  @Test func badContainerIsAnError() {
    #expect(throws: TimingError.self) {
      try driver("flip") { $0.container = ContainerSize(width: 0, height: 568) }
    }
    #expect(throws: TimingError.self) {
      try driver("flip") { $0.container = ContainerSize(width: 320, height: .nan) }
    }
  }

  @Test func reverseDirectionOnlyWhenIdle() throws {
    var d = try driver("flip")
    #expect(d.reverseDirection() && d.isDismissal)
    #expect(layers(of: d, at: 0)["to"]!.rotationX == 90)
    _ = d.handle(pan(.began), at: 0)
    #expect(!d.reverseDirection() && d.isDismissal)
  }

  @Test func containerSizeChangesTheFlipsPercent() throws {
    var d = try driver("flip") { $0.container = ContainerSize(width: 768, height: 1024) }
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.changed, y: 256), at: 0.1)
    #expect(d.percent(at: 0.1) == 0.25)
    #expect(d.context.layers.perspectiveM34(of: d.context.from) == -1.0 / 1024)
  }

  @Test func velocityAndSpringModesComplete() throws {
    // Velocity mode: released at 0.75 moving down at 2 heights/s: 3 × 0.25 / 2 = 0.375 s.
    var v = try driver("flip") { $0.completion = .velocity }
    _ = v.handle(pan(.began), at: 0)
    let decision = try #require(v.handle(pan(.ended, y: 0.75 * 568, vy: 2 * 568), at: 1).decision)
    #expect(close(decision.duration, 0.375, 1e-12))
    #expect(v.advance(to: 1.375).completion == true)
    var s = try driver("flip") {
      $0.completion = .spring; $0.slowAnimationFactor = 2
    }
    _ = s.handle(pan(.began), at: 0)
    let sd = try #require(s.handle(pan(.ended, y: 0.75 * 568, vy: 568), at: 1).decision)
    // libadwaita's critically damped spring, ω = √1000, seeded with 1 / 0.25 = 4 in its 0 → 1 units:
    // x(t) = (1 + (ω − 4) t) e^(−ωt) falls monotonically and reaches 0.001 at t = 0.2877424 s
    // (bisection, Python); × slow factor 2 = 0.5754847 s.
    #expect(close(sd.duration, 0.5754847, 1e-6))
    #expect(s.advance(to: 1 + sd.duration).completion == true)
  }
}

@Suite struct SlowAnimationTests {
  @Test func slowingMidFlightKeepsThePercentAndStretchesTheRest() throws {
    // Finish from 0.5 at t = 0 over 0.5 s. At t = 0.25 (s = 0.5): 0.5 + 0.5 × eio(0.5) = 0.75.
    // Factor 4 from there: the remaining 0.25 s become 1 s, ending at 1.25; at 0.75 (s = 0.75):
    // 0.5 + 0.5 × eio(0.75) = 0.9354190345.
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    _ = d.handle(pan(.ended, y: 284), at: 0)
    #expect(close(d.percent(at: 0.25), 0.75, 1e-9))
    d.setSlowAnimationFactor(4, at: 0.25)
    #expect(close(d.percent(at: 0.25), 0.75, 1e-9))
    #expect(close(d.percent(at: 0.75), 0.5 + 0.5 * Reference.easeInEaseOut(0.75), 1e-6))
    #expect(d.advance(to: 1.24).isEmpty)
    #expect(d.advance(to: 1.25).completion == true)
    // The next completion is slow from the start: from 0.5, 0.5 s × 4 = 2 s.
    _ = d.handle(pan(.began), at: 2)
    #expect(close(try #require(d.handle(pan(.ended, y: 284), at: 2).decision).duration, 2, 1e-12))
    // Bad factors are ignored.
    d.setSlowAnimationFactor(0, at: 3)
    d.setSlowAnimationFactor(.nan, at: 3)
    #expect(d.configuration.slowAnimationFactor == 4)
  }

  @Test func slowingAKeyPlay() throws {
    // Pop plays 3 s from 0; at 1.5 (half) factor 2: the last 1.5 s take 3 s, ending at 4.5.
    var d = try driver("pop")
    _ = d.trigger(at: 0)
    d.setSlowAnimationFactor(2, at: 1.5)
    #expect(close(d.percent(at: 1.5), 0.5, 1e-12))
    #expect(close(d.percent(at: 3), 0.75, 1e-12))
    #expect(d.advance(to: 4.49).isEmpty)
    #expect(d.advance(to: 4.5).completion == true)
  }
}

@Suite struct RegrabContinuityTests {
  /// Every transition and completion mode: released somewhere, grabbed mid-completion; no
  /// presentation value differs between just before and just after the grab.
  @Test(arguments: BuiltInTransitions.names, CompletionAnimation.Mode.allCases)
  func noJumpOnGrab(name: String, mode: CompletionAnimation.Mode) throws {
    var d = try driver(name) { $0.completion = mode }
    let isPinch = descriptor(name).percentMapping == .pinch
    let travel = descriptor(name).fullTravelPoints
    let vertical = ["flip", "fade", "fade-3s"].contains(name)
    var grabs = 0
    for (i, release) in [0.3, 0.8].enumerated() {
      let t0 = 10.0 * Double(i + 1)
      let end =
        isPinch
        ? pinch(.ended, scale: 1 - release, velocity: -0.5)
        : vertical
          ? pan(.ended, y: release * travel, vy: 100) : pan(.ended, x: release * travel, vx: 100)
      _ = d.handle(isPinch ? pinch(.began, scale: 1) : pan(.began), at: t0 - 1)
      let decision = try #require(d.handle(end, at: t0).decision)
      guard decision.duration > 0.02 else { continue }
      let t = t0 + decision.duration / 3
      let before = layers(of: d, at: t)
      let grab = d.handle(isPinch ? pinch(.began, scale: 1) : pan(.began), at: t)
      grabs += 1
      #expect(grab.first.map { if case .regrabbed = $0 { return true } else { return false } } == true)
      #expect(layers(of: d, at: t) == before, "\(name) \(mode) at \(release)")
      _ = d.handle(isPinch ? pinch(.cancelled, scale: 1) : pan(.cancelled), at: t + 0.01)
      _ = d.advance(to: t + 100)
    }
    #expect(grabs == 2)
  }
}
