import Foundation
import PlayheadTestbed

/// Whether this machine can run the umockdev testbed; prints why not (once) when it cannot.
enum TestbedSupport {
  static let availability = Testbed.availability()

  /// The condition for `.enabled(if:)`: false with a printed reason where the testbed cannot run.
  static func canRun() -> Bool {
    if !availability.isAvailable {
      FileHandle.standardError.write(Data("SKIP (testbed): \(availability.description)\n".utf8))
    }
    return availability.isAvailable
  }

  /// Runs `libinput debug-events` on the spec playing the script; returns its parsed lines and the raw run.
  static func debugEvents(
    _ spec: TouchpadSpec, _ script: String, configure: (inout Testbed.RunOptions) -> Void = { _ in }
  ) throws -> (lines: [DebugEventsLine], run: Testbed.RunResult, frames: SynthesizedScript) {
    let frames = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: script))
    let testbed = Testbed(spec: spec, events: frames.events)
    var options = Testbed.RunOptions()
    options.stopAfterLastEvent = 800_000  // generous under load: SIGINT 0.8 s after the last read
    configure(&options)
    let run = try runUngarbled(testbed, ["libinput", "debug-events", "--device", testbed.nodePath], options: options)
    return (DebugEventsLine.parse(run.stdout), run, frames)
  }

  /// `testbed.run`, once more if umockdev garbled the event stream (`RunResult.garbledRead`): such a
  /// run stopped mid-script for a reason outside the code under test. Said on stdout when it happens.
  static func runUngarbled(_ testbed: Testbed, _ command: [String], options: Testbed.RunOptions) throws
    -> Testbed.RunResult
  {
    let run = try testbed.run(command, options: options)
    guard let garbled = run.garbledRead else { return run }
    print("testbed: umockdev garbled the event stream (a read of \(garbled.bytes) bytes); running \(command[0]) again")
    return try testbed.run(command, options: options)
  }

  /// The repository root (the folder holding Package.swift), from this file's path.
  static var repositoryRoot: URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return url
  }

  /// `../shared` beside the repository (CI clones it there).
  static var shared: URL { repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared") }
}
