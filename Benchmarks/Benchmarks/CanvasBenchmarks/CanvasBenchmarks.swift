import Benchmark
import PlayheadCanvas
import PlayheadTiming
import PlayheadTransitionFile
import PlayheadTransitions

// Targets (issue 23): a flip's frame drawn at 800 × 600 ≤ 2 ms p50, 0 allocations per frame in steady state.

/// The flip scrubbed to `percents` (by default 120 there and back), each frame's presentation values
/// kept, and an 800 × 600 buffer to draw them into.
final class CanvasRig {
  let compositor = LayerCompositor()
  let hierarchy: LayerHierarchy
  let container: ContainerSize
  var frames: [[LayerValues]] = []
  let memory: UnsafeMutableRawPointer
  let buffer: PixelBuffer
  var next = 0

  init(percents: [Double] = (0..<120).map { Double($0 < 60 ? $0 : 119 - $0) / 59 }) {
    var driver = try! TransitionDriver(
      descriptor: BuiltInTransitions.named("flip")!, configuration: TransitionConfiguration())
    for percent in percents {
      _ = driver.scrub(to: percent, at: 0)
      var values: [LayerValues] = []
      _ = driver.sample(at: 0, into: &values)
      frames.append(values)
    }
    hierarchy = driver.context.layers.hierarchy
    container = driver.context.size
    compositor.layerNames = driver.layerNames
    memory = .allocate(byteCount: 800 * 600 * 4, alignment: 64)
    buffer = PixelBuffer(base: memory, width: 800, height: 600, stride: 800 * 4)
  }

  deinit { memory.deallocate() }

  func frame() {
    compositor.draw(
      layers: frames[next], hierarchy: hierarchy, containerWidth: container.width,
      containerHeight: container.height, into: buffer, scale: 1)
    next = (next + 1) % frames.count
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .microseconds, maxDuration: .seconds(3))

  // Each sample draws 1000 frames (scaled: the figures are per frame): the whole flip there and back,
  // and a card held at 25 % (turned 23° about x: the perspective path, row by row, at its largest).
  let cases: [(String, [Double]?)] = [
    ("a flip there and back, 120 percents", nil), ("held at 25 % (perspective)", [0.25]),
  ]
  for (name, percents) in cases {
    Benchmark(
      "Canvas: flip frame drawn at 800 × 600, \(name)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      let rig = percents.map { CanvasRig(percents: $0) } ?? CanvasRig()
      for _ in 0..<240 { rig.frame() }  // warm up: content images drawn, buffers sized
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { rig.frame() }
      benchmark.stopMeasurement()
    }
  }
}
