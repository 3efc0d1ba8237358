import Foundation
import PlayheadTestSupport
import Testing

/// The committed wayland-scanner output in Sources/CWaylandClient is what the installed
/// wayland-scanner makes from the installed wayland-protocols (scripts/generate-wayland-protocols.sh).
@Suite(
  .requires(
    .executable("wayland-scanner (libwayland-bin)", at: ["/usr/bin/wayland-scanner"]),
    Requirement("wayland-protocols") {
      FileManager.default.fileExists(atPath: "/usr/share/wayland-protocols/stable/xdg-shell/xdg-shell.xml")
        ? nil : "/usr/share/wayland-protocols is missing (scripts/install-deps.sh installs it)"
    }))
struct WaylandProtocolGlueTests {
  @Test func committedGlueMatchesAFreshGeneration() async throws {
    let script = Fixtures.packageRoot.appendingPathComponent("scripts/generate-wayland-protocols.sh").path
    let result = try await Launcher.run("/bin/bash", [script, "--check"], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
  }
}
