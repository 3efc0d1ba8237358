import Dispatch
import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadHUD
import PlayheadSession
import PlayheadSystem
import PlayheadTransitions

/// In-process measurements: throughput on a virtual clock, engine cost per event, a replay at its
/// recorded pace on the real Dispatch loop, idle wake-ups, allocations.
extension BenchRun {
  /// The HUD size frames are rendered at when they go to /dev/null.
  static let hudSize = (columns: 100, rows: 40)

  /// Everything measurable from a list of events: throughput, engine cost, allocations, and (unless
  /// `--speed max`) a run at the recorded pace with latency, idle wake-ups and CPU.
  func measureEvents(_ events: [InputEvent], title: String, policy: FrameClock.Policy) throws -> BenchReport {
    guard !events.isEmpty else { throw BenchError.noEvents("\(title): no events to measure") }
    let setup = try engineConfiguration(policy: policy, source: title)
    var report = BenchReport(title: self.title(title, policy: policy))
    let gestureCount = events.filter { if case .gesture = $0 { return true } else { return false } }.count

    let plain = try throughput(events, setup: setup, hud: false)
    report.eventsPerSecond = plain.eventsPerSecond
    report.appendExtra("throughput_frames_per_pass", plain.framesPerPass)
    let withHUD = try throughput(events, setup: setup, hud: true)
    report.appendExtra("events_per_second_hud_dev_null", withHUD.eventsPerSecond)

    let cost = try engineCost(events)
    report.engineCost = cost.summary
    report.appendExtra("engine_cost_clock_overhead_ns", cost.clockOverheadNanoseconds)
    for (name, summary) in cost.parts {
      report.appendExtra("engine_cost.\(name) p50/p99 µs", summary.p50, summary.p99)
    }

    if configuration.allocations {
      switch allocationsPerEvent() {
      case .success(let counts):
        report.allocationsPerEvent = counts.pure
        report.appendExtra("allocations_per_event_engine_no_hud", counts.engine)
        let parts = counts.parts
        report.appendExtra(
          "allocations_per_event recognize/interact/sample", parts.recognize, parts.interact, parts.sample)
      case .failure(let why):
        report.notes.append("allocations_per_event not measured: \(why)")
      }
    } else {
      report.notes.append("allocations_per_event not measured (--no-allocations)")
    }

    switch configuration.speed {
    case .max:
      // Virtual time: no latency exists; the frame figures come from the HUD run on the real clock.
      report.frameBytes = withHUD.recorder.summary(.frameBytes)
      report.latency[.frameBuild] = withHUD.recorder.summary(.frameBuild)
      report.frameOutput = withHUD.recorder.summary(.frameOutput)
      report.distributions += [LatencyMetric.frameBuild, .frameOutput].map {
        ($0.rawValue, withHUD.recorder.histogram($0))
      }
      report.extras.append(("events_per_pass", String(events.count)))
      report.extras.append(("events_fed", String(plain.events)))
      report.notes.append(
        "--speed max runs on a virtual clock: latency figures need the recorded pace (--speed 1)")
    case .factor(let factor):
      let timed = try runTimed(events, setup: setup, speed: factor)
      report.take(from: timed.recorder)
      report.missedFrames = timed.missedFrames
      report.idleWakeupsPerSecond = timed.idle?.timerWakeupsPerSecond
      report.extras.append(("events", String(gestureCount)))
      report.extras.append(("frames", String(timed.recorder.framesWritten)))
      report.appendExtra("events_per_frame_p50", timed.recorder.summary(.eventsPerFrame).p50)
      report.appendExtra("cpu_ms_per_second_during_input", timed.cpuMillisecondsPerSecond)
      if let idle = timed.idle {
        report.appendExtra("idle_context_switches_per_second", idle.contextSwitchesPerSecond)
      }
      if timed.recorder.lostEvents > 0 {
        report.notes.append("\(timed.recorder.lostEvents) events left the pending ring")
      }
      if let note = BenchConsumer.negativeIntervalsNote(timed.recorder.negativeIntervals) {
        report.notes.append(note)
      }
      if factor != 1 {
        report.notes.append("played at \(factor)× the recorded pace: intervals are on the replay's clock")
      }
    }
    return report
  }

  // MARK: Throughput

  struct Throughput {
    var events: Int
    var eventsPerSecond: Double
    var framesPerPass: Double
    var recorder: LatencyRecorder
  }

  /// Feeds the events through the whole engine on a virtual clock, pass after pass (each shifted
  /// past the previous one) until about a second of wall time or a million events went by.
  func throughput(_ events: [InputEvent], setup: EngineConfiguration, hud: Bool) throws -> Throughput {
    let first = events.first!.time
    let span = events.last!.time - first + 2_000_000
    let loop = EmbeddedLoop(now: first)
    let recorder = LatencyRecorder(configuration: .init(framePeriodNanoseconds: 0))
    let liveClock: () -> Int64 = MonotonicClock.nanoseconds
    let engine = try Session(configuration: setup).makeEngine(
      loop: loop, recorder: hud ? recorder : nil, stampClock: hud ? liveClock : nil)
    if hud { engine.add(try BenchRun.hudSink()) }
    // The whole engine's figure: every frame built, as live, even where nothing reads it.
    engine.buildsUnreadFrames = true
    var fed = 0
    var pass: Int64 = 0
    let start = MonotonicClock.nanoseconds()
    var elapsed: Int64 = 0
    repeat {
      Self.feed(events, shiftedBy: pass * span, loop: loop, engine: engine)
      fed += events.count
      pass += 1
      elapsed = MonotonicClock.nanoseconds() - start
    } while elapsed < 1_000_000_000 && fed < 1_000_000 && engine.stopReason == nil
    loop.runUntilIdle(limit: 10_000_000)
    elapsed = MonotonicClock.nanoseconds() - start
    return Throughput(
      events: fed, eventsPerSecond: Double(fed) / (Double(elapsed) / 1e9),
      framesPerPass: Double(engine.frameCount) / Double(max(1, pass)), recorder: recorder)
  }

  /// Each event, shifted by `offset`, to the engine at its own time on the virtual clock: the feed of
  /// the throughput run and of the allocation probe.
  static func feed(_ events: [InputEvent], shiftedBy offset: Duration, loop: EmbeddedLoop, engine: Engine) {
    for event in events {
      let shifted = event.shifted(by: offset)
      loop.advanceTime(to: shifted.time)
      engine.receive(shifted, readTime: loop.now)
    }
  }

  // MARK: Engine cost

  /// Times recognizer + interactor + presentation sample for every event, pass after pass, each on
  /// its own pair of CLOCK_MONOTONIC reads (their cost is reported beside it).
  func engineCost(_ events: [InputEvent]) throws
    -> (summary: LatencySummary, clockOverheadNanoseconds: Double, parts: [(String, LatencySummary)])
  {
    let slot = try engineConfiguration(policy: .grid, source: "").slots[0]
    var probe = try EngineCostProbe(
      descriptor: slot.descriptor, binding: slot.binding, configuration: slot.driver)
    let recorder = LatencyRecorder()
    let first = events.first!.time
    let span = events.last!.time - first + 2_000_000
    var sink = 0.0
    var measured = 0
    var pass: Int64 = 0
    while measured < 200_000 {
      let offset = pass * span
      for event in events {
        let shifted = event.shifted(by: offset)
        let t0 = MonotonicClock.nanoseconds()
        sink += probe.step(shifted)
        let t1 = MonotonicClock.nanoseconds()
        if pass > 0 { recorder.recordEngineCost(t1 - t0) }
      }
      if pass > 0 { measured += events.count }
      pass += 1
    }
    // What an empty pair of clock reads costs, for the reader to subtract by eye.
    let overhead = LatencyRecorder()
    for _ in 0..<100_000 {
      let t0 = MonotonicClock.nanoseconds()
      let t1 = MonotonicClock.nanoseconds()
      overhead.recordEngineCost(t1 - t0)
    }
    // The same path in three timed parts, on a fresh probe.
    var parted = try EngineCostProbe(
      descriptor: slot.descriptor, binding: slot.binding, configuration: slot.driver)
    let recognize = LatencyRecorder()
    let interact = LatencyRecorder()
    let sample = LatencyRecorder()
    for pass in 0..<Int64(max(2, 100_000 / events.count)) {
      for event in events {
        let cost = parted.stepTimed(event.shifted(by: pass * span), clock: MonotonicClock.nanoseconds)
        guard pass > 0 else { continue }
        recognize.recordEngineCost(cost.recognize)
        interact.recordEngineCost(cost.interact)
        sample.recordEngineCost(cost.sample)
      }
    }
    if sink.isNaN { print("", terminator: "") }
    return (
      recorder.summary(.engineCost), overhead.summary(.engineCost).p50 * 1000,
      [
        ("recognize", recognize.summary(.engineCost)), ("interact", interact.summary(.engineCost)),
        ("sample", sample.summary(.engineCost)),
      ]
    )
  }

  // MARK: Recorded pace on the Dispatch loop

  struct TimedRun {
    var recorder: LatencyRecorder
    var missedFrames: Int
    var cpuMillisecondsPerSecond: Double
    var idle: IdleProbe.Result?
  }

  /// Plays the events at their own pace on a serial queue with the HUD writing to /dev/null, then
  /// leaves the engine idle for `--idle` seconds and counts the wake-ups.
  func runTimed(_ events: [InputEvent], setup: EngineConfiguration, speed: Double) throws -> TimedRun {
    let first = events.first!.time
    let loop = DispatchLoop(label: "playhead.bench", eventOrigin: first - 300_000, speed: speed)
    let recorder = LatencyRecorder(
      configuration: .init(framePeriodNanoseconds: Int64(1e9 / configuration.fps)))
    // Stamps on the loop's event clock in ns: CLOCK_MONOTONIC minus the loop's fixed offset.
    let offset = loop.monotonicTime(event: 0).nanoseconds
    let stampClock: () -> Int64 =
      speed == 1
      ? { MonotonicClock.nanoseconds() &- offset }
      : { loop.eventTime(monotonic: Instant(nanoseconds: MonotonicClock.nanoseconds())).nanoseconds }
    let engine = try Session(configuration: setup).makeEngine(
      loop: loop, recorder: recorder, stampClock: stampClock)
    engine.add(try BenchRun.hudSink())
    let feeder = EventFeeder(.events(events), loop: loop, engine: engine)
    let restful = DispatchSemaphore(value: 0)
    // The meter lives on the loop's queue; its reading is set there and read here after `restful.wait()`.
    let cpu = QueueBound<CPUMeter?>(nil, queue: loop.queue)
    let cpuPerSecondBox = HandedOver(0.0)
    feeder.onEnd = {
      cpuPerSecondBox.value = cpu.value?.millisecondsPerSecond(at: MonotonicClock.nanoseconds()) ?? 0
      restful.signal()
    }
    let boundFeeder = QueueBound(feeder, queue: loop.queue)
    loop.queue.async {
      cpu.value = CPUMeter(at: MonotonicClock.nanoseconds())
      boundFeeder.value.start()
    }
    restful.wait()
    let cpuPerSecond = cpuPerSecondBox.value
    var idleResult: IdleProbe.Result?
    let idle = configuration.idle
    if idle > 0 {
      // Let the threads that just delivered the last frame go back to sleep before counting.
      usleep(200_000)
      var probe: IdleProbe?
      var mainBefore: ProcStatus?
      loop.queue.sync {
        probe = IdleProbe(at: MonotonicClock.nanoseconds(), timerWakeups: recorder.timerWakeups)
        mainBefore = try? ProcStatus.mainThread()
      }
      usleep(useconds_t(idle * 1_000_000))
      // Read the counters from this thread first: waking the engine's queue to ask would count.
      let end = MonotonicClock.nanoseconds()
      let status = try? ProcStatus.process()
      let mainAfter = try? ProcStatus.mainThread()
      loop.queue.sync {
        idleResult = probe?.finish(at: end, timerWakeups: recorder.timerWakeups, status: status)
      }
      // The bench's own sleeping main thread is not Playhead's: take its switches out.
      if let before = mainBefore, let after = mainAfter, let seconds = idleResult?.seconds,
        let all = idleResult?.contextSwitchesPerSecond
      {
        idleResult?.contextSwitchesPerSecond =
          all - Double(after.voluntaryContextSwitches - before.voluntaryContextSwitches) / seconds
      }
    }
    var missed = 0
    loop.queue.sync {
      missed = engine.frameStatistics.missedTicks
      engine.stop(.inputEnded)
    }
    return TimedRun(
      recorder: recorder, missedFrames: missed, cpuMillisecondsPerSecond: cpuPerSecond, idle: idleResult)
  }

  /// Each frame drawn as the live HUD draws it (the allocation-free `HUDRenderer`, monochrome), into
  /// /dev/null: the HUD's cost without a terminal's.
  static func hudSink() throws(OutputError) -> FrameHandler {
    let screen = ScreenWriter(output: try FileOutput(path: "/dev/null"))
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: false, unicode: true))
    return FrameHandler { (frame: Frame) throws(OutputError) -> Int in
      renderer.render(frame, size: BenchRun.hudSize)
      return try screen.draw(renderer.grid)
    }
  }
}
