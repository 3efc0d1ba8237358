import Benchmark
import Dispatch
import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadHUD
import PlayheadTransitionFile
import PlayheadTransitions

// Targets (issue 6): frame build + render ≤ 50 µs, ≤ 2 KiB written per frame, idle wake-ups 0/s.

let frameBytes = BenchmarkMetric.custom(
  "frame bytes (HUD + log)", polarity: .prefersSmaller, useScalingFactor: false)
let idleWakeups = BenchmarkMetric.custom(
  "idle wake-ups per second", polarity: .prefersSmaller, useScalingFactor: false)

/// An engine on virtual time mid-swipe on flip, its HUD (100 × 40) and log both written to /dev/null.
final class FrameRig {
  let loop = EmbeddedLoop(now: 0)
  let engine: Engine
  let writer: ScreenWriter
  var bytes = 0
  var time: Instant = 1_000_000
  var step = 0
  /// The live HUD's allocation-free renderer (monochrome), reused frame after frame.
  var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: false, unicode: true))

  init(hud: Bool = true) {
    let descriptor = BuiltInTransitions.named("flip")!
    let binding = try! GestureBinding(parsing: "swipe:3:up", distanceMM: 50)
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
    let log = StateLog(output: try! FileOutput(path: "/dev/null"))
    engine = try! Engine(configuration: EngineConfiguration(slots: [slot]), loop: loop, log: log)
    writer = ScreenWriter(output: try! FileOutput(path: "/dev/null"))
    if hud {
      engine.add(
        FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
          self.renderer.render(frame, size: (100, 40))
          let n = try self.writer.draw(self.renderer.grid)
          self.bytes = n
          return n
        })
    }
    engine.receive(.device(DeviceEvent(phase: .added, name: "bench", widthMM: 100, heightMM: 56, time: 0)))
    engine.receive(.gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: time)))
  }

  /// One 0.2 mm update (back and forth, so the percent stays inside 0…1) and the frame that shows it;
  /// returns the bytes the frame wrote (HUD and log line).
  func frame() -> Int {
    let logged = engine.log?.output.bytesWritten ?? 0
    step += 1
    time += 16_667
    let units = (step / 100) % 2 == 0 ? -7.874 : 7.874
    let event = GestureEvent(
      kind: .swipe, phase: .update, fingers: 3, time: time, dy: units, dyUnaccelerated: units)
    loop.advanceTime(to: time)
    engine.receive(.gesture(event), readTime: time)
    loop.advanceTime(by: 16_667)
    return bytes + (engine.log?.output.bytesWritten ?? 0) - logged
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

  Benchmark(
    "Frame: build + HUD render + write (event, frame, log line)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal, frameBytes], maxDuration: .seconds(3))
  ) { benchmark in
    let rig = FrameRig()
    for _ in 0..<50 { _ = rig.frame() }  // warm up: buffers at size, screen drawn once
    benchmark.startMeasurement()
    var bytes = 0
    for _ in benchmark.scaledIterations { bytes = rig.frame() }
    benchmark.stopMeasurement()
    benchmark.measurement(frameBytes, bytes)
  }

  Benchmark(
    "Frame without HUD: event, frame build, log line (the per-frame hot path)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    let rig = FrameRig(hud: false)
    for _ in 0..<50 { _ = rig.frame() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(rig.frame()) }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "Idle: timer wake-ups per second of a resting live engine",
    configuration: .init(metrics: [idleWakeups], maxDuration: .seconds(5), maxIterations: 1)
  ) { benchmark in
    let loop = DispatchLoop()
    let descriptor = BuiltInTransitions.named("flip")!
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: try! GestureBinding(parsing: "swipe:3:up"),
      driver: TransitionConfiguration())
    let engine = try! Engine(configuration: EngineConfiguration(slots: [slot]), loop: loop)
    // One full space-key play, then rest for two seconds.
    loop.queue.sync { engine.handle(.play) }
    let done = DispatchSemaphore(value: 0)
    engine.onIdle = { done.signal() }
    done.wait()
    let before = loop.queue.sync { loop.wakeups }
    usleep(2_000_000)
    let after = loop.queue.sync { loop.wakeups }
    benchmark.measurement(idleWakeups, (after - before) / 2)
    blackHole(engine)
  }

  wakeupBenchmarks()
}
