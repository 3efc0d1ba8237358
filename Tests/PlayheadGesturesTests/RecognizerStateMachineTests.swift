import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct RecognizerStateMachineTests {
  typealias M = RecognizerStateMachine

  @Test func aPanLifeCycleFollowsUIKit() {
    // possible → (BEGIN) tracking → (update inside dead zone) tracking → (update past it) began →
    // changed → ended → (next BEGIN) possible again, then tracking.
    var m = M()
    #expect(m.handle(.begin(recognized: false)) == .startTracking)
    #expect(m.state == .tracking && m.publicState == .possible)
    #expect(m.handle(.update(passedThreshold: false)) == .none)
    #expect(m.handle(.update(passedThreshold: true)) == .report(.began))
    #expect(m.handle(.update(passedThreshold: true)) == .report(.changed))
    #expect(m.handle(.end) == .report(.ended))
    #expect(m.publicState == .ended)
    #expect(m.handle(.begin(recognized: false)) == .startTracking)
    #expect(m.lastTransition?.from == .ended && m.lastTransition?.to == .tracking)
  }

  @Test func aGestureNeverRecognizedFails() {
    var m = M()
    _ = m.handle(.begin(recognized: false))
    #expect(m.handle(.end) == .report(.failed))
    #expect(m.publicState == .failed)
  }

  @Test func aCancelledEndOpensTheFingerChangeWindow() {
    var m = M()
    _ = m.handle(.begin(recognized: false))
    _ = m.handle(.update(passedThreshold: true))
    #expect(m.handle(.endCancelled(resumeDeadline: 5_000)) == .none)
    #expect(m.state == .suspended(deadline: 5_000))
    #expect(m.publicState == .changed, "the window is invisible: the gesture still reads changed")
    #expect(m.handle(.begin(recognized: false)) == .resume)
    #expect(m.publicState == .changed)
    #expect(m.handle(.endCancelled(resumeDeadline: 9_000)) == .none)
    #expect(m.handle(.gapExpired) == .report(.cancelled))
  }

  @Test func aCancelledEndWithoutWindowCancelsAtOnce() {
    var m = M()
    _ = m.handle(.begin(recognized: false))
    _ = m.handle(.update(passedThreshold: true))
    #expect(m.handle(.endCancelled(resumeDeadline: nil)) == .report(.cancelled))
  }

  @Test func holdsAreRecognizedAtBegin() {
    var m = M()
    #expect(m.handle(.begin(recognized: true)) == .startTrackingAndReport(.began))
    #expect(m.handle(.endCancelled(resumeDeadline: nil)) == .report(.cancelled))
  }

  @Test func beginWithoutEndCancelsTheOldGesture() {
    var m = M()
    _ = m.handle(.begin(recognized: false))
    _ = m.handle(.update(passedThreshold: true))
    #expect(m.handle(.begin(recognized: false)) == .reportThenStartTracking(.cancelled))
    #expect(m.state == .tracking)
  }

  @Test func deviceRemovalCancelsAnActiveGestureAndFailsAnUnrecognizedOne() {
    var active = M()
    _ = active.handle(.begin(recognized: false))
    _ = active.handle(.update(passedThreshold: true))
    #expect(active.handle(.deviceRemoved) == .report(.cancelled))
    var pending = M()
    _ = pending.handle(.begin(recognized: false))
    #expect(pending.handle(.deviceRemoved) == .report(.failed))
    var idle = M()
    #expect(idle.handle(.deviceRemoved) == .none)
  }

  @Test func strayEventsInPossibleChangeNothing() {
    for event: M.Event in [
      .update(passedThreshold: true), .end, .endCancelled(resumeDeadline: 1), .gapExpired,
    ] {
      var m = M()
      #expect(m.handle(event) == .none)
      #expect(m.state == .possible)
    }
  }

  @Test func transitionsReadAsLogLines() {
    var m = M()
    _ = m.handle(.begin(recognized: false))
    #expect(m.lastTransition?.description == "possible --begin(recognized: false)--> tracking")
  }
}
