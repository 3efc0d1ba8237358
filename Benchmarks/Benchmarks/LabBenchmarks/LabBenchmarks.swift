import Benchmark
import PlayheadBench
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadSession
import PlayheadTransitionFile
import PlayheadTransitions

// Target (issue 14): comparing ten policies over a 10,000-gesture recording takes under 10 s.
// There are eight policies; the ten asked for are the eight plus uikit and gnome a second time
// (each release is computed again, so the work is that of ten).

/// 10,000 three-finger swipes on the flip, alternately down and up (each finishes, so the next
/// dismisses), of 30 … 44 mm over 120 … 540 ms at 120 Hz.
let recording: [InputEvent] = {
  var gestures: [SyntheticGesture] = []
  for i in 0..<10_000 {
    let mm = 30 + Double(i % 15)
    let down = i % 2 == 0
    gestures.append(
      SyntheticGesture(
        fingers: 3, motion: .swipe(dxMM: 0, dyMM: down ? mm : -mm),
        duration: Int64(120_000 + (i % 8) * 60_000),
        reportRate: 120))
  }
  return SyntheticGesture.events(gestures, device: (name: "bench", widthMM: 100, heightMM: 56), gap: 400_000)
}()

let ten: [ReleasePolicy] = ReleasePolicy.allCases + [.uikit, .gnome]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(60), maxIterations: 3)

  Benchmark("compare ten policies over 10,000 gestures (flip, virtual clock)") { benchmark in
    let descriptor = BuiltInTransitions.named("flip")!
    let binding = try! GestureBinding(parsing: "swipe:3:down", distanceMM: 50)
    let slot = EngineConfiguration.Slot(
      descriptor: descriptor, binding: binding, driver: TransitionConfiguration())
    let configuration = EngineConfiguration(slots: [slot])
    benchmark.startMeasurement()
    let comparison = PolicyComparison.run(recording, configuration: configuration, policies: ten)
    benchmark.stopMeasurement()
    precondition(
      comparison.gestures.count == 10_000, "released \(comparison.gestures.count) of 10,000 gestures")
    blackHole(comparison)
  }
}
