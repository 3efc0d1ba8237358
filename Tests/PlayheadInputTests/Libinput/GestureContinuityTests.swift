import PlayheadEvents
import PlayheadInput
import Testing

/// A touchpad removed between BEGIN and END must still end its gesture, as cancelled.
@Suite struct GestureContinuityTests {
  let pad: UInt = 0x1000
  let other: UInt = 0x2000

  @Test func removalMidSwipeEndsItCancelledWithItsFingers() {
    var continuity = GestureContinuity()
    continuity.deviceAdded(pad)
    continuity.observe(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: 1_000), on: pad)
    continuity.observe(GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 2_000, dy: -3), on: pad)
    let end = continuity.deviceRemoved(pad, at: 5_000)
    #expect(end == GestureEvent(kind: .swipe, phase: .end, cancelled: true, fingers: 3, time: 5_000))
  }

  @Test func removalMidPinchKeepsTheLastScale() {
    var continuity = GestureContinuity()
    continuity.deviceAdded(pad)
    continuity.observe(
      GestureEvent(kind: .pinch, phase: .begin, fingers: 2, time: 10, scale: 1, angleDelta: 0), on: pad)
    continuity.observe(
      GestureEvent(kind: .pinch, phase: .update, fingers: 2, time: 20, scale: 1.4, angleDelta: 2), on: pad)
    let end = continuity.deviceRemoved(pad, at: 30)
    #expect(end?.scale == 1.4)
    #expect(end?.angleDelta == 0)
    #expect(end?.cancelled == true)
    #expect(end?.kind == .pinch)
  }

  @Test func removalAfterEndOrOfAnotherDeviceSynthesisesNothing() {
    var continuity = GestureContinuity()
    continuity.deviceAdded(pad)
    continuity.deviceAdded(other)
    continuity.observe(GestureEvent(kind: .hold, phase: .begin, fingers: 2, time: 10), on: pad)
    continuity.observe(GestureEvent(kind: .hold, phase: .end, fingers: 2, time: 20), on: pad)
    #expect(continuity.deviceRemoved(pad, at: 30) == nil)
    #expect(continuity.deviceRemoved(other, at: 30) == nil)
    // A device already removed is unknown: nothing to end twice.
    #expect(continuity.deviceRemoved(pad, at: 40) == nil)
  }

  @Test func theSynthesisedEndNeverGoesBackInTime() {
    var continuity = GestureContinuity()
    continuity.deviceAdded(pad)
    continuity.observe(GestureEvent(kind: .swipe, phase: .begin, fingers: 4, time: 9_000), on: pad)
    #expect(continuity.deviceRemoved(pad, at: 8_000)?.time == 9_000)
  }
}
