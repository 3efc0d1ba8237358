import Testing

@testable import playhead

/// What `simulate` runs for the words after `--`.
@Suite struct SimulationRunTests {
  @Test("--reference is libinput debug-events; options go to playhead live; a word is a command")
  func command() {
    #expect(
      SimulationRun.command(after: ["--verbose"], reference: true, executable: "/p")
        == ["libinput", "debug-events", "--verbose"])
    #expect(
      SimulationRun.command(after: ["--log", "-"], reference: false, executable: "/p") == [
        "/p", "live", "--log", "-",
      ])
    #expect(SimulationRun.command(after: [], reference: false, executable: "/p") == ["/p", "live"])
    #expect(
      SimulationRun.command(after: ["cat", "-v"], reference: false, executable: "/p") == ["cat", "-v"])
  }
}
