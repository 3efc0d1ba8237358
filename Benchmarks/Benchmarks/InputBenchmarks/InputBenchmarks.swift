import Benchmark

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
  Benchmark("Baseline: empty loop") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(0) }
  }
  transcriptBenchmarks()
  recordingBenchmarks()
}
