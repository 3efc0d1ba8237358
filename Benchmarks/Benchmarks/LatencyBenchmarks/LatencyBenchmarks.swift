// Latency targets (issue 7), measured here rather than in timed unit tests:
// - engine cost (recognizer + interactor + presentation sample) per event: p50 ≤ 1 µs, p99 ≤ 5 µs,
//   zero allocations;
// - replay throughput through the whole engine without HUD ≥ 1,000,000 events/s;
// - the latency recorder itself allocation-free per event and per frame.
import Benchmark
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions

/// A flip presented by a 3-finger swipe down and dismissed by one up (flip's gestures), then a short
/// swipe down that cancels, and a pinch the binding ignores, as libinput reports them at 80 Hz
/// (`SyntheticGesture`). Presenting and dismissing in turn keeps every pass interactive.
func scriptEvents() -> [InputEvent] {
  SyntheticGesture.events(
    [
      SyntheticGesture(fingers: 3, motion: .swipe(dxMM: 0, dyMM: 20), duration: 300_000),
      SyntheticGesture(fingers: 3, motion: .swipe(dxMM: 0, dyMM: -20), duration: 300_000),
      SyntheticGesture(fingers: 3, motion: .swipe(dxMM: 0, dyMM: 5), duration: 250_000),
      SyntheticGesture(fingers: 2, motion: .pinch(scale: 1.5, rotation: 0), duration: 400_000),
    ], device: (name: "synthetic", widthMM: 66, heightMM: 27))
}

/// Feeds events one at a time, shifting each pass past the previous one so time only moves forward.
final class EventCycle {
  let events: [InputEvent]
  let span: Duration
  var index = 0
  var offset: Duration = 0

  init(_ events: [InputEvent]) {
    self.events = events
    span = events.last!.time - events.first!.time + 2_000_000
  }

  @inline(__always)
  func next() -> InputEvent {
    var event = events[index]
    let shift = offset
    index += 1
    if index == events.count {
      index = 0
      offset = offset + span
    }
    if shift != 0 {
      switch event {
      case .gesture(var g):
        g.time += shift
        event = .gesture(g)
      case .device(var d):
        d.time += shift
        event = .device(d)
      }
    }
    return event
  }
}

let flip = BuiltInTransitions.named("flip")!
let flipBinding = try! GestureBinding(parsing: flip.defaultGesture)

/// The engine-cost path, warmed up through every branch (first gesture, completion, cancel).
final class ProbeBox {
  let cycle = EventCycle(scriptEvents())
  var probe = try! EngineCostProbe(descriptor: flip, binding: flipBinding)

  init() { for _ in 0..<(cycle.events.count * 2) { _ = step() } }

  @inline(__always) func step() -> Double { probe.step(cycle.next()) }
}

/// The whole engine on a virtual clock, no HUD, no log.
final class EngineBox {
  let cycle = EventCycle(scriptEvents())
  let loop: EmbeddedLoop
  let engine: Engine

  init() {
    loop = EmbeddedLoop(now: cycle.events[0].time)
    let slot = EngineConfiguration.Slot(
      descriptor: flip, binding: flipBinding, driver: TransitionConfiguration())
    engine = try! Engine(configuration: EngineConfiguration(slots: [slot]), loop: loop)
    // The warm-up reads `lastFrame`, and the figure is the whole engine's: every frame built.
    engine.buildsUnreadFrames = true
    // The warm-up must drive the transition for real, or the figure measures an idle engine.
    var interactiveFrames = 0
    for i in 0..<(cycle.events.count * 2) {
      step()
      if i >= cycle.events.count, engine.lastFrame?.sample.phase == .interactive { interactiveFrames += 1 }
    }
    precondition(interactiveFrames > 0, "the engine never went interactive in the second pass")
  }

  @inline(__always) func step() {
    let event = cycle.next()
    loop.advanceTime(to: event.time)
    engine.receive(event, readTime: loop.now)
  }
}

/// The recorder fed one event and one frame per step, times 8 ms apart.
final class RecorderBox {
  let recorder = LatencyRecorder()
  var t: Int64 = 1_000_000_000

  @inline(__always) func step() {
    t += 8_000_000
    recorder.record(
      LatencyStamp(
        eventTime: t, readTime: t + 150_000, handleTime: t + 151_000, recognizedTime: t + 151_300,
        stateTime: t + 151_600))
    var frame = recorder.frameBegan(deadline: t + 2_000_000, at: t + 2_050_000)
    recorder.frameBuilt(&frame, at: t + 2_080_000)
    recorder.frameWritten(frame, at: t + 2_120_000, bytes: 3000)
  }
}

let benchmarks: @Sendable () -> Void = {
  let probeBox = ProbeBox()
  let engineBox = EngineBox()
  let recorderBox = RecorderBox()
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 1000, maxDuration: .seconds(2),
    maxIterations: 2_000_000)

  Benchmark(
    "Engine cost per event (recognizer + interactor + sample)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal],
      thresholds: [
        .wallClock: .init(absolute: [.p50: 1_000, .p99: 5_000]),
        .mallocCountTotal: .init(absolute: [.p100: 0]),
      ])
  ) { benchmark in
    // Runs once per measured event: the state lives outside, warmed up when it was made.
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(probeBox.step()) }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "Replay throughput through the engine, no HUD (1000 events)",
    configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .kilo)
  ) { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { engineBox.step() }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "Latency recorder: one event and its share of a frame",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal])
  ) { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { recorderBox.step() }
    benchmark.stopMeasurement()
  }
}
