// swift-tools-version: 6.1
// An animator written in Swift, run by Playhead's engine live, on a replay or on a virtual clock (docs/api.md).
import PackageDescription

let package = Package(
  name: "CustomTransition",
  dependencies: [.package(name: "Playhead", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomTransition",
      dependencies: [
        .product(name: "PlayheadEvents", package: "Playhead"),
        .product(name: "PlayheadInput", package: "Playhead"),
        .product(name: "PlayheadSession", package: "Playhead"),
        .product(name: "PlayheadTiming", package: "Playhead"),
        .product(name: "PlayheadTransitions", package: "Playhead"),
      ])
  ]
)
