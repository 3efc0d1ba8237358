import Foundation
import PlayheadTestSupport
import Testing

@testable import PlayheadTestbed

/// Bad input to `playhead simulate`, and its refusal of /dev/uinput: one clear line and a sysexits
/// code, decided before any testbed starts (so not a real-time suite: no retry in scripts/test.sh).
@Suite("Faults in the input files")
struct FaultFileTests {
  // MARK: garbage in, clear errors out (through the CLI)

  @Test func garbageEventsFileIsAClearError() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-garbage-\(getpid()).events")
    try "# EVEMU 1.3\nE: 0.000000 0003 0039 100\nE: 0.000000 0000 0000 0\nthis is not an event\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await TestbedSupport.playhead(["simulate", "--events", file.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(file.path):4: "), "\(result.stderr)")
  }

  @Test func garbageRecordingIsAClearError() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playhead-garbage-\(getpid()).yml")
    try "version: 1\ndevices:\n- node: x\n  evdev: {name: \"x\", id: [1, 2, 3], codes: {}}\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await TestbedSupport.playhead(["simulate", "--recording", file.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains("\(file.path):4: evdev id: expected [bus, vendor, product, version]"),
      "\(result.stderr)")
  }

  @Test func badScriptsAndTouchpadsAreUsageErrors() async throws {
    let script = try await TestbedSupport.playhead(["simulate", "--script", "swipe 3 up 40mm 300ms; wave"])
    #expect(script.status == 64)
    #expect(
      script.stderr.contains("script column 24: 'wave': expected swipe, pinch, hold or pause"),
      "\(script.stderr)")
    let pad = try await TestbedSupport.playhead([
      "simulate", "--touchpad", "trackball", "--script", "hold 2 100ms",
    ])
    #expect(pad.status == 64)
    #expect(pad.stderr.contains("unknown touchpad 'trackball'"))
    let fit = try await TestbedSupport.playhead(["simulate", "--script", "swipe 3 up 40mm 300ms"])
    #expect(fit.status == 64)
    #expect(fit.stderr.contains("does not fit on synaptics-ps2"))
  }

  // MARK: --uinput without /dev/uinput

  @Test func uinputRefusalExplainsTheOptInRule() throws {
    let missing = "/nonexistent/uinput-\(getpid())"
    #expect {
      try UinputTouchpad(spec: .synapticsPS2, uinputPath: missing)
    } throws: { error in
      guard case .uinputUnavailable(let message) = error as? TestbedError else { return false }
      return message.contains("udev/71-playhead-uinput.rules") && !message.contains("0666")
        && !message.contains("input group")
    }
  }

  /// Where this machine has no writable /dev/uinput (probed before playhead runs): the CLI stops with
  /// exit 77 and the rule.
  @Test(.requires(.noWritableUinput))
  func uinputRefusalThroughTheCLI() async throws {
    let result = try await TestbedSupport.playhead([
      "simulate", "--uinput", "--script", "swipe 3 up 15mm 300ms",
    ])
    #expect(result.status == 77)
    #expect(result.stderr.contains("cannot open /dev/uinput"))
    #expect(result.stderr.contains("71-playhead-uinput.rules"))
  }
}
