import Foundation
import PlayheadTestSupport
import Testing

/// Issue 22's 0 heap allocations per event on the live Dispatch loop, measured as
/// `Benchmarks/scripts/live-allocations.sh` measures it: a counting malloc preload on every thread of
/// `playhead replay --speed 20 --no-hud` of two transcripts, one twice the other's length; the slope
/// (Δ allocations / Δ events) is what an event costs, start-up and shutdown cancelling out. On the
/// release binary the Debian package's build made (scripts/package-test.sh, before the tests in CI): a
/// debug build's unspecialised generics allocate on their own.
@Suite("Allocations per event on the live loop")
struct LiveAllocationsTests {
  static let releaseBinary = Fixtures.packageRoot.appendingPathComponent(".build-pkg/release/playhead").path

  /// The package's release build, no older than the newest source file (a stale one measures old code).
  static let freshReleaseBuild = Requirement(
    "a release build of this tree (.build-pkg, scripts/package-test.sh)"
  ) {
    let files = FileManager.default
    guard let built = (try? files.attributesOfItem(atPath: releaseBinary))?[.modificationDate] as? Date else {
      return "\(releaseBinary) does not exist"
    }
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    let newest =
      files.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey])?
      .compactMap { ($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.contentModificationDateKey]) } }
      .compactMap(\.contentModificationDate).max() ?? .distantPast
    return built >= newest ? nil : "\(releaseBinary) is older than Sources"
  }

  @Test(
    "replay --speed 20 allocates nothing per event (the slope over two lengths)",
    .requires(freshReleaseBuild, .cc))
  func noAllocationsPerEvent() async throws {
    let script = Fixtures.packageRoot.appendingPathComponent("Benchmarks/scripts/live-allocations.sh").path
    let r = try await Launcher.run("/bin/bash", [script, Self.releaseBinary, "3100"], timeout: 600)
    #expect(r.status == 0, "\(r.stderr)")
    let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("per event") })
    let slope = try #require(Double(line.split(separator: " ")[1]))
    // The counts of the two runs differ by their start-ups' thread timing only (a few allocations in
    // 3,100 events): anything at one allocation per hundred events or more is the hot path allocating.
    #expect(slope < 0.01, "\(r.stdout)")
  }
}
