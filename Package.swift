// swift-tools-version: 6.1
// Playhead: UIKit's interactive transitions, scrubbed by libinput touchpad gestures, on Linux.
import PackageDescription

let package = Package(
  name: "Playhead",
  products: [
    .executable(name: "playhead", targets: ["playhead"]),
    .library(name: "PlayheadEvents", targets: ["PlayheadEvents"]),
    .library(name: "PlayheadTiming", targets: ["PlayheadTiming"]),
    .library(name: "PlayheadTransitions", targets: ["PlayheadTransitions"]),
    .library(name: "PlayheadTransitionFile", targets: ["PlayheadTransitionFile"]),
    .library(name: "PlayheadGestures", targets: ["PlayheadGestures"]),
    .library(name: "PlayheadInput", targets: ["PlayheadInput"]),
    .library(name: "PlayheadEngine", targets: ["PlayheadEngine"]),
    .library(name: "PlayheadHUD", targets: ["PlayheadHUD"]),
    .library(name: "PlayheadCanvas", targets: ["PlayheadCanvas"]),
    .library(name: "PlayheadPlot", targets: ["PlayheadPlot"]),
    .library(name: "PlayheadBench", targets: ["PlayheadBench"]),
    .library(name: "PlayheadTestbed", targets: ["PlayheadTestbed"]),
    .library(name: "PlayheadWindow", targets: ["PlayheadWindow"]),
    .library(name: "PlayheadSession", targets: ["PlayheadSession"]),
    // The testbed's fstat/read-stamp preload library (LD_PRELOAD); never linked into Playhead itself.
    .library(name: "PlayheadPreload", type: .dynamic, targets: ["CPlayheadPreload"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // C libraries from the system (apt providers name the Debian packages that supply them).
    .systemLibrary(name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev"])]),
    // glibc's <sys/timerfd.h> (the Glibc module leaves it out): the live loop's timers.
    .systemLibrary(name: "CTimerFD"),
    .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // The Wayland client in C: wayland-scanner's glue for xdg-shell and presentation-time
    // (scripts/generate-wayland-protocols.sh) and the window behind a small API, on libwayland-client.
    .target(name: "CWaylandClient", linkerSettings: [.linkedLibrary("wayland-client")]),
    // Overrides libc's open/fstat/read for processes under the testbed; nothing may depend on it.
    .target(name: "CPlayheadPreload", linkerSettings: [.linkedLibrary("dl")]),

    // The system layer: the one monotonic clock and process launching, on swift-system and swift-subprocess.
    .target(
      name: "PlayheadSystem",
      dependencies: [
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ]),

    // The pure model: no I/O, no clock reads; time is a parameter.
    .target(name: "PlayheadEvents"),
    .target(name: "PlayheadTiming"),
    .target(name: "PlayheadGestures", dependencies: ["PlayheadEvents"]),
    .target(
      name: "PlayheadTransitions",
      dependencies: ["PlayheadEvents", "PlayheadGestures", "PlayheadSystem", "PlayheadTiming"]),

    // Transition files: YAML in, checked definitions and a data-driven Animator out (reads files).
    .target(
      name: "PlayheadTransitionFile",
      dependencies: [
        "PlayheadSystem", "PlayheadGestures", "PlayheadTiming", "PlayheadTransitions",
        .product(name: "Yams", package: "Yams"),
      ],
      resources: [.copy("Catalogue")]),

    // The edges: libinput, transcripts, virtual touchpads, the run loop, the terminal.
    .target(
      name: "PlayheadInput",
      dependencies: [
        "PlayheadEvents", "PlayheadSystem", "CLibinput",
        .product(name: "SystemPackage", package: "swift-system"),
      ]),
    .target(
      name: "PlayheadTestbed",
      dependencies: [
        "PlayheadSystem", "CLibevdev", .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "PlayheadEngine",
      dependencies: [
        "PlayheadEvents", "PlayheadSystem", "PlayheadInput", "PlayheadGestures", "PlayheadTiming",
        "PlayheadTransitions", "CTimerFD", .product(name: "Histogram", package: "hdrhistogram-swift"),
        .product(name: "SystemPackage", package: "swift-system"),
      ]),
    .target(
      name: "PlayheadHUD",
      dependencies: [
        "PlayheadEngine", "PlayheadSystem", "PlayheadGestures", "PlayheadTiming", "PlayheadTransitions",
      ]),
    // Pixels: each layer's content drawn once (cairo), composited through its 3D transform (pixman).
    .target(name: "PlayheadCanvas", dependencies: ["PlayheadTiming", "CPixman", "CCairo"]),
    // A native Wayland window: xdg-shell toplevel, shm buffer pool, frame callbacks, presentation feedback.
    .target(
      name: "PlayheadWindow",
      dependencies: [
        "CWaylandClient", "PlayheadCanvas", "PlayheadEngine", "PlayheadEvents", "PlayheadSystem",
        "PlayheadTransitions",
      ]),
    // One run of the engine, built the same way by every command and by a program of your own.
    .target(
      name: "PlayheadSession",
      dependencies: [
        "PlayheadEngine", "PlayheadEvents", "PlayheadGestures", "PlayheadHUD", "PlayheadInput",
        "PlayheadSystem", "PlayheadTiming", "PlayheadTransitions", "PlayheadWindow",
      ]),
    // Plain SVG plots (sessions, latency percentiles): pure, text out.
    .target(name: "PlayheadPlot", dependencies: ["PlayheadSystem"]),
    // `playhead bench`'s measurements behind `BenchRun`: reports, probes, the testbed's consumers,
    // the line stampers, the allocation counter, the pictures.
    .target(
      name: "PlayheadBench",
      dependencies: [
        "PlayheadEngine", "PlayheadEvents", "PlayheadGestures", "PlayheadHUD", "PlayheadInput",
        "PlayheadPlot", "PlayheadSession", "PlayheadSystem", "PlayheadTestbed", "PlayheadTiming",
        "PlayheadTransitions", .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ]),
    .executableTarget(
      name: "playhead",
      dependencies: [
        "PlayheadEvents", "PlayheadSystem", "PlayheadInput", "PlayheadGestures", "PlayheadTiming",
        "PlayheadTransitions", "PlayheadTransitionFile", "PlayheadTestbed", "PlayheadEngine", "PlayheadHUD",
        "PlayheadPlot", "PlayheadBench", "PlayheadWindow", "PlayheadSession",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Recordings")]),

    // Reads a PNG's pixels with cairo for the tests (weston's screenshots); tests only.
    .target(name: "CPlayheadPNG", path: "Tests/CPlayheadPNG", linkerSettings: [.linkedLibrary("cairo")]),
    // What the test targets share: fixture paths, environment requirements, the run's seed.
    .target(
      name: "PlayheadTestSupport",
      dependencies: [
        "PlayheadSystem", "CPlayheadPNG", .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/PlayheadTestSupport"),

    .testTarget(
      name: "PlayheadTimingTests",
      dependencies: [
        "PlayheadTiming", "PlayheadTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "PlayheadTransitionsTests",
      dependencies: [
        "PlayheadTransitions", "PlayheadTransitionFile", "PlayheadTiming", "PlayheadGestures",
        "PlayheadEvents", "PlayheadTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "PlayheadSystemTests",
      dependencies: [
        "PlayheadSystem", "PlayheadTestSupport", .product(name: "SystemPackage", package: "swift-system"),
      ]),
    .testTarget(
      name: "PlayheadTransitionFileTests",
      dependencies: ["PlayheadTransitionFile", "PlayheadTransitions", "PlayheadTiming", "PlayheadGestures"]),
    .testTarget(
      name: "PlayheadGesturesTests",
      dependencies: ["PlayheadGestures", "PlayheadEvents", "PlayheadInput", "PlayheadTestSupport"]),
    .testTarget(
      name: "PlayheadInputTests",
      dependencies: [
        "PlayheadInput", "PlayheadSystem", "PlayheadEvents", "PlayheadTestbed", "PlayheadTestSupport",
      ]),
    .testTarget(
      name: "PlayheadTestbedTests",
      dependencies: [
        "PlayheadTestbed", "PlayheadSystem", "PlayheadGestures", "PlayheadEvents", "PlayheadTestSupport",
      ]),
    .testTarget(
      name: "PlayheadEngineTests",
      dependencies: [
        "PlayheadEngine", "PlayheadTransitions", "PlayheadTransitionFile", "PlayheadGestures",
        "PlayheadEvents", "PlayheadSession", "PlayheadTiming",
        "PlayheadTestSupport", .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ]),
    .testTarget(
      name: "PlayheadBenchTests",
      dependencies: [
        "PlayheadBench", "PlayheadEngine", "PlayheadEvents", "PlayheadGestures", "PlayheadSystem",
        "PlayheadTestSupport", .product(name: "SystemPackage", package: "swift-system"),
      ]),
    .testTarget(
      name: "PlayheadHUDTests",
      dependencies: [
        "PlayheadHUD", "PlayheadEngine", "PlayheadGestures", "PlayheadTiming", "PlayheadTransitions",
        "PlayheadTestSupport",
      ]),
    .testTarget(
      name: "PlayheadCanvasTests",
      dependencies: [
        "PlayheadCanvas", "PlayheadTiming", "PlayheadTransitions", "PlayheadTransitionFile",
        "PlayheadTestSupport", "PlayheadWindow",
      ]),
    .testTarget(
      name: "PlayheadWindowTests",
      dependencies: ["PlayheadWindow", "PlayheadEngine", "PlayheadSystem", "PlayheadTestSupport"]),
    .testTarget(
      name: "PlayheadCLITests",
      dependencies: [
        "playhead", "PlayheadTestSupport", "PlayheadBench", "PlayheadEngine", "PlayheadInput",
        "PlayheadSession", "PlayheadSystem", "PlayheadTestbed", "PlayheadTiming", "PlayheadTransitionFile",
        "PlayheadTransitions",
        .product(name: "SystemPackage", package: "swift-system"),
      ]),
  ]
)
