import Foundation
import PlayheadTestSupport
import Testing

/// Scratch directories go where `$TMPDIR` says (PlayheadSystem's `TemporaryFiles`), as they did for
/// the testbed already: the bench made its own in /tmp whatever `TMPDIR` said.
@Suite("temporary files in $TMPDIR")
struct TemporaryDirectoryTests {
  @Test("bench --testbed keeps its stamps in a directory made in $TMPDIR", .requires(.testbed))
  func benchScratchInTMPDIR() async throws {
    let base = NSTemporaryDirectory() + "playhead-tmpdir-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: base) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = base
    // Kept, so the bench says where it made them.
    environment["PLAYHEAD_BENCH_KEEP"] = "1"
    let r = try await Launcher.run(
      Launcher.playhead,
      ["bench", "--testbed", "synaptics-ps2", "--script", "swipe 3 down 15mm 300ms", "--no-allocations"],
      timeout: 300, environment: environment)
    #expect(r.status == 0, "\(r.stderr)")
    let said = "playhead: bench files kept in "
    let kept = r.stderr.split(separator: "\n").first { $0.hasPrefix(said) }.map { $0.dropFirst(said.count) }
    #expect(kept?.hasPrefix(base + "/playhead-bench-") == true, "\(r.stderr)")
  }
}
