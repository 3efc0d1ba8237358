import PlayheadEngine
import PlayheadEvents
import SystemPackage
import Testing

/// The engine's frame sinks: each frame goes to every sink in the order they were added, then to the
/// log; a sink that throws stops the engine.
@Suite("Frame sinks")
struct FrameSinkTests {
  /// A 3-finger swipe up, 30 updates 8 ms apart, released at 1.25 s (it finishes).
  static let swipe: [InputEvent] = {
    var events: [InputEvent] = [
      .device(DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 56, time: 0)),
      .gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: 1_000_000)),
    ]
    for i in 1...30 {
      var update = GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: 1_000_000 + Int64(i) * 8_000)
      update.dy = 5
      update.dyUnaccelerated = 4
      events.append(.gesture(update))
    }
    events.append(.gesture(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: 1_250_000)))
    return events
  }()

  @Test("two sinks see every frame, in the order added, with the log's seq numbers")
  func everySinkEveryFrameBesideTheLog() throws {
    let h = try EngineHarness()
    var seen: [(sink: String, seq: Int)] = []
    h.engine.add(
      FrameHandler { (frame: Frame) throws(OutputError) -> Int in
        seen.append(("first", frame.seq))
        return 0
      })
    h.engine.add(
      FrameHandler { (frame: Frame) throws(OutputError) -> Int in
        seen.append(("second", frame.seq))
        return 0
      })
    h.engine.playToEnd(Self.swipe, on: h.loop)
    #expect(h.engine.stopReason == .inputEnded)
    let logged = try h.records().filter { $0["type"] as? String == "frame" }.map { $0["seq"] as! Int }
    // The log numbers its frames 0, 1, 2, …; each sink saw each of them, first before second.
    #expect(logged.count > 10)
    #expect(logged == Array(0..<logged.count))
    #expect(seen.map(\.sink) == Array(repeating: ["first", "second"], count: logged.count).flatMap { $0 })
    #expect(seen.filter { $0.sink == "second" }.map(\.seq) == logged)
    // The harness's own sink, added first of all, saw the same frames.
    #expect(h.frames.map(\.seq) == logged)
  }

  @Test("a sink that throws stops the engine with outputFailed; the sinks after it miss that frame")
  func throwingSinkStops() throws {
    let h = try EngineHarness()
    let failure = OutputError.failed(name: "test sink", errno: .ioError)
    var shown = 0
    var after = 0
    h.engine.add(
      FrameHandler { (frame: Frame) throws(OutputError) -> Int in
        shown += 1
        if shown == 3 { throw failure }
        return 0
      })
    h.engine.add(
      FrameHandler { (frame: Frame) throws(OutputError) -> Int in
        after += 1
        return 0
      })
    h.engine.playToEnd(Self.swipe, on: h.loop)
    #expect(h.engine.stopReason == .outputFailed(failure))
    #expect(shown == 3)
    #expect(after == 2)
    // The engine stopped before logging the third frame.
    let logged = try h.records().filter { $0["type"] as? String == "frame" }
    #expect(logged.count == 2)
  }

  @Test("a removed sink sees no more frames; a sink alone makes the engine build frames")
  func removeAndBuild() throws {
    let h = try EngineHarness()
    var count = 0
    let sink = FrameHandler { (frame: Frame) throws(OutputError) -> Int in
      count += 1
      return 0
    }
    h.engine.add(sink)
    h.engine.remove(sink)
    h.engine.playToEnd(Self.swipe, on: h.loop)
    #expect(count == 0)
    #expect(h.frames.count > 10)

    // No log and no recorder: only the sink reads frames, so they are built for it.
    let loop = EmbeddedLoop(now: 0)
    let engine = try Engine(configuration: h.engine.configuration, loop: loop)
    engine.add(sink)
    engine.playToEnd(Self.swipe, on: loop)
    #expect(count == h.frames.count)
    #expect(engine.lastFrame != nil)
  }
}
