import PlayheadBench
import PlayheadEngine
import Testing

/// `BenchRun` as a library: a `BenchConfiguration` in, a report or a `BenchError` kind out, nothing
/// printed; the children's options are the run's own.
@Suite("BenchRun")
struct BenchRunTests {
  struct NoEngine: Error {}

  static func configuration(_ source: BenchConfiguration.Source, touchpad: String = "synaptics-ps2")
    -> BenchConfiguration
  {
    BenchConfiguration(
      source: source, script: "swipe 3 down 15mm 300ms", touchpad: touchpad, executable: "/bin/playhead",
      environment: [:], engineConfiguration: { _, _, _ in throw NoEngine() })
  }

  @Test("a replay of a file that is not there is a transcript error naming it, before any engine")
  func missingReplay() throws {
    let path = "/nonexistent/playhead-bench-missing.txt"
    let error = try #require(throws: BenchError.self) {
      try BenchRun(Self.configuration(.replay(path))).run()
    }
    guard case .transcript = error else {
      Issue.record("expected a transcript error, got \(error)")
      return
    }
    #expect(error.description.contains(path))
  }

  @Test("an unknown touchpad is the testbed's kind, its message listing the built-in ones")
  func unknownTouchpad() throws {
    let error = try #require(throws: BenchError.self) {
      try BenchRun(Self.configuration(.synthetic, touchpad: "nope")).run()
    }
    guard case .testbed = error else {
      Issue.record("expected a testbed error, got \(error)")
      return
    }
    #expect(error.description.hasPrefix("unknown touchpad 'nope' (built in: "))
  }

  @Test("--window without a display is refused before the testbed starts")
  func windowWithoutDisplay() throws {
    var configuration = Self.configuration(.testbed("synaptics-ps2"))
    configuration.window = true
    let error = try #require(throws: BenchError.self) { try BenchRun(configuration).run() }
    guard case .unavailable = error else {
      Issue.record("expected unavailable, got \(error)")
      return
    }
  }

  @Test("the children get the run's engine options, its script and touchpad, and its source")
  func childArguments() {
    var configuration = Self.configuration(.replay("r.txt"))
    configuration.gesture = "pinch"
    configuration.fps = 120
    #expect(
      configuration.childArguments(policy: .immediate) == [
        "--transition", "flip", "--frames", "immediate", "--fps", "120.0", "--gesture", "pinch", "--touchpad",
        "synaptics-ps2", "--script", "swipe 3 down 15mm 300ms", "--replay", "r.txt",
      ])
  }
}
