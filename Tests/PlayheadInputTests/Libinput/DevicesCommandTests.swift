import Foundation
import PlayheadInput
import Testing

/// `playhead devices` on this machine as it is (no input devices on CI): real process, real exit codes.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: UmockdevRun.playheadExecutable.path)))
struct DevicesCommandTests {
  let playhead = UmockdevRun.playheadExecutable.path

  func run(_ arguments: String...) throws -> UmockdevRun.Output {
    try UmockdevRun.run([playhead] + arguments, timeout: 60)
  }

  @Test(.enabled(if: LibinputSourceTests.noTouchpadHere))
  func withoutTouchpadsTheListSaysSoAndSuggestsDemo() throws {
    let text = try run("devices")
    #expect(text.status == 0)
    #expect(text.stdout == "No touchpad found. Run `playhead demo` to drive Playhead from a virtual touchpad.\n")
    let json = try run("devices", "--json")
    #expect(json.status == 0)
    #expect(json.stdout == "[]\n")
  }

  @Test(.enabled(if: LibinputSourceTests.noTouchpadHere))
  func watchingASeatWithoutTouchpadsFailsWithNoTouchpad() throws {
    let output = try run("devices", "--watch")
    #expect(output.status == 69)
    #expect(output.stderr == "playhead: \(InputError.noTouchpad(seat: "seat0"))\n")
    #expect(output.stdout.isEmpty)
  }

  @Test func watchingPathsThatAreNotTouchpadsFailsWithTheirOwnCodes() throws {
    let missing = try run("devices", "--watch", "--device", "/dev/input/event99-missing")
    #expect(missing.status == 66)
    #expect(missing.stderr == "playhead: \(InputError.noSuchDevice(path: "/dev/input/event99-missing"))\n")
    let null = try run("devices", "--watch", "--device", "/dev/null")
    #expect(null.status == 65)
    #expect(null.stderr == "playhead: /dev/null is not a touchpad (not an input device); Playhead opens touchpads only, see `playhead devices`\n")
  }

  @Test func deviceWithoutWatchIsAUsageError() throws {
    let output = try run("devices", "--device", "/dev/input/event6")
    #expect(output.status == 64)  // argument-parser's validation exit code (EX_USAGE)
    #expect(output.stderr.contains("--device and --gestures need --watch"))
  }

  @Test func helpIsExact() throws {
    let output = try UmockdevRun.run([playhead, "devices", "--help"], environment: ["COLUMNS": "80"], timeout: 60)
    #expect(output.status == 0)
    #expect(
      output.stdout == """
        OVERVIEW: List the touchpads on this machine and whether Playhead can open
        them.

        Every touchpad udev knows is listed, including those this user may not open yet
        (install udev/70-playhead-touchpad.rules for those). With --watch, Playhead
        opens the touchpads through libinput and prints every gesture and device event
        as a JSON line, with its CLOCK_MONOTONIC times in microseconds, until
        interrupted.

        USAGE: playhead devices [--json] [--watch] [--device <path>] [--gestures <n>] [--seat <seat>]

        OPTIONS:
          --json                  Print a JSON array instead of a table.
          --watch                 Print live gesture and device events as JSON lines.
          --device <path>         Watch only this touchpad node.
          --gestures <n>          With --watch: exit after this many swipes or pinches
                                  have ended.
          --seat <seat>           The udev seat to watch. (default: seat0)
          --version               Show the version.
          -h, --help              Show help information.


        """)
  }
}
