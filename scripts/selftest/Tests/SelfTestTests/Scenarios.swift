import Foundation
import Testing

/// The scenario scripts/selftest.sh asks for, from PLAYHEAD_SELFTEST (comma-separated).
let scenarios = Set((ProcessInfo.processInfo.environment["PLAYHEAD_SELFTEST"] ?? "").split(separator: ",").map(String.init))

/// A file that survives the runner, so a test can fail on its first run and pass on its retry.
func firstTime(_ marker: String) -> Bool {
  let path = (ProcessInfo.processInfo.environment["PLAYHEAD_SELFTEST_DIR"] ?? NSTemporaryDirectory()) + "/" + marker
  if FileManager.default.fileExists(atPath: path) { return false }
  FileManager.default.createFile(atPath: path, contents: Data())
  return true
}

func markerExists(_ marker: String) -> Bool {
  FileManager.default.fileExists(
    atPath: (ProcessInfo.processInfo.environment["PLAYHEAD_SELFTEST_DIR"] ?? NSTemporaryDirectory()) + "/" + marker)
}

/// A crash: the runner dies before it writes its results.
@inline(never) func crash() { fatalError("a crash test.sh must not retry") }

/// As PlayheadTestSupport's `.requires(...)` does: a missing component skips, and under CI=true the
/// condition throws, which fails the test before it runs (no xunit testcase; the console names it).
struct Missing: Error, CustomStringConvertible { let description: String }

@Suite struct Plain {
  @Test func passes() { #expect(1 + 1 == 2) }

  @Test(
    .enabled("needs a selftest component") {
      guard scenarios.contains("missing") else { return true }
      let ci = ProcessInfo.processInfo.environment["CI"] == "true"
      if ci { throw Missing(description: "CI=true: a selftest component is missing: asked") }
      return false
    })
  func requiresMissing() { #expect(Bool(true)) }

  @Test func fails() { #expect(scenarios.contains("fail") == false, "asked to fail") }
}

/// Listed in the self-test's real-time list: failures here get one retry.
@Suite struct RealTime {
  @Test func failsOnce() { #expect(!(scenarios.contains("fail-once") && firstTime("fails-once")), "first run fails") }

  @Test func failsAlways() { #expect(!scenarios.contains("fail-always"), "fails every time") }

  @Test(.enabled(if: !scenarios.contains("skip"), "asked to skip")) func skips() { #expect(true == true) }

  /// Fails on its first run; its retry is skipped (its condition, evaluated again, is false).
  @Test(.enabled(if: !(scenarios.contains("retry-skips") && markerExists("retry-skips")), "skipped on its retry"))
  func retrySkips() throws {
    if scenarios.contains("retry-skips") && firstTime("retry-skips") { Issue.record("first run fails; its retry skips") }
  }

  @Test func hangs() {
    // Waits for a signal nobody sends: only test.sh's time limit ends it.
    if scenarios.contains("hang") { DispatchSemaphore(value: 0).wait() }
  }

  @Test func crashes() {
    if scenarios.contains("crash") { crash() }
  }
}
