import Foundation
import PlayheadTestSupport
import Testing

@Suite("playhead devices")
struct DevicesCommandTests {
  static let help = """
    OVERVIEW: List the touchpads on this machine and whether Playhead can open
    them.

    Every touchpad udev knows is listed, including those this user may not open yet
    (install udev/70-playhead-touchpad.rules for those). With --watch, Playhead
    opens the touchpads through libinput and prints each gesture and device event
    as a JSON line, with the CLOCK_MONOTONIC time at which it was read from the
    device, until interrupted (Ctrl-C).

    USAGE: playhead devices [--json] [--watch] [--device <path>] [--gestures <n>] [--seat <seat>]

    OPTIONS:
      --json                  Print JSON instead of a table (with --watch: always
                              JSON lines).
      --watch                 Print live gesture and device events as JSON lines.
      --device <path>         With --watch: open only this touchpad node, e.g.
                              /dev/input/event5.
      --gestures <n>          With --watch: exit after this many swipes or pinches
                              have ended.
      --seat <seat>           With --watch: the udev seat whose touchpads to open.
                              (default: seat0)
      --version               Show the version.
      -h, --help              Show help information.


    """

  /// Touchpads as udev's database records them, read without libinput (see `MachineTouchpads`).
  static var touchpadsOnThisMachine: Int { MachineTouchpads.count }

  @Test func helpIsExact() async throws {
    let result = try await CLIRun.playhead(["devices", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout == Self.help)
    #expect(result.stderr.isEmpty)
  }

  /// docs/libinput.md: "No touchpad: the text form says so and suggests `playhead demo`; the JSON
  /// form is `[]`; both exit 0." With touchpads, a table with one row each. Which of the two this
  /// machine should print is read from udev's database before `playhead` runs.
  @Test func touchpadsAreListedOrTheirAbsenceSaysSo() async throws {
    let expected = Self.touchpadsOnThisMachine
    let result = try await CLIRun.playhead(["devices"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    if expected == 0 {
      #expect(
        result.stdout == "No touchpad found. Run `playhead demo` to drive Playhead from a virtual touchpad.\n"
      )
    } else {
      let lines = CLIRun.lines(result.stdout)
      #expect(lines.first?.hasPrefix("NAME") == true)
      #expect(lines.first?.hasSuffix("CAN OPEN") == true)
      #expect(lines.filter { $0.contains("/dev/input/event") }.count == expected)
    }
  }

  @Test func jsonIsAnArrayOfTheTouchpads() async throws {
    let result = try await CLIRun.playhead(["devices", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let array = try #require(value as? [[String: Any]])
    #expect(array.count == Self.touchpadsOnThisMachine)
    for touchpad in array {
      #expect(Set(touchpad.keys) == ["name", "node", "widthMM", "heightMM", "gestures", "canOpen"])
    }
  }

  @Test(.requires(.devFull), arguments: [["--json"], []])
  func fullDiskIsAnErrorNotSilence(extra: [String]) async throws {
    CLIRun.expectFullDeviceError(try await CLIRun.playheadToFullDevice(["devices"] + extra))
  }

  @Test(arguments: [
    (["--gestures", "0"], "--gestures must be at least 1, not 0"),
    (["--watch", "--gestures", "-1"], "--gestures must be at least 1, not -1"),
    (["--device", "/dev/input/event0"], "--device and --gestures need --watch"),
    (["--gestures", "2"], "--device and --gestures need --watch"),
  ])
  func badCombinationsGetOneLine(args: [String], message: String) async throws {
    let result = try await CLIRun.playhead(["devices"] + args)
    let line = CLIRun.expectOneLineError(result, status: 64)
    #expect(line == "playhead: \(message)")
  }

  /// docs/libinput.md's table: 66 for a missing node, 65 for something that is not a touchpad.
  @Test func watchingAMissingNodeSaysSo() async throws {
    let path = "/nonexistent-playhead-test/event99"
    let result = try await CLIRun.playhead(["devices", "--watch", "--device", path, "--gestures", "1"])
    let line = CLIRun.expectOneLineError(result, status: 66)
    #expect(line.hasPrefix("playhead: no such device: \(path)"), "\(line)")
  }

  /// A character device that is not an input device, and a plain file.
  @Test(arguments: ["/dev/null", Fixtures.packageRoot.appendingPathComponent("Package.swift").path])
  func watchingSomethingElseThanATouchpadIsRefused(path: String) async throws {
    let result = try await CLIRun.playhead(["devices", "--watch", "--device", path, "--gestures", "1"])
    let line = CLIRun.expectOneLineError(result, status: 65)
    #expect(line.hasPrefix("playhead: \(path) is not a touchpad"), "\(line)")
  }
}

/// `playhead devices` names the desktop's colliding gestures as `live` does, from the session's
/// environment (no touchpad needed to say it).
@Suite("devices: the desktop's gestures")
struct DevicesDesktopTests {
  @Test("XDG_CURRENT_DESKTOP=niri: the line for flip's 3-finger vertical swipes; sway: none")
  func desktopLine() async throws {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CURRENT_DESKTOP"] = "niri"
    let niri = try await Launcher.run(Launcher.playhead, ["devices"], environment: environment)
    #expect(niri.status == 0)
    #expect(
      niri.stdout.hasSuffix(
        "\nThe desktop: niri also reads 3-finger vertical swipes (it switches workspaces; niri src/input/mod.rs), "
          + "so both will move: run with --grab to keep the touchpad to Playhead, or use --gesture swipe:5:down, "
          + "which niri leaves alone.\n"), "\(niri.stdout)")
    environment["XDG_CURRENT_DESKTOP"] = "sway"
    let sway = try await Launcher.run(Launcher.playhead, ["devices"], environment: environment)
    #expect(!sway.stdout.contains("The desktop"))
  }
}
