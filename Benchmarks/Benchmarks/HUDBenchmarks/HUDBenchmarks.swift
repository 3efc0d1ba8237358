import Benchmark
import Glibc
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadHUD
import PlayheadTransitionFile
import PlayheadTransitions

// Targets (issue 12): HUD frame build + render ≤ 20 µs p50, 0 heap allocations per frame in steady state.

/// A flip scrubbed on virtual time with its frames drawn by a `HUDRenderer` (braille, colour) and
/// written by a `ScreenWriter` to /dev/null, at 100 × 40 (the layer view 42 × 37 cells).
final class HUDRig {
  let loop = EmbeddedLoop(now: 0)
  let engine: Engine
  let writer = ScreenWriter(output: try! FileOutput(path: "/dev/null"))
  var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
  var frames: [Frame] = []
  var time: Instant = 1_000_000
  var step = 0
  var drawHUD = true
  var bytes = 0

  init() {
    let descriptor = BuiltInTransitions.named("flip")!
    let binding = try! GestureBinding(parsing: "swipe:3:up", distanceMM: 50)
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
    engine = try! Engine(configuration: EngineConfiguration(slots: [slot]), loop: loop)
    engine.add(
      FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
        guard self.drawHUD else { return 0 }
        self.renderer.render(frame, size: (100, 40))
        self.bytes = try self.writer.draw(self.renderer.grid)
        return self.bytes
      })
    engine.receive(.device(DeviceEvent(phase: .added, name: "bench", widthMM: 100, heightMM: 56, time: 0)))
    engine.receive(.gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: time)))
  }

  /// The frames of `count` updates, kept instead of drawn.
  func capture(_ count: Int) -> [Frame] {
    drawHUD = false
    engine.add(
      FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
        self.frames.append(frame)
        return 0
      })
    for _ in 0..<count { frame() }
    return frames
  }

  /// The frames of `swipes` swipes, each released after `updates` updates and followed by its
  /// completion: every swipe ends in a decision, which the HUD shows from then on (decision frames).
  func captureSwipes(_ swipes: Int, updates: Int = 24) -> [Frame] {
    drawHUD = false
    engine.add(
      FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
        self.frames.append(frame)
        return 0
      })
    for n in 0..<swipes {
      if n > 0 {
        time += 16_667
        engine.receive(.gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: time)))
      }
      // Swipes of different lengths, so that both outcomes and several reasons show.
      for _ in 0..<(updates + 6 * (n % 4)) { frame() }
      time += 16_667
      loop.advanceTime(to: time)
      engine.receive(
        .gesture(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: time)), readTime: time)
      for _ in 0..<40 {
        time += 16_667
        loop.advanceTime(to: time)
      }
    }
    return frames
  }

  /// One 0.2 mm update (back and forth, so the percent stays inside 0…1) and the frame that shows it.
  func frame() {
    step += 1
    time += 16_667
    let units = (step / 100) % 2 == 0 ? -7.874 : 7.874
    loop.advanceTime(to: time)
    engine.receive(
      .gesture(
        GestureEvent(kind: .swipe, phase: .update, fingers: 3, time: time, dy: units, dyUnaccelerated: units)),
      readTime: time)
    loop.advanceTime(by: 16_667)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .microseconds, maxDuration: .seconds(3))

  Benchmark("HUD frame: event, frame build, HUD render (layer view, strip, text) and diff write") {
    benchmark in
    let rig = HUDRig()
    for _ in 0..<400 { rig.frame() }  // warm up: grid rows, layer-view buffers and the writer at size
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { rig.frame() }
    benchmark.stopMeasurement()
  }

  // The HUD alone, frames from the engine cycled: at 100 × 40; at 70 × 40 (text and strip only, no
  // layer view) and at 80 × 24 (a 22 × 21 panel), to see where the time goes.
  for (name, size) in [("100 × 40", (100, 40)), ("text only, 70 × 40", (70, 40)), ("80 × 24", (80, 24))] {
    Benchmark("HUD render + diff write of one frame, \(name)") { benchmark in
      let rig = HUDRig()
      let frames = rig.capture(240)
      var renderer = rig.renderer
      for frame in frames { renderer.render(frame, size: size); _ = try? rig.writer.draw(renderer.grid) }
      var i = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        renderer.render(frames[i], size: size)
        blackHole(try? rig.writer.draw(renderer.grid))
        i = (i + 1) % frames.count
      }
      benchmark.stopMeasurement()
    }
  }

  // Issue 26 item 4: ≤ 20 µs rendered, ≤ 40 µs rendered and written to a real pty, 0 mallocs in every
  // frame, decision frames included (a swipe released every ~70 frames, its reason shown after).
  // PLAYHEAD_BENCH_TTY names the terminal to write to (a tmux pane's tty at 100 × 40); /dev/null else.
  let decisionFrames = HUDRig().captureSwipes(8)
  precondition(decisionFrames.contains { $0.decision != nil }, "no decision frames captured")
  /// Every decision frame rendered and drawn once by `writer` (a warm-up, or the floor's bytes).
  func drawPass(_ writer: ScreenWriter, _ renderer: inout HUDRenderer) {
    for frame in decisionFrames {
      renderer.render(frame, size: (100, 40))
      _ = try? writer.draw(renderer.grid)
    }
  }
  // Mallocs counted over whole passes: a sample here carries the harness's own (the empty baseline's).
  Benchmark("Baseline: an empty sample (the harness's own mallocs)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(benchmark) }
  }
  Benchmark("HUD render + diff write, one pass of \(decisionFrames.count) frames, 8 decisions") { benchmark in
    let writer = ScreenWriter(output: try! FileOutput(path: "/dev/null"))
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    drawPass(writer, &renderer)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for frame in decisionFrames {
        renderer.render(frame, size: (100, 40))
        blackHole(try? writer.draw(renderer.grid))
      }
    }
    benchmark.stopMeasurement()
  }
  Benchmark("HUD render of one frame with decisions, 100 × 40 colour") { benchmark in
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    for frame in decisionFrames { renderer.render(frame, size: (100, 40)) }
    var i = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      renderer.render(decisionFrames[i], size: (100, 40))
      blackHole(renderer.grid.count)
      i = (i + 1) % decisionFrames.count
    }
    benchmark.stopMeasurement()
  }
  let tty = getenv("PLAYHEAD_BENCH_TTY").map { String(cString: $0) }
  Benchmark("HUD render + diff write of one frame with decisions, 100 × 40 colour, to \(tty ?? "/dev/null")")
  {
    benchmark in
    let writer = ScreenWriter(output: try! FileOutput(path: tty ?? "/dev/null"))
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    drawPass(writer, &renderer)
    var i = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      renderer.render(decisionFrames[i], size: (100, 40))
      blackHole(try? writer.draw(renderer.grid))
      i = (i + 1) % decisionFrames.count
    }
    benchmark.stopMeasurement()
  }
  /// A benchmark that gives the terminal 5 ms before each frame, outside the measurement (a HUD draws
  /// at most 60 frames a second); `frame` gets the frame's index and starts and stops the measurement.
  func paced(_ name: String, _ frame: @escaping (Benchmark, Int) -> Void) {
    var index = 0
    Benchmark(
      name,
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 600)
    ) { benchmark in
      usleep(5000)
      frame(benchmark, index)
      index = (index + 1) % decisionFrames.count
    }
  }
  // At a frame's pace the render starts from cold caches: measured apart from the write (hot, back to
  // back, it is the render benchmark above).
  var coldRenderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
  paced("HUD render of one frame with decisions, 100 × 40 colour, 5 ms apart") { benchmark, i in
    benchmark.startMeasurement()
    coldRenderer.render(decisionFrames[i], size: (100, 40))
    benchmark.stopMeasurement()
    blackHole(coldRenderer.grid.count)
  }
  // The bytes the paced writes send, one pass, for the C floor that writes them to the same terminal
  // at the same pace (Benchmarks/floors/floor-pty.c, run by scripts/hud-pty.sh). Its first frame is a
  // whole screen, as the paced writer's first is; the floor repeats it once every pass of 312 frames.
  if let path = getenv("PLAYHEAD_BENCH_PTY_FRAMES").map({ String(cString: $0) }) {
    let writer = ScreenWriter(output: try! FileOutput(path: path))
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    drawPass(writer, &renderer)
  }
  // On a terminal at a frame's pace: back to back, frames outrun tmux and every other write waits for
  // it to drain the pty (p50 ~210 µs: tmux's time, not the HUD's).
  if let tty {
    let pacedWriter = ScreenWriter(output: try! FileOutput(path: tty))
    var pacedRenderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    paced("HUD diff write of one rendered frame with decisions, 100 × 40 colour, to \(tty), 5 ms apart") {
      benchmark, i in
      pacedRenderer.render(decisionFrames[i], size: (100, 40))
      benchmark.startMeasurement()
      blackHole(try? pacedWriter.draw(pacedRenderer.grid))
      benchmark.stopMeasurement()
    }
    let writer = ScreenWriter(output: try! FileOutput(path: tty))
    var renderer = HUDRenderer(capabilities: TerminalCapabilities(colour: true, unicode: true))
    paced("HUD render + diff write of one frame with decisions, 100 × 40 colour, to \(tty), 5 ms apart") {
      benchmark, i in
      benchmark.startMeasurement()
      renderer.render(decisionFrames[i], size: (100, 40))
      blackHole(try? writer.draw(renderer.grid))
      benchmark.stopMeasurement()
    }
  }

  Benchmark("HUD.render (one-shot strings, for comparison: what bench still calls)") { benchmark in
    let frame = HUDRig().capture(60).last!
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(HUD.render(frame, size: (100, 40))) }
    benchmark.stopMeasurement()
  }
}
