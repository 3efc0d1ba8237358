// swift-tools-version: 6.1
// Playhead's benchmarks (ordo-one/benchmark): every number an issue sets is a target measured here.
// Run: cd Benchmarks && swift package benchmark
import PackageDescription

/// One benchmark executable in Benchmarks/NAME: the Benchmark library, its plugin, and `uses` — a
/// Playhead product's name, or any other dependency as it is.
func benchmark(_ name: String, _ uses: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name, dependencies: [.product(name: "Benchmark", package: "benchmark")] + uses,
    path: "Benchmarks/\(name)", plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

/// Playhead's library products by name.
func playhead(_ products: String...) -> [Target.Dependency] {
  products.map { .product(name: $0, package: "Playhead") }
}

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
    benchmark("TimingBenchmarks", playhead("PlayheadTiming") + ["CUnitBezier"]),
    benchmark(
      "TransitionBenchmarks",
      playhead("PlayheadTransitionFile", "PlayheadTransitions", "PlayheadTiming", "PlayheadGestures")),
    benchmark(
      "TransitionFileBenchmarks",
      playhead("PlayheadTransitionFile", "PlayheadTransitions", "PlayheadTiming", "PlayheadGestures") + [
        .product(name: "Yams", package: "Yams")
      ]),
    benchmark("InputBenchmarks", playhead("PlayheadInput", "PlayheadGestures")),
    benchmark(
      "EngineBenchmarks",
      playhead("PlayheadEngine", "PlayheadHUD", "PlayheadTransitionFile", "PlayheadTransitions")),
    benchmark(
      "HUDBenchmarks",
      playhead(
        "PlayheadEngine", "PlayheadHUD", "PlayheadTransitionFile", "PlayheadTransitions", "PlayheadGestures",
        "PlayheadEvents")),
    benchmark(
      "CanvasBenchmarks",
      playhead("PlayheadCanvas", "PlayheadTiming", "PlayheadTransitionFile", "PlayheadTransitions")),
    benchmark("GestureBenchmarks", playhead("PlayheadGestures")),
    benchmark(
      "LabBenchmarks",
      playhead(
        "PlayheadEngine", "PlayheadBench", "PlayheadEvents", "PlayheadTransitionFile", "PlayheadTransitions",
        "PlayheadGestures", "PlayheadSession")),
    benchmark(
      "LatencyBenchmarks",
      playhead(
        "PlayheadEngine", "PlayheadBench", "PlayheadTransitionFile", "PlayheadTransitions", "PlayheadGestures"
      )),
  ]
)
