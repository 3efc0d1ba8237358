import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct SharedTypesTests {
  @Test func vectorLengthIsEuclidean() {
    // 3-4-5 triangle, worked by hand.
    #expect(Vector2(x: 3, y: -4).length == 5)
    #expect((Vector2(x: 1, y: 2) + Vector2(x: 2, y: 3)) * 2 == Vector2(x: 6, y: 10))
  }

  @Test func inputEventTimeIsTheWrappedEventsTime() {
    let swipe = GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 1_250)
    let device = DeviceEvent(phase: .removed, name: "pad", time: 9_000)
    #expect(InputEvent.gesture(swipe).time == 1_250)
    #expect(InputEvent.device(device).time == 9_000)
  }
}
