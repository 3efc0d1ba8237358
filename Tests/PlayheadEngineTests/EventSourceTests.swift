import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadSession
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

/// A source of one's own (`Session.Input.source`) drives a session on the virtual clock as the
/// built-in inputs do: started once, its events received at their times, stopped once at the end.
@Suite("Event sources")
struct EventSourceTests {
  /// Delivers scripted events at their own times with one loop timer, as a program's source would.
  final class ScriptedSource: EventSource {
    let engine: Engine
    let events: [InputEvent]
    var onEnd: (() -> Void)?
    var delivered = 0
    var starts = 0
    var stops = 0
    private var timer: LoopTimer!

    init(engine: Engine, events: [InputEvent]) {
      self.engine = engine
      self.events = events
      timer = engine.loop.makeTimer { [unowned self] in self.deliverDue() }
    }

    func start() {
      starts += 1
      deliverDue()
    }

    func stop() {
      stops += 1
      timer.disarm()
    }

    private func deliverDue() {
      while delivered < events.count, events[delivered].time <= engine.loop.now {
        engine.receive(events[delivered], readTime: engine.loop.now)
        delivered += 1
      }
      if delivered < events.count { timer.arm(at: events[delivered].time) }
    }
  }

  @Test("a custom source plays a swipe on the virtual clock: a finish from 0.6, the log whole")
  func customSourceOnVirtualClock() throws {
    let logPath = NSTemporaryDirectory() + "playhead-source-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let descriptor = BuiltInTransitions.named("flip")!
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: 50),
      driver: TransitionConfiguration())
    let session = Session(
      configuration: EngineConfiguration(slots: [slot], fps: 60), log: try StateLog.open(logPath))
    // BEGIN at 1.000 s, three updates of 10 mm 10 ms apart, END at 1.040 s: 30 mm of 50 is 0.6.
    let events: [InputEvent] =
      [.device(DeviceEvent(phase: .added, name: "pad", widthMM: 100, heightMM: 56, time: 500_000))]
      + swipeDown(from: 1_000_000, steps: 3, mmPerStep: 10).map { .gesture($0) }
    var source: ScriptedSource?
    let reason = try session.play(
      .source { engine in
        let made = ScriptedSource(engine: engine, events: events)
        source = made
        return made
      })
    #expect(reason == .inputEnded)
    let played = try #require(source)
    #expect(played.starts == 1 && played.stops == 1)
    #expect(played.delivered == events.count)

    let text = try String(contentsOfFile: logPath, encoding: .utf8)
    let records = try text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    let decisions = records.filter { $0["type"] as? String == "decision" }
    #expect(decisions.count == 1)
    #expect(decisions.first?["outcome"] as? String == "finish")
    #expect(abs((decisions.first?["percent"] as? Double ?? -1) - 0.6) < 1e-6)
    // The completion ran to its end before the session returned: (1 − 0.6) × 1.0 s after the release.
    let complete = try #require(records.last { $0["type"] as? String == "complete" })
    #expect(complete["finished"] as? Bool == true)
    let tDecision = try #require(decisions.first?["t"] as? Double)
    let tComplete = try #require(complete["t"] as? Double)
    #expect(abs(tComplete - tDecision - 0.4) < 0.02)
  }
}
