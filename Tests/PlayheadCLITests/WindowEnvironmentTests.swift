import PlayheadTestSupport
import Testing

/// `--window` with no Wayland environment at all: libwayland's own complaint about XDG_RUNTIME_DIR
/// must not reach stderr as a second line; the one line says it.
@Suite("--window without XDG_RUNTIME_DIR")
struct WindowEnvironmentTests {
  @Test("no WAYLAND_DISPLAY and no XDG_RUNTIME_DIR: one line naming both, exit 69, nothing on stdout")
  func noEnvironmentIsOneLine() async throws {
    let transcript = Fixtures.recording("fusuma_issue26_excerpt.txt").path
    let r = try await Launcher.run(
      Launcher.playhead, ["replay", transcript, "--window", "--no-hud"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(r.status == 69)
    #expect(r.stdout.isEmpty)
    let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(lines.first?.hasPrefix("playhead: cannot connect to the Wayland display") == true)
    #expect(r.stderr.contains("WAYLAND_DISPLAY") && r.stderr.contains("XDG_RUNTIME_DIR"))
  }
}
