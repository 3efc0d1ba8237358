import Foundation
import PlayheadTestSupport
import Testing

/// Issue 26's C floors (Benchmarks/floors) are built by `Benchmarks/scripts/floors.sh` only when it
/// measures; this runs its self-check so they cannot rot: each floor built with `cc -O2 -Werror`
/// and its counts on a tiny transcript compared with Python's own reading of the same file.
@Suite("Benchmarks/floors (the C floors' self-check)")
struct FloorsSelfCheckTests {
  @Test(
    "floors.sh --self-check builds the floors and their counts match",
    .requires(.cc, .executable("python3", at: ["/usr/bin/python3"])))
  func selfCheck() async throws {
    let script = Fixtures.packageRoot.appendingPathComponent("Benchmarks/scripts/floors.sh").path
    let result = try await Launcher.run("/bin/sh", [script, "--self-check"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("self-check passed (lines 125,"), "\(result.stdout)")
  }
}
