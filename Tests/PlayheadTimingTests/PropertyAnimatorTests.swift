import Testing

@testable import PlayheadTiming

@Suite struct PropertyAnimatorTests {
  let e = { (x: Double) in Reference.bezier(0.42, 0, 0.58, 1, at: x) }

  @Test func runsAlongItsCurveAndCompletesOnce() throws {
    var a = try PropertyAnimator(duration: 1)
    var log: [String] = []
    a.addCompletion { log.append("first \($0)") }
    a.addCompletion { log.append("second \($0)") }
    #expect(a.state == .inactive)
    try a.startAnimation(at: 10)
    #expect(a.state == .active && a.isRunning)
    #expect(abs(a.fractionComplete(at: 10.25) - 0.25) < 1e-12)
    #expect(abs(a.progress(at: 10.25) - e(0.25)) < 1e-7)
    #expect(abs(a.progress(at: 10.5) - 0.5) < 1e-9)  // E(0.5) = 0.5 by symmetry
    #expect(abs(a.value(from: 100, to: 200, at: 10.5) - 150) < 1e-7)
    #expect(a.advance(to: 10.9) == nil)
    #expect(a.advance(to: 11) == .end)
    #expect(a.advance(to: 12) == nil)
    #expect(log == ["first end", "second end"])
    #expect(a.state == .inactive && a.progress(at: 12) == 1)
  }

  @Test func scrubbingLinearlyOrAlongTheCurve() throws {
    var a = try PropertyAnimator(duration: 2)
    try a.pauseAnimation(at: 0)
    try a.setFractionComplete(0.3)
    #expect(a.progress(at: 5) == 0.3 && a.fractionComplete(at: 5) == 0.3)
    a.scrubsLinearly = false
    try a.setFractionComplete(0.3)
    #expect(abs(a.progress(at: 5) - e(0.3)) < 1e-7)
    #expect(throws: TimingError.self) { try a.setFractionComplete(.nan) }
  }

  @Test func nonFiniteTimesCannotStallTheAnimator() throws {
    // A NaN pause time used to be kept as the pause instant; resuming at 5 then shifted the segment
    // by 5 − NaN and the animator never reached its end. Every time-taking call now refuses it.
    var a = try PropertyAnimator(duration: 1)
    try a.startAnimation(at: 0)
    #expect(throws: TimingError.self) { try a.pauseAnimation(at: .nan) }
    #expect(throws: TimingError.self) { try a.stopAnimation(withoutFinishing: false, at: .infinity) }
    a.setReversed(true, at: .nan)  // ignored while running
    #expect(!a.isReversed && a.isRunning)
    // Still on its original segment, 1 s from 0 along easeInEaseOut: E(0.5) = 0.5.
    #expect(abs(a.progress(at: 0.5) - 0.5) < 1e-9)
    try a.pauseAnimation(at: 0.5)
    #expect(throws: TimingError.self) { try a.continueAnimation(timing: nil, durationFactor: 0, at: .nan) }
    // Paused from 0.5 to 5: the segment shifts by 4.5 s and ends at 5.5.
    try a.startAnimation(at: 5)
    #expect(a.advance(to: 5.49) == nil)
    #expect(a.advance(to: 5.5) == .end)
  }

  @Test func reversingMapsFractionToItsComplement() throws {
    var a = try PropertyAnimator(duration: 1)
    try a.setFractionComplete(0.7)
    #expect(a.state == .active)
    a.setReversed(true, at: 0)
    #expect(a.isReversed)
    #expect(abs(a.fractionComplete(at: 0) - 0.3) < 1e-12)
    // Continue with the remaining time (factor 0): τ = 0.7 back to 0 takes 0.7 s; shown progress goes
    // from 0.7 to 0 along easeInEaseOut: halfway (0.35 s) 0.7 · (1 − E(0.5)) = 0.35.
    var positions: [AnimatingPosition] = []
    a.addCompletion { positions.append($0) }
    try a.continueAnimation(timing: nil, durationFactor: 0, at: 1)
    #expect(abs(a.progress(at: 1.35) - 0.35) < 1e-9)
    #expect(a.advance(to: 1.7) == .start)
    #expect(positions == [.start])
  }

  @Test func continueWithNewTimingAndFactor() throws {
    var a = try PropertyAnimator(duration: 1)
    try a.setFractionComplete(0.6)
    // Factor 2: the rest takes 2 s along linear: at +1 s the shown progress is 0.6 + 0.4·½ = 0.8.
    try a.continueAnimation(timing: .cubic(.linear), durationFactor: 2, at: 0)
    #expect(abs(a.progress(at: 1) - 0.8) < 1e-12)
    #expect(a.advance(to: 1.99) == nil)
    #expect(a.advance(to: 2) == .end)
  }

  @Test func pauseAndResumeKeepTheOriginalCurve() throws {
    var a = try PropertyAnimator(duration: 1)
    try a.startAnimation(at: 0)
    try a.pauseAnimation(at: 0.3)
    let shown = a.progress(at: 0.3)
    #expect(abs(shown - e(0.3)) < 1e-7)
    #expect(a.progress(at: 50) == shown)
    try a.startAnimation(at: 5)
    // 5 s later the original curve goes on: at 5.2 it shows E(0.5).
    #expect(abs(a.progress(at: 5.2) - 0.5) < 1e-9)
    #expect(a.advance(to: 5.7) == .end)
  }

  @Test func startAfterDelay() throws {
    var a = try PropertyAnimator(duration: 1, curve: .cubic(.linear))
    try a.startAnimation(at: 2, afterDelay: 0.5)
    // Nothing moves until 2.5; then linear: at 3.0 half-way, done at 3.5.
    #expect(a.progress(at: 2.4) == 0 && a.progress(at: 3) == 0.5)
    #expect(a.advance(to: 3.4) == nil && a.advance(to: 3.5) == .end)
    var b = try PropertyAnimator(duration: 1)
    #expect(throws: TimingError.self) { try b.startAnimation(at: 0, afterDelay: -1) }
    #expect(throws: TimingError.self) { try b.startAnimation(at: .nan) }
  }

  @Test func pausesOnCompletion() throws {
    var a = try PropertyAnimator(duration: 1)
    a.pausesOnCompletion = true
    var count = 0
    a.addCompletion { _ in count += 1 }
    try a.startAnimation(at: 0)
    #expect(a.advance(to: 1) == nil)
    #expect(a.state == .active && !a.isRunning && a.progress(at: 3) == 1 && count == 0)
    a.setReversed(true, at: 3)
    try a.startAnimation(at: 3)
    #expect(a.advance(to: 3.5) == nil)
    a.pausesOnCompletion = false
    #expect(a.advance(to: 4) == .start)
    #expect(count == 1)
  }

  @Test func stopAndFinish() throws {
    var a = try PropertyAnimator(duration: 1, curve: .cubic(.linear))
    var positions: [AnimatingPosition] = []
    a.addCompletion { positions.append($0) }
    try a.startAnimation(at: 0)
    try a.stopAnimation(withoutFinishing: false, at: 0.4)
    #expect(a.state == .stopped && !a.isRunning)
    #expect(throws: TimingError.self) { try a.startAnimation(at: 1) }
    #expect(try a.finishAnimation(at: .current) == .current)
    #expect(positions == [.current] && a.state == .inactive)
    #expect(abs(a.progress(at: 9) - 0.4) < 1e-12)
    #expect(throws: TimingError.self) { try a.finishAnimation(at: .end) }

    var b = try PropertyAnimator(duration: 1)
    var called = false
    b.addCompletion { _ in called = true }
    try b.startAnimation(at: 0)
    try b.stopAnimation(withoutFinishing: true, at: 0.5)
    #expect(b.state == .inactive && !called)
    #expect(throws: TimingError.self) { try b.stopAnimation(withoutFinishing: true, at: 1) }
  }

  @Test func springCurveAndBadInput() throws {
    var a = try PropertyAnimator(duration: 1, curve: .spring(.caDefault))
    try a.startAnimation(at: 0)
    // The spring is sampled at real time: progress(0.3) = CA default spring at 0.3 s.
    #expect(abs(a.progress(at: 0.3) - Spring.caDefault.value(at: 0.3)) < 1e-12)
    #expect(a.advance(to: 1) == .end && a.progress(at: 2) == 1)
    #expect(throws: TimingError.self) { try PropertyAnimator(duration: -1) }
    #expect(throws: TimingError.self) { try PropertyAnimator(duration: .nan) }
    var zero = try PropertyAnimator(duration: 0)
    try zero.startAnimation(at: 0)
    #expect(zero.advance(to: 0) == .end)
    #expect(throws: TimingError.self) { try zero.continueAnimation(timing: nil, durationFactor: 1, at: 0) }
  }
}

@Suite struct PropertyAnimatorAnimationsTests {
  @Test func tracksMoveLayerProperties() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(positionX: 0, scaleX: 1))
    var a = try PropertyAnimator(duration: 1, curve: .cubic(.linear))
    try a.addAnimations(to: &tree) { t in
      t[card, .positionX] = 100
      t[card, .scaleX] = 0.5
    }
    #expect(a.tracks.count == 2 && tree[card, .positionX] == 100)
    try a.startAnimation(at: 0)
    var buffer = tree.makePresentationBuffer()
    tree.presentation(at: 0.25, into: &buffer)
    a.apply(at: 0.25, to: &buffer)
    // Linear: a quarter of the way: x = 25, scale = 1 − 0.5·¼ = 0.875.
    #expect(buffer[card.index].positionX == 25 && buffer[card.index].scaleX == 0.875)
    // Stop at 0.4 and finish where it is: the model holds the current values.
    try a.stopAnimation(withoutFinishing: false, at: 0.4)
    let position = try a.finishAnimation(at: .current)
    a.settle(&tree, at: position, time: 0.4)
    #expect(abs(tree[card, .positionX] - 40) < 1e-12)
    a.settle(&tree, at: .start, time: 0)
    #expect(tree[card, .positionX] == 0 && tree[card, .scaleX] == 1)
  }

  @Test func badValuesLeaveTheTreeAlone() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    var a = try PropertyAnimator(duration: 1)
    #expect(throws: TimingError.self) { try a.addAnimations(to: &tree) { $0[card, .opacity] = .infinity } }
    #expect(tree[card, .opacity] == 1 && a.tracks.isEmpty)
  }
}
