import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions
import Testing

/// p pauses a completion and a second p resumes it, also after the replay's input has ended: a
/// paused completion is not at rest, so the feeder must not take the pause for the end of the run
/// (it stopped the engine, and the second p found nothing to resume). Expected values from
/// EngineTests' rule: with `--distance 50` three 10 mm steps are 0.6, a finish takes (1 − 0.6) × 1 s.
@Suite("Engine: pause and resume")
struct PauseTests {
  @Test("p after the input ended pauses the completion for 10 s; a second p finishes it 10 s late")
  func secondPResumesAfterTheInputEnded() throws {
    let h = try EngineHarness(distanceMM: 50)
    let events: [InputEvent] =
      [.device(EngineTests.added)] + swipeDown(from: 1_000_000, steps: 3, mmPerStep: 10).map { .gesture($0) }
    let feeder = EventFeeder(.events(events), loop: h.loop, engine: h.engine)
    feeder.start()
    // The END is at 1.04 s: by 1.2 s every event is delivered and the finish is under way.
    h.loop.advanceTime(to: 1_200_000)
    let before = try #require(h.frames.last)
    #expect(before.phase == .finishing && before.percent > 0.6 && before.percent < 1)

    h.engine.handle(try #require(EngineCommand(key: UInt8(ascii: "p"))))
    h.loop.advanceTime(by: 10_000_000)
    #expect(h.engine.stopReason == nil, "the pause was taken for the end of the input")
    let paused = try #require(h.frames.last)
    #expect(paused.phase == .finishing)
    let pausedFrames = h.frames.filter { $0.time > 1_200_000 }
    #expect(pausedFrames.allSatisfy { $0.percent == paused.percent })

    h.engine.handle(try #require(EngineCommand(key: UInt8(ascii: "p"))))
    h.loop.advanceTime(by: 10_000_000)
    let records = try h.records()
    let decision = try #require(records.first { $0["type"] as? String == "decision" })
    let complete = try #require(records.first { $0["type"] as? String == "complete" })
    #expect(complete["finished"] as? Bool == true)
    // 0.4 s of completion plus the 10 s it stood still, to within a frame.
    let tDecision = try #require(decision["t"] as? Double)
    let tComplete = try #require(complete["t"] as? Double)
    #expect(tComplete >= tDecision + 10.4 - 1e-6 && tComplete <= tDecision + 10.4 + 1.0 / 60 + 1e-6)
    #expect(h.frames.last?.phase == .idle)
    // At rest with the input over: now the replay ends.
    #expect(h.engine.stopReason == .inputEnded)
  }

  @Test("a pinch (pop's gesture) while flip's finish is paused does not take the keys: p resumes flip")
  func pausedCompletionKeepsTheKeys() throws {
    let h = try EngineHarness(distanceMM: 50, extra: ["pop"])
    h.feed(EngineTests.added)
    for event in swipeDown(from: 1_000_000, steps: 3, mmPerStep: 10) { h.feed(event) }
    h.loop.advanceTime(to: 1_200_000)
    #expect(h.frames.last?.phase == .finishing)
    h.engine.handle(try #require(EngineCommand(key: UInt8(ascii: "p"))))
    // Pop's pinch while flip stands paused: flip is not at rest, so the pinch does not make pop active.
    let t0: Instant = 2_000_000
    h.feed(GestureEvent(kind: .pinch, phase: .begin, fingers: 2, time: t0, scale: 1))
    for i in 1...5 {
      h.feed(
        GestureEvent(
          kind: .pinch, phase: .update, fingers: 2, time: t0 + Int64(i) * 10_000, scale: 1 - 0.1 * Double(i),
          angleDelta: 0))
    }
    h.feed(GestureEvent(kind: .pinch, phase: .end, fingers: 2, time: t0 + 60_000, scale: 0.5))
    h.loop.advanceTime(to: 3_000_000)
    h.engine.handle(try #require(EngineCommand(key: UInt8(ascii: "p"))))
    h.loop.advanceTime(by: 5_000_000)
    let records = try h.records()
    let completes = records.filter { $0["type"] as? String == "complete" }
    // Flip's finish, resumed 1.8 s late: one complete, flip's, finished.
    #expect(completes.count == 1)
    #expect(
      completes.first?["transition"] as? String == "flip" && completes.first?["finished"] as? Bool == true)
    #expect(!records.contains { $0["type"] as? String == "frame" && $0["transition"] as? String == "pop" })
  }
}
