import Benchmark
import PlayheadGestures
import PlayheadTiming
import PlayheadTransitionFile
import PlayheadTransitions

// Target (issue 3): one gesture update plus one presentation sample ≤ 2 µs, zero allocations.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(2),
    thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])

  for name in ["flip", "pieces", "fold"] {
    Benchmark("update + sample: \(name)") { benchmark in
      guard let descriptor = BuiltInTransitions.named(name),
        var driver = try? TransitionDriver(descriptor: descriptor)
      else { return }
      var layers = [LayerValues](repeating: LayerValues(), count: driver.layerNames.count)
      _ = driver.handle(GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0), at: 0)
      var snapshot = GestureSnapshot(kind: .swipe, fingers: 3, state: .changed, time: 0)
      var t = 0.0
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        t += 0.001
        // Alternating travel keeps the percent moving inside (0, 1).
        let travel = Double(i % 400) * 0.35
        snapshot.translation = Vector2(x: travel, y: travel)
        blackHole(driver.handle(snapshot, at: t))
        blackHole(driver.sample(at: t, into: &layers))
      }
      benchmark.stopMeasurement()
      blackHole(layers)
    }
  }

  Benchmark("completion frame: advance + sample (flip, curve)") { benchmark in
    guard var driver = try? TransitionDriver(descriptor: BuiltInTransitions.named("flip")!) else { return }
    var layers = [LayerValues](repeating: LayerValues(), count: driver.layerNames.count)
    // One long finish (slow factor 1e6) so every frame is mid-completion.
    var configuration = TransitionConfiguration()
    configuration.slowAnimationFactor = 1e6
    driver =
      (try? TransitionDriver(descriptor: BuiltInTransitions.named("flip")!, configuration: configuration))
      ?? driver
    _ = driver.handle(GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0), at: 0)
    _ = driver.handle(
      GestureSnapshot(kind: .swipe, fingers: 3, state: .ended, time: 0, translation: Vector2(x: 0, y: 400)),
      at: 0)
    var t = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 0.016
      blackHole(driver.advance(to: t))
      blackHole(driver.sample(at: t, into: &layers))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("dynamic physics frame: sample during the throw") { benchmark in
    var configuration = TransitionConfiguration()
    configuration.slowAnimationFactor = 1e6
    guard
      var driver = try? TransitionDriver(
        descriptor: BuiltInTransitions.named("dynamic")!, configuration: configuration)
    else { return }
    var layers = [LayerValues](repeating: LayerValues(), count: driver.layerNames.count)
    _ = driver.handle(GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0), at: 0)
    _ = driver.handle(
      GestureSnapshot(
        kind: .swipe, fingers: 3, state: .ended, time: 0, translation: Vector2(x: 100, y: 0),
        velocity: Vector2(x: 900, y: 0)), at: 0)
    var t = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      t += 0.016
      blackHole(driver.sample(at: t, into: &layers))
    }
    benchmark.stopMeasurement()
  }

  // Target (issue 7): starting the next transition allocates nothing. One iteration is two whole
  // interactive flips, a presentation and a dismissal: began, released past the threshold (finish),
  // completed. Each driver is warmed up once per direction before measuring.
  Benchmark("start + finish a flip transition, steady state") { benchmark in
    guard var driver = try? TransitionDriver(descriptor: BuiltInTransitions.named("flip")!) else { return }
    let began = GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0)
    var ended = GestureSnapshot(kind: .swipe, fingers: 3, state: .ended, time: 0)
    var t = 0.0
    for _ in 0..<(2 * benchmark.scaledIterations.count + 2) {
      if t == 2 { benchmark.startMeasurement() }
      blackHole(driver.handle(began, at: t))
      // 400 of 568 points along the direction of travel: 0.70 ≥ 0.5, a finish.
      ended.translation = Vector2(x: 0, y: driver.isDismissal ? -400 : 400)
      blackHole(driver.handle(ended, at: t + 0.1))
      blackHole(driver.advance(to: t + 0.9))
      t += 1
    }
    benchmark.stopMeasurement()
    blackHole(driver.completedCount)
  }
}
