import Benchmark
import PlayheadEvents
import PlayheadGestures

/// Recognizer cost per event (target ≤ 300 ns, zero allocations). Each benchmark iteration feeds a
/// batch of 1000 events, so the per-event cost is the reported time ÷ 1000, and the allocation count
/// must be 0 for the whole batch.
let batch = 1000

/// Ten 3-finger swipes of 100 events each (BEGIN, 98 UPDATEs every 7 ms, END), curving and reversing.
func swipeBatch() -> [GestureEvent] {
  var events: [GestureEvent] = []
  var t: Instant = 0
  for g in 0..<10 {
    events.append(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: t))
    for i in 0..<98 {
      t += 7_000
      let dx = Double((i * 7 + g) % 13) - 6, dy = i < 60 ? -9.5 : 4.25
      events.append(
        GestureEvent(
          kind: .swipe, phase: .update, fingers: 3, time: t, dx: dx, dy: dy,
          dxUnaccelerated: dx, dyUnaccelerated: dy))
    }
    t += 7_000
    events.append(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: t))
    t += 300_000
  }
  return events
}

/// Ten 2-finger pinches of 100 events each.
func pinchBatch() -> [GestureEvent] {
  var events: [GestureEvent] = []
  var t: Instant = 0
  for _ in 0..<10 {
    events.append(GestureEvent(kind: .pinch, phase: .begin, fingers: 2, time: t))
    for i in 0..<98 {
      t += 7_000
      events.append(
        GestureEvent(
          kind: .pinch, phase: .update, fingers: 2, time: t, dx: 0.5, dy: -0.25,
          dxUnaccelerated: 0.5, dyUnaccelerated: -0.25, scale: 1 + Double(i) * 0.01,
          angleDelta: 0.3))
    }
    t += 7_000
    events.append(GestureEvent(kind: .pinch, phase: .end, fingers: 2, time: t))
    t += 300_000
  }
  return events
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal], maxDuration: .seconds(2))

  // What the harness itself costs (its own allocations show up in every benchmark's count).
  Benchmark("Baseline: empty loop") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(0) }
  }

  Benchmark("Pan: GestureRecognizers.handle ×1000 swipe events (GNOME dead zone + lock, mm)") { benchmark in
    let events = swipeBatch()
    var recognizers = GestureRecognizers(options: .gnome)
    recognizers.setDeviceSize(widthMM: 116, heightMM: 56)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for event in events {
        blackHole(recognizers.handle(event))
        blackHole(recognizers.advance(to: event.time))
      }
    }
  }

  Benchmark("Pinch: GestureRecognizers.handle ×1000 pinch events") { benchmark in
    let events = pinchBatch()
    var recognizers = GestureRecognizers()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for event in events { blackHole(recognizers.handle(event)) }
    }
  }

  Benchmark("Binding: GestureBinding.map ×1000 snapshots") { benchmark in
    let binding = try! GestureBinding(parsing: "swipe:3:up")
    let snapshot = GestureSnapshot(
      kind: .swipe, fingers: 3, state: .changed, time: 0, translation: Vector2(x: 1, y: -20),
      velocity: Vector2(x: 0, y: -90), touchpadSizeMM: Vector2(x: 116, y: 56))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for i in 0..<batch {
        var s = snapshot
        s.translation.y -= Double(i)
        blackHole(binding.map(s, container: (320, 568), fullTravelPoints: 568))
      }
    }
  }

  Benchmark("Predictor: GesturePredictor add + predict ×1000 (least squares)") { benchmark in
    var predictor = GesturePredictor()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      predictor.reset()
      for i in 0..<batch {
        let t = Instant(microseconds: Int64(i) * 7_000)
        predictor.add(time: t, translation: Vector2(x: 0, y: 0.2 * Double(i) - 0.0005 * Double(i * i)))
        blackHole(predictor.predict(at: t + 12_000))
      }
    }
  }
}
