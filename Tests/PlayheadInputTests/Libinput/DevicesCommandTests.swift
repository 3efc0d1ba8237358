import Foundation
import PlayheadInput
import PlayheadTestSupport
import Testing

/// `playhead devices` on this machine as it is (no input devices on CI): real process, real exit codes.
@Suite
struct DevicesCommandTests {
  func run(_ arguments: String...) async throws -> Launcher.Result {
    try await Launcher.run(arguments, timeout: 60)
  }

  @Test(.requires(.noTouchpad))
  func withoutTouchpadsTheListSaysSoAndSuggestsDemo() async throws {
    let text = try await run("devices")
    #expect(text.status == 0)
    #expect(
      text.stdout == "No touchpad found. Run `playhead demo` to drive Playhead from a virtual touchpad.\n")
    let json = try await run("devices", "--json")
    #expect(json.status == 0)
    #expect(json.stdout == "[]\n")
  }

  @Test(.requires(.noTouchpad))
  func watchingASeatWithoutTouchpadsFailsWithNoTouchpad() async throws {
    let output = try await run("devices", "--watch")
    #expect(output.status == 69)
    #expect(output.stderr == "playhead: \(InputError.noTouchpad(seat: "seat0"))\n")
    #expect(output.stdout.isEmpty)
  }

  @Test func watchingPathsThatAreNotTouchpadsFailsWithTheirOwnCodes() async throws {
    let missing = try await run("devices", "--watch", "--device", "/dev/input/event99-missing")
    #expect(missing.status == 66)
    #expect(missing.stderr == "playhead: \(InputError.noSuchDevice(path: "/dev/input/event99-missing"))\n")
    let null = try await run("devices", "--watch", "--device", "/dev/null")
    #expect(null.status == 65)
    #expect(
      null.stderr
        == "playhead: /dev/null is not a touchpad (not an input device); Playhead opens touchpads only, see `playhead devices`\n"
    )
  }

  @Test func deviceWithoutWatchIsAUsageError() async throws {
    let output = try await run("devices", "--device", "/dev/input/event6")
    #expect(output.status == 64)  // argument-parser's validation exit code (EX_USAGE)
    #expect(output.stderr.contains("--device and --gestures need --watch"))
  }
}
