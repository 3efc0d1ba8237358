// swift-tools-version: 6.1
// An animator written in Swift, run by Playhead's engine on a virtual clock (see docs/api.md).
import PackageDescription

let package = Package(
  name: "CustomTransition",
  dependencies: [.package(name: "Playhead", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomTransition",
      dependencies: [
        .product(name: "PlayheadEngine", package: "Playhead"),
        .product(name: "PlayheadEvents", package: "Playhead"),
        .product(name: "PlayheadGestures", package: "Playhead"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
      ])
  ]
)
