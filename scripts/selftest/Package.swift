// swift-tools-version: 6.1
// Throwaway tests for scripts/test.sh's own test (scripts/selftest.sh): each scenario is chosen by
// PLAYHEAD_SELFTEST, so a plain `swift test` here passes and skips nothing it was not asked to.
import PackageDescription

let package = Package(
  name: "PlayheadSelfTest",
  targets: [.testTarget(name: "SelfTestTests", path: "Tests/SelfTestTests")]
)
