import Benchmark
import PlayheadTiming

/// Seed 000's flip: two layers under a perspective container, one keyframe animation each.
func flipTree() -> (LayerTree, LayerID) {
  var tree = LayerTree()
  let container = try! tree.addLayer(
    named: "container", model: LayerValues(width: 400, height: 600), sublayerM34: -1.0 / 600)
  let from = try! tree.addLayer(named: "from", parent: container, model: LayerValues(width: 400, height: 600))
  let to = try! tree.addLayer(named: "to", parent: container, model: LayerValues(width: 400, height: 600))
  tree[to, .rotationX] = -90
  try! tree.animateKeyframes(duration: 1) { k in
    k.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { $0[from, .rotationX] = 90 }
    k.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { $0[to, .rotationX] = 0 }
  }
  tree[container].timing.speed = 0
  return (tree, container)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

  // 1000 evaluations per sample; the table reports per evaluation (scaled). Target: ≤ 100 ns.
  Benchmark("Bezier evaluation easeInEaseOut") { benchmark in
    let f = TimingFunction.easeInEaseOut
    var x = 0.0005
    for _ in benchmark.scaledIterations {
      blackHole(f(x))
      x += 0.000999
      if x > 1 { x -= 1 }
    }
  }

  // Worst case: x(t) = t³ has x′(0) = 0, so Newton overshoots and the bisection fallback runs.
  Benchmark("Bezier evaluation, worst case (0,1,0,1)") { benchmark in
    let f = try! TimingFunction(controlPoints: 0, 1, 0, 1)
    var x = 0.0005
    for _ in benchmark.scaledIterations {
      blackHole(f(x))
      x += 0.000999
      if x > 1 { x -= 1 }
    }
  }

  Benchmark("Spring evaluation CA default") { benchmark in
    let s = Spring.caDefault
    var t = 0.0
    for _ in benchmark.scaledIterations {
      blackHole(s.value(at: t))
      t += 0.0013
      if t > 1.5 { t -= 1.5 }
    }
  }

  // Target: ≤ 2 µs per sample, 0 allocations (reported per sample, scaled).
  Benchmark("Presentation sample, two-layer flip keyframes") { benchmark in
    var (tree, container) = flipTree()
    var buffer = tree.makePresentationBuffer()
    var percent = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tree.presentation(at: percent, into: &buffer)
      blackHole(buffer[1].rotationX)
      percent += 0.00077
      if percent > 1 { percent -= 1 }
    }
    benchmark.stopMeasurement()
    tree[container].timing.timeOffset = percent
  }
}
