import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions
import Testing

/// Frames presented by a window (issue 23): the engine on an externally driven display link, its
/// log records held for the presentation feedback, and the latency stages to presentation.
@Suite("Presentation")
struct PresentationTests {
  static let refresh: Int64 = 16_000
  static let delay: Int64 = 1_000

  final class Run {
    let loop = EmbeddedLoop(now: 0)
    let display: VirtualDisplay
    let engine: Engine
    let recorder = LatencyRecorder(configuration: .init(framePeriodNanoseconds: 16_000_000))
    let logPath = NSTemporaryDirectory() + "playhead-presentation-\(UUID().uuidString).jsonl"
    /// Commits every frame to the virtual display.
    var displaySink: FrameHandler!

    init(awaitsPresentation: Bool, discard: Set<Int> = []) throws {
      display = VirtualDisplay(loop: loop, refresh: PresentationTests.refresh, delay: PresentationTests.delay)
      display.discard = discard
      let descriptor = BuiltInTransitions.named("flip")!
      let binding = try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: nil)
      let slot = EngineConfiguration.Slot(
        descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
      var configuration = EngineConfiguration(slots: [slot], fps: 60)
      configuration.awaitsPresentation = awaitsPresentation
      engine = try Engine(
        configuration: configuration, loop: loop, log: try StateLog.open(logPath), recorder: recorder,
        displayLink: display.link)
      display.engine = engine
      displaySink = FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
        self.display.commit(frame)
        return 0
      }
      engine.add(displaySink)
    }

    deinit { try? FileManager.default.removeItem(atPath: logPath) }

    func play(_ events: [GestureEvent]) {
      engine.playToEnd(events.map { .gesture($0) }, on: loop)
    }

    func lines() throws -> [String] {
      try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func records() throws -> [[String: Any]] {
      try lines().map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }
  }

  /// A flip presented: a swipe down of 12 steps of 2 mm, 10 ms apart, from 0.1 s.
  static let swipe = swipeDown(from: 100_000, steps: 12, mmPerStep: 2)

  @Test("each frame record carries its presentation: target + delay, the flags; the rest is as without")
  func recordsCarryPresentation() throws {
    let held = try Run(awaitsPresentation: true)
    held.play(Self.swipe)
    let plain = try Run(awaitsPresentation: false)
    plain.play(Self.swipe)
    let records = try held.records()
    let frames = records.filter { $0["type"] as? String == "frame" }
    #expect(frames.count == held.display.committed.count && frames.count > 10)
    for frame in frames {
      let t = Int64(((frame["t"] as! Double) * 1_000_000).rounded())
      // Built at a refresh for the next one (t), presented `delay` after it.
      #expect(frame["presented"] as? Int64 == t + Self.delay)
      // Built and committed on the virtual clock at the refresh the tick answered, one before its target.
      #expect(frame["built"] as? Int64 == t - Self.refresh)
      #expect(frame["committed"] as? Int64 == t - Self.refresh)
      #expect(frame["presentFlags"] as? [String] == ["vsync", "hwClock"])
      #expect(frame["discarded"] == nil)
      #expect(Int64(frame["t"] as! Double * 1e6 + 0.5) % Self.refresh == 0)
    }
    // Taking the four keys away leaves exactly the log written without awaiting presentation: same
    // records, same order.
    let stripped = try held.lines().map {
      $0.replacingOccurrences(
        of: #",\"built\":[0-9]+,\"committed\":[0-9]+,\"presented\":[0-9]+,\"presentFlags\":\[[^\]]*\]"#,
        with: "", options: .regularExpression)
    }
    #expect(stripped == (try plain.lines()))
    #expect(!(try plain.lines()).contains { $0.contains("presented") })
    #expect(held.engine.log?.heldRecords == 0)
  }

  @Test("a discarded frame is marked, and the records after it keep their order")
  func discardedFramesAreMarked() throws {
    let run = try Run(awaitsPresentation: true, discard: [2, 5])
    run.play(Self.swipe)
    let frames = try run.records().filter { $0["type"] as? String == "frame" }
    for frame in frames {
      let seq = frame["seq"] as! Int
      if seq == 2 || seq == 5 {
        #expect(frame["discarded"] as? Bool == true)
        #expect(frame["presented"] == nil)
      } else {
        #expect(frame["presented"] != nil)
      }
    }
    #expect(frames.map { $0["seq"] as! Int } == Array(0..<frames.count))
  }

  @Test("frames still held when the engine stops are written without presentation keys, in order")
  func stopWritesHeldRecords() throws {
    let run = try Run(awaitsPresentation: true)
    // No feedback ever comes: the frames stay held until the stop.
    run.engine.remove(run.displaySink)
    run.play(Self.swipe)
    let records = try run.records()
    let frames = records.filter { $0["type"] as? String == "frame" }
    #expect(frames.count > 10)
    #expect(frames.allSatisfy { $0["presented"] == nil && $0["discarded"] == nil })
    #expect(frames.map { $0["seq"] as! Int } == Array(0..<frames.count))
    // The gesture records stay where they were made: the first comes before the first frame.
    #expect(records.first?["type"] as? String == "gesture")
  }

  @Test("framePresented hands back the commit time the engine's ledger holds, the one keeper of it")
  func commitTimeHandedBack() throws {
    let run = try Run(awaitsPresentation: true, discard: [3])
    run.play(Self.swipe)
    // The virtual display commits each frame at the refresh it was drawn at, its target less a
    // refresh (the callback at V draws for V + refresh), and frameCommitted gets that time.
    let handed = run.display.handedBack
    #expect(handed.count == run.display.committed.count - 1)  // frame 3 was discarded
    let targets = Dictionary(uniqueKeysWithValues: run.display.committed.map { ($0.seq, $0.target) })
    for (seq, committed) in handed {
      #expect(committed == targets[seq].map { $0 - Self.refresh }, "frame \(seq)")
    }
  }

  @Test("the stages to presentation equal the hand-worked values")
  func stagesToPresentation() throws {
    let run = try Run(awaitsPresentation: true, discard: [3])
    run.play(Self.swipe)
    let r = PresentationTests.refresh
    let d = PresentationTests.delay
    // commit → presented: committed at the callback V, presented at V + refresh + delay.
    let commit = run.recorder.summary(.commitToPresented)
    #expect(commit.count == UInt64(run.display.committed.count - 1))
    #expect(abs(commit.p50 - Double(r + d)) <= Double(r + d) * 0.001)
    #expect(abs(commit.max - Double(r + d)) <= Double(r + d) * 0.001)
    // built → committed: both at the callback on the virtual clock.
    #expect(run.recorder.summary(.buildToCommit).max == 0)
    // Missed refreshes: round(interval / refresh) − 1 summed over the presented frames.
    let presented = run.display.committed.filter { $0.seq != 3 }.map(\.target)
    var missed = 0
    for i in 1..<presented.count {
      missed += Int((Double(presented[i] - presented[i - 1]) / Double(r)).rounded()) - 1
    }
    #expect(missed >= 1)  // the discarded frame leaves a hole of one refresh at least
    #expect(run.recorder.missedRefreshes == missed)
    #expect(run.recorder.summary(.presentedInterval).count == UInt64(presented.count - 1))
    // event → presented: an event at e is first drawn at the first refresh V after it, for V + refresh,
    // and presented at V + refresh + delay; when that frame is discarded, by the next frame presented
    // (the gesture records give the events that changed state).
    let events = try run.records().filter { $0["type"] as? String == "gesture" }.map {
      Int64((($0["t"] as! Double) * 1_000_000).rounded())
    }
    let expected = Set(events).sorted().map { e in
      let firstRefresh = (e / r + 1) * r
      return presented.first { $0 - r >= firstRefresh }! + d - e
    }
    // The discarded frame (seq 3) showed an event first: its figure is a refresh longer.
    let discardedTarget = run.display.committed.first { $0.seq == 3 }!.target
    #expect(events.contains { ($0 / r + 1) * r + r == discardedTarget })
    let stage = run.recorder.summary(.eventToPresented)
    #expect(stage.count == UInt64(expected.count))
    #expect(abs(stage.max - Double(expected.max()!)) <= Double(expected.max()!) * 0.001)
    #expect(abs(stage.p50 - Double(expected.sorted()[(expected.count - 1) / 2])) <= 40)
    #expect(run.recorder.framesPresented == presented.count && run.recorder.framesDiscarded == 1)
  }

  @Test("idle: no frame callback is asked for before input or after everything came to rest")
  func idleRequestsNoTicks() throws {
    let run = try Run(awaitsPresentation: true)
    run.loop.advanceTime(to: 90_000)
    #expect(run.display.requests == 0)
    #expect(run.loop.nextDeadline == nil)
    for event in Self.swipe {
      run.loop.advanceTime(to: event.time)
      run.engine.receive(.gesture(event), readTime: event.time)
    }
    #expect(run.loop.runUntilIdle())
    let requests = run.display.requests
    let frames = run.engine.frameCount
    #expect(run.engine.isIdle && !run.display.link.wantsFrame)
    run.loop.advanceTime(by: 5_000_000)
    #expect(run.display.requests == requests && run.engine.frameCount == frames)
    #expect(run.display.link.statistics.spuriousTicks == 0)
  }

  @Test("frames for a refresh ahead do not move the transition's clock ahead of the events")
  func eventsKeepTheirTimes() throws {
    let run = try Run(awaitsPresentation: true)
    var times: [Double] = []
    run.engine.onRelease = { _, track, _ in
      times = (0..<track.samples.count).map { track.samples[$0].time }
    }
    run.play(Self.swipe)
    // The release policies see each event at its own time (began at the first update), not at the
    // target time of a frame drawn before it.
    let gestureTimes = try run.records().filter { $0["type"] as? String == "gesture" }.map {
      ($0["t"] as! Double)
    }
    #expect(!times.isEmpty)
    #expect(times == Array(gestureTimes.prefix(times.count)))
  }

  @Test("the HUD's latency figure becomes event → presented once frames are presented")
  func hudFigureIsEventToPresented() throws {
    let run = try Run(awaitsPresentation: true)
    var metrics: [LatencyMetric] = []
    run.engine.remove(run.displaySink)
    run.engine.add(
      FrameHandler { [unowned run] (frame: Frame) throws(OutputError) -> Int in
        run.display.commit(frame)
        metrics.append(frame.latencyMetric)
        return 0
      })
    run.play(Self.swipe)
    #expect(metrics.first == .eventToFrame)
    #expect(metrics.last == .eventToPresented)
  }
}
