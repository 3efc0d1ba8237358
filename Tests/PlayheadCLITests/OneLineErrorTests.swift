import Foundation
import PlayheadTestSupport
import Testing

/// Issue 24, item 4: every bad command line is one line `playhead: …` on stderr, nothing on stdout,
/// a sysexits code (docs/cli.md); negative numbers are values, refused by range; no option is
/// accepted and then ignored. The expected lines are written out here from the rules in docs/cli.md.
@Suite("One error line for the whole CLI")
struct OneLineErrorTests {
  /// Options are checked before any input is read, so a transcript that exists is all these need.
  static let transcript = Fixtures.recording("libinput-gestures_issue310_excerpt.txt").path

  static let commands =
    "live, demo, replay, record, devices, sample, transitions, check, compare, simulate, bench, plot"
  static let policies = "uikit, gnome, libadwaita, niri, kwin, hyprland, flutter, androidx"

  @Test(
    "a bad command line is exactly one line and EX_USAGE",
    arguments: [
      (["replay", transcript, "--fps", "0"], "--fps must be between 1 and 1000, got 0"),
      (
        ["bench", "--synthetic", "--testbed", "synaptics-ps2"],
        "choose exactly one of --replay FILE, --synthetic, --testbed TOUCHPAD, --uinput"
      ),
      (["help", "nosuch"], "help: no command 'nosuch' in playhead; they are \(commands)"),
      (["help", "replay", "nosuch"], "help: no command 'nosuch' in playhead replay; it has none"),
      (
        ["compare", transcript, "--policies", "uikit,bogus"],
        "--policies: unknown policy 'bogus'; the policies are \(policies)"
      ),
      (["compare", transcript, "--watch"], "unknown option '--watch' (see 'playhead compare --help')"),
      (
        ["replay", transcript, "--events", "--log", "x.jsonl"],
        "--log is for the engine, which --events does not run; drop one of them"
      ),
      (
        ["replay", transcript, "--events", "--gesture", "swipe:3:down"],
        "--gesture is for the engine, which --events does not run; drop one of them"
      ),
      (["replay"], "missing expected argument '<file>' (see 'playhead replay --help')"),
      (
        ["simulate", "--script", "swipe 3 sideways 10mm 100ms"],
        "simulate: script column 9: 'sideways': expected up, down, left or right"
      ),
      (
        ["replay", transcript, "--fps", "abc"],
        "the value 'abc' is invalid for '--fps <n>' (see 'playhead replay --help')"
      ),
      (["replay", transcript, "--fps"], "missing value for '--fps <n>' (see 'playhead replay --help')"),
    ])
  func oneLine(args: [String], message: String) async throws {
    let line = CLIRun.expectOneLineError(try await CLIRun.playhead(args), status: 64)
    #expect(line == "playhead: \(message)")
  }

  @Test("compare lists and accepts only what it honours: no --watch, --no-hud or --slow")
  func compareHasNoSessionFlags() async throws {
    let help = try await CLIRun.playhead(["compare", "--help"])
    #expect(help.status == 0)
    for flag in ["--watch", "--no-hud", "--slow"] {
      #expect(!help.stdout.contains(flag), "\(flag)")
      let r = try await CLIRun.playhead(["compare", Self.transcript, flag])
      let line = CLIRun.expectOneLineError(r, status: 64)
      #expect(line.hasPrefix("playhead: unknown option '\(flag)'"), "\(line)")
    }
  }

  /// A swipe along one axis never moves a percent measured along the other (docs/transitions.md:
  /// flip is |ty| / height, pieces |dx| / 150, pop 1 − scale), as `check` refuses in a file.
  @Test(
    "a --gesture that cannot move the transition is refused before anything is read",
    arguments: [
      (
        ["--transition", "pieces", "--gesture", "swipe:3:down"],
        "--gesture swipe:3:down cannot drive pieces: its percent is |dx| / 150, along x, which a swipe down does not move; give left or right"
      ),
      (
        ["--gesture", "swipe:4:left"],
        "--gesture swipe:4:left cannot drive flip: its percent is |ty| / height, along y, which a swipe left does not move; give up or down"
      ),
      (
        ["--transition", "pop", "--gesture", "swipe:3:down"],
        "--gesture swipe:3:down cannot drive pop: its percent is 1 − scale, which a swipe does not change; give pinch:N"
      ),
      (
        ["--transition", "slide", "--gesture", "pinch:2"],
        "--gesture pinch:2 cannot drive slide: its percent is dx / 276, which a pinch does not move; give a swipe"
      ),
    ])
  func gestureAgainstTheMapping(args: [String], message: String) async throws {
    // The transcript would print a note on stderr if it were read: one line proves it was not.
    let r = try await CLIRun.playhead(
      ["replay", Self.transcript, "--speed", "max", "--log", "/dev/null"] + args)
    #expect(CLIRun.expectOneLineError(r, status: 64) == "playhead: \(message)")
  }

  @Test("a --gesture along the transition's axis is taken")
  func gestureAlongTheMapping() async throws {
    let path = NSTemporaryDirectory() + "one-line-\(UUID().uuidString).txt"
    try SwipeTranscript.text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await CLIRun.playhead([
      "replay", path, "--speed", "max", "--log", "-", "--mm-per-unit", "0.1", "--transition", "pieces",
      "--gesture", "swipe:3:left",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty)
  }

  @Test(
    "negative numbers are values, refused by range in one line",
    arguments: [
      (["replay", transcript, "--speed", "-1"], "--speed must be a positive number or max, got -1"),
      (["replay", transcript, "--threshold", "-0.5"], "--threshold must be between 0 and 1, got -0.5"),
      (
        ["replay", transcript, "--distance", "-3"],
        "--distance must be a positive number of millimetres, got -3"
      ),
      (
        ["replay", transcript, "--mm-per-unit", "-0.1"],
        "--mm-per-unit must be a positive number of millimetres, got -0.1"
      ),
      (["replay", transcript, "--fps", "-60"], "--fps must be between 1 and 1000, got -60"),
      (["compare", transcript, "--threshold", "-0.5"], "--threshold must be between 0 and 1, got -0.5"),
      (["live", "--fps", "-1"], "--fps must be between 1 and 1000, got -1"),
      (["record", "-", "--distance", "-40"], "--distance must be a positive number of millimetres, got -40"),
      (["demo", "--speed", "-2"], "--speed must be a positive number or max, got -2"),
      (["bench", "--synthetic", "--speed", "-1"], "--speed must be a positive number or max, got -1"),
      (["bench", "--synthetic", "--fps", "-1"], "--fps must be between 1 and 1000, got -1"),
      (["bench", "--synthetic", "--idle", "-2"], "--idle must be between 0 and 60 seconds, got -2"),
      (
        ["simulate", "--script", "swipe 3 up 10mm 100ms", "--stop-after", "-1"],
        "--stop-after must be a number of seconds ≥ 0, got -1"
      ),
      (
        ["simulate", "--script", "swipe 3 up 10mm 100ms", "--vanish-after", "-0.5"],
        "--vanish-after must be a number of seconds ≥ 0, got -0.5"
      ),
    ])
  func negativeNumbers(args: [String], message: String) async throws {
    let line = CLIRun.expectOneLineError(try await CLIRun.playhead(args), status: 64)
    #expect(line == "playhead: \(message)")
  }

  /// `--completion-speed` ≤ 0 behaves as 1 (UIKit): -1 is a value the engine takes, not a missing one.
  @Test("a negative --completion-speed is taken")
  func negativeCompletionSpeed() async throws {
    let path = NSTemporaryDirectory() + "one-line-\(UUID().uuidString).txt"
    try SwipeTranscript.text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await CLIRun.playhead([
      "replay", path, "--speed", "max", "--log", "-", "--completion-speed", "-1",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\"type\":\"decision\""))
  }

  /// Found by the CLI fuzz: a completion from a percent near 0 at speed 1e-320 lasts ~10¹⁴ s of frames.
  @Test("a --completion-speed below 0.01 is refused in one line, before any input is read")
  func completionSpeedBelowTheFloor() async throws {
    let r = try await CLIRun.playhead([
      "demo", "--speed", "max", "--no-hud", "--completion-speed", "1e-320", "--distance", "1e308",
    ])
    let line = CLIRun.expectOneLineError(r, status: 64)
    #expect(
      line == "playhead: --completion-speed must be at least 0.01 (or ≤ 0, which behaves as 1), got 1e-320")
  }

  @Test("--uinput without access is one line naming the opt-in rule, exit 77", .requires(.noWritableUinput))
  func uinputWithoutAccess() async throws {
    let line = CLIRun.expectOneLineError(try await CLIRun.playhead(["bench", "--uinput"]), status: 77)
    #expect(line.hasPrefix("playhead: cannot open /dev/uinput: "))
    #expect(line.contains("71-playhead-uinput.rules") && line.hasSuffix("or leave out --uinput"))
  }

  @Test(
    "an output that cannot be written is refused before a transcript's warnings: one line, exit 73",
    arguments: [["compare"], ["bench", "--speed", "max", "--no-allocations", "--idle", "0", "--replay"]])
  func unwritableOutputBeforeWarnings(command: [String]) async throws {
    // touchegg #278 is cut off mid-swipe: reading it warns. A --plot in a folder that does not exist,
    // or a --plot that is a folder, is known before it is read (found by the CLI fuzz: three lines).
    let cutOff = Fixtures.recording("touchegg_issue278_excerpt.txt").path
    let missing = NSTemporaryDirectory() + "playhead-missing-\(UUID().uuidString)/plot.svg"
    let folder = NSTemporaryDirectory()
    for (plot, reason) in [(missing, "No such file or directory"), (folder, "Is a directory")] {
      let r = try await Launcher.run(command + [cutOff, "--plot", plot])
      #expect(r.status == 73, "\(r.stderr)")
      #expect(r.stderr == "playhead: cannot open \(plot) for writing: \(reason)\n")
      #expect(r.stdout.isEmpty)
    }
  }

  @Test("help SUB and SUB --help still print the help, exit 0")
  func helpStillWorks() async throws {
    let viaHelp = try await CLIRun.playhead(["help", "compare"])
    let viaFlag = try await CLIRun.playhead(["compare", "--help"])
    #expect(viaHelp.status == 0 && viaFlag.status == 0)
    #expect(viaHelp.stdout == viaFlag.stdout && viaHelp.stdout.hasPrefix("OVERVIEW: "))
    #expect(viaHelp.stderr.isEmpty)
  }
}
