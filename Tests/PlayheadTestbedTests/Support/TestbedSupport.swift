import Foundation
import PlayheadTestSupport
import PlayheadTestbed
import Testing

/// What the testbed tests share. Whether the testbed can run here is `Requirement.testbed`, probed
/// with the tools themselves before any test runs.
enum TestbedSupport {

  /// Runs `libinput debug-events` on the spec playing the script; returns its parsed lines and the raw run.
  static func debugEvents(
    _ spec: TouchpadSpec, _ script: String, configure: (inout Testbed.RunOptions) -> Void = { _ in }
  ) async throws -> (lines: [DebugEventsLine], run: Testbed.RunResult, frames: SynthesizedScript) {
    let frames = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: script))
    let testbed = Testbed(spec: spec, events: frames.events)
    var options = Testbed.RunOptions()
    options.stopAfterLastEvent = 800_000  // generous under load: SIGINT 0.8 s after the last read
    configure(&options)
    let run = try await testbed.run(
      ["libinput", "debug-events", "--device", testbed.nodePath], options: options)
    recordGarbled(run)
    return (DebugEventsLine.parse(run.stdout), run, frames)
  }

  /// A garbled stream (see `ReadStamp.isWholeEvents`) means the testbed put an event in a second
  /// umockdev garbles: say so, rather than let a later expectation fail for no visible reason.
  static func recordGarbled(_ run: Testbed.RunResult) {
    if let read = run.garbledRead {
      Issue.record(
        "umockdev garbled the event stream (a read of \(read.bytes) bytes): an event fell in a garbled second"
      )
    }
  }

  /// The repository root (the folder holding Package.swift).
  static var repositoryRoot: URL { Fixtures.packageRoot }
}
