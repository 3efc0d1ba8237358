// swift-tools-version: 6.1
// Playhead's benchmarks (ordo-one/benchmark): every number an issue sets is a target measured here.
// Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
  name: "PlayheadBenchmarks",
  dependencies: [
    .package(name: "Playhead", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // The C floor the Bézier solve is measured against (TimingBenchmarks only).
    .target(name: "CUnitBezier", path: "Benchmarks/CUnitBezier"),
    .executableTarget(
      name: "TimingBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        "CUnitBezier",
      ],
      path: "Benchmarks/TimingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "TransitionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/TransitionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "TransitionFileBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/TransitionFileBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "InputBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadInput", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/InputBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadEngine", package: "Playhead"),
        .product(name: "PlayheadHUD", package: "Playhead"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "HUDBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadEngine", package: "Playhead"),
        .product(name: "PlayheadHUD", package: "Playhead"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
        .product(name: "PlayheadEvents", package: "Playhead"),
      ],
      path: "Benchmarks/HUDBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "CanvasBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadCanvas", package: "Playhead"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
      ],
      path: "Benchmarks/CanvasBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "GestureBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/GestureBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "LabBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadEngine", package: "Playhead"),
        .product(name: "PlayheadBench", package: "Playhead"),
        .product(name: "PlayheadEvents", package: "Playhead"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/LabBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "LatencyBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "PlayheadEngine", package: "Playhead"),
        .product(name: "PlayheadBench", package: "Playhead"),
        .product(name: "PlayheadTransitionFile", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
      ],
      path: "Benchmarks/LatencyBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
