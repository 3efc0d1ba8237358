import PlayheadTestSupport
import Testing

/// `playhead check` on a layer's timing keys, through the real binary.
@Suite("check: layer timing")
struct LayerTimingCheckTests {
  /// The slide-in file with `timing` on its to-layer (line 8).
  static func slideIn(timing: String) -> String {
    TransitionFileCommandTests.slideIn.replacingOccurrences(
      of: "    position: [width * 1.5, height / 2]\n",
      with: "    position: [width * 1.5, height / 2]\n    timing: \(timing)\n")
  }

  @Test func aKeyThatCannotActIsRefusedWithItsPlaceAnd65() async throws {
    let path = try TransitionFileCommandTests.write(
      Self.slideIn(timing: "{autoreverses: true}"), "t-bad.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    // `    timing: {autoreverses: ` is 27 columns: the value is at 28.
    #expect(
      r.stderr
        == "\(path):8:28: autoreverses cannot act without duration: a layer repeats, autoreverses and fills only with a duration\n"
    )
  }

  @Test func aBoundedLayerChecks() async throws {
    let timing = "{beginTime: 0.1, duration: 0.2, repeatCount: 2, autoreverses: true, fill: both}"
    let path = try TransitionFileCommandTests.write(Self.slideIn(timing: timing), "t-good.yaml")
    let r = try await Launcher.run(["check", path])
    #expect(r.status == 0 && r.stderr.isEmpty)
  }
}
