import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

/// With no sink, log or recorder (a `--speed max` replay without a log) frames are not built unless
/// `buildsUnreadFrames`: the same frames are counted at the same times and the completion ends as when
/// each frame is built; only the sampled frame is skipped.
@Suite("Frames nobody reads")
struct UnreadFramesTests {
  /// nil: the engine as made, nothing set.
  static func play(buildsUnreadFrames: Bool?) throws -> Engine {
    let descriptor = BuiltInTransitions.named("flip")!
    let binding = try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: nil)
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
    let loop = EmbeddedLoop(now: 0)
    let engine = try Engine(configuration: EngineConfiguration(slots: [slot], fps: 60), loop: loop)
    if let buildsUnreadFrames { engine.buildsUnreadFrames = buildsUnreadFrames }
    var events: [InputEvent] = [
      .device(DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 56, time: 0)),
      .gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: 1_000_000)),
    ]
    for i in 1...30 {
      var update = GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 1_000_000 + Int64(i) * 8_000)
      update.dx = 0
      update.dy = 5
      update.dxUnaccelerated = 0
      update.dyUnaccelerated = 4
      events.append(.gesture(update))
    }
    events.append(.gesture(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: 1_250_000)))
    engine.playToEnd(events, on: loop)
    return engine
  }

  @Test func sameFramesAndEndWithoutBuildingThem() throws {
    let built = try Self.play(buildsUnreadFrames: true)
    let counted = try Self.play(buildsUnreadFrames: nil)
    // Updates every 8 ms from 1.0 s to 1.24 s, the end at 1.25 s: each 60 fps grid point from
    // 1.0167 s to 1.25 s (k = 61…75) gets a frame, then the completion adds more.
    #expect(built.frameCount >= 15)
    #expect(counted.frameCount == built.frameCount)
    #expect(counted.frameStatistics == built.frameStatistics)
    #expect(counted.stopReason == .inputEnded && built.stopReason == .inputEnded)
    // The newest of the frames, each replacing the one before (numbered from 0).
    #expect(built.lastFrame?.seq == built.frameCount - 1)
    #expect(counted.lastFrame == nil)
  }
}
