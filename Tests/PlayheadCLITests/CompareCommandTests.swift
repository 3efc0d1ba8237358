import Foundation
import PlayheadTestSupport
import Testing

/// `playhead compare`: three hand-made flip gestures through every policy, as a table, as JSON lines
/// and as a plot a real renderer draws; and its bad input.
@Suite("playhead compare")
struct CompareCommandTests {
  /// Three 3-finger swipes of a 100 × 60 mm touchpad. With `--mm-per-unit 0.1 --distance 10` one
  /// unaccelerated unit is 0.1 mm of the flip's 10 mm: 1 % each.
  /// 1. down, 30 updates of 2 units every 20 ms: 60 %, lifted 5 ms after the last;
  /// 2. up (the flip now dismisses), 5 updates of 2 units every 20 ms: 10 %;
  /// 3. up, 5 updates of 2 units then 5 of 4 every 10 ms: 30 %.
  static let transcript: String = {
    var lines = [
      " event6   DEVICE_ADDED     Test Touchpad                     seat0 default group1  cap:pg  size 100x60mm"
    ]
    func gesture(_ start: Double, _ steps: [(dt: Double, dy: Double)]) {
      lines.append(String(format: " event6   GESTURE_SWIPE_BEGIN +%.3fs\t3", start))
      var t = start
      for step in steps {
        t += step.dt
        lines.append(
          String(
            format: " event6   GESTURE_SWIPE_UPDATE +%.3fs\t3  0.00/%5.2f ( 0.00/%5.2f unaccelerated)", t,
            step.dy, step.dy))
      }
      lines.append(String(format: " event6   GESTURE_SWIPE_END +%.3fs\t3", t + 0.005))
    }
    gesture(1, Array(repeating: (0.02, 2), count: 30))
    gesture(3, Array(repeating: (0.02, -2), count: 5))
    gesture(5, Array(repeating: (0.01, -2), count: 5) + Array(repeating: (0.01, -4), count: 5))
    return lines.joined(separator: "\n") + "\n"
  }()

  static func file(_ text: String = transcript) throws -> String {
    let path = NSTemporaryDirectory() + "compare-\(UUID().uuidString).txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let units = ["--mm-per-unit", "0.1", "--distance", "10"]

  @Test func jsonLinesHoldEveryPolicysVerdict() async throws {
    let path = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(["compare", path, "--json"] + Self.units)
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n")
    try #require(lines.count == 3)
    var decisions: [[String: String]] = []
    for (i, line) in lines.enumerated() {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["type"] as? String == "gesture" && object["gesture"] as? Int == i + 1)
      let policies = try #require(object["policies"] as? [String: [String: Any]])
      #expect(
        Set(policies.keys) == [
          "uikit", "gnome", "libadwaita", "niri", "kwin", "hyprland", "flutter", "androidx",
        ])
      decisions.append(policies.mapValues { $0["decision"] as? String ?? "" })
      #expect(policies["kwin"]?["velocityUnit"] as? String == "none")
      #expect(policies["hyprland"]?["velocityUnit"] as? String == "percent/event")
      #expect(policies["gnome"]?["distance"] as? String == "300 units")  // the flip is vertical
    }
    let percents = lines.compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
    }
    .compactMap { $0["percent"] as? Double }
    #expect(
      percents.count == 3 && abs(percents[0] - 0.6) < 1e-9 && abs(percents[1] - 0.1) < 1e-9
        && abs(percents[2] - 0.3) < 1e-9)
    // 1 (60 %): the seed's 0.5, KWin's 0.25 and Hyprland's 150 of 300 units all finish; GNOME's window
    // at the lift holds 1.46 … 1.60 s: 0.02 × 7 / 140 ms = 1/s → 0.3 px/ms < 0.6: the nearest end, 1.
    #expect(decisions[0]["uikit"] == "finish" && decisions[0]["kwin"] == "finish")
    #expect(decisions[0]["hyprland"] == "finish" && decisions[0]["gnome"] == "finish")
    // 2 (10 %): below every threshold; niri projects 0.1 + (0.1 / 0.085 s) × 0.332834 = 0.4916 → 0.
    for policy in ["uikit", "gnome", "libadwaita", "niri", "kwin", "hyprland", "androidx"] {
      #expect(decisions[1][policy] == "cancel", "\(policy)")
    }
    // 3 (30 %, a flick): KWin finishes (≥ 0.25); Hyprland reverts (90 < 150 units, mean 9 < 30);
    // GNOME's 3/s → 0.9 px/ms projects to 0.5991, past the start: the next end, finish.
    #expect(
      decisions[2]["kwin"] == "finish" && decisions[2]["hyprland"] == "cancel"
        && decisions[2]["gnome"] == "finish")
  }

  @Test func theTableShowsOneBlockPerGesture() async throws {
    let path = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(["compare", path, "--policies", "kwin,hyprland"] + Self.units)
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.filter { $0.hasPrefix("gesture ") }.count == 3)
    #expect(lines.contains { $0.hasPrefix("gesture 1 · flip · released at 1.605 s · 60.0 % · 30 updates") })
    #expect(lines.contains { $0.hasPrefix("  kwin       finish") && $0.hasSuffix("progress 0.60 ≥ 0.25") })
    #expect(
      lines.contains {
        $0.hasPrefix("  hyprland   cancel") && $0.hasSuffix("distance 0.30 < 0.5, mean delta 9.0 < 30")
      })
    #expect(!lines.contains { $0.contains("uikit") })
  }

  @Test(
    "a paste cut off mid-swipe: the gesture Playhead ended itself is not said to be cancelled by libinput")
  func aCutOffPasteIsNotCancelledByLibinput() async throws {
    // touchegg #278 stops before its END: the reader ends the swipe cancelled (and warns so); libinput
    // never said so, and the report must not either.
    let r = try await Launcher.run(["compare", Fixtures.recording("touchegg_issue278_excerpt.txt").path])
    #expect(r.status == 0, "\(r.stderr)")
    let header = r.stdout.split(separator: "\n").first { $0.hasPrefix("gesture 1 ") }
    #expect(header?.hasSuffix("10 updates · cancelled") == true, "\(r.stdout)")
    #expect(!r.stdout.contains("by libinput"), "\(r.stdout)")
    #expect(r.stderr.contains("never ended: it was ended as cancelled at the end of the input"))
  }

  @Test(.requires(.rsvgConvert))
  func thePlotRendersAtItsSize() async throws {
    let path = try Self.file()
    let svg = NSTemporaryDirectory() + "compare-\(UUID().uuidString).svg"
    let png = svg + ".png"
    defer { for p in [path, svg, png] { try? FileManager.default.removeItem(atPath: p) } }
    let r = try await Launcher.run(["compare", path, "--plot", svg] + Self.units)
    #expect(r.status == 0)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    // A title, the axis units, a legend entry and a curve per policy for each of the three panels.
    #expect(text.contains("<title>playhead compare: flip") && text.contains("seconds after the release"))
    #expect(text.components(separatedBy: "<polyline").count - 1 == 3 * 8)
    let render = try await Launcher.run("/usr/bin/rsvg-convert", [svg, "-o", png])
    #expect(render.status == 0, "\(render.stderr)")
    // Three panels in one row: 50 + 3 × (260 + 60) = 1010 wide, 70 + 240 + 40 = 350 high.
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    try #require(bytes.count > 24)
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1010 && height == 350)
  }

  @Test("`playhead compare --help` is exactly this")
  func help() async throws {
    let r = try await Launcher.run(["compare", "--help"])
    #expect(r.status == 0)
    #expect(r.stdout == Self.helpText)
  }

  static let helpText = """
    OVERVIEW: Replay a recording or transcript through every platform's release
    rule, side by side.

    Each gesture of FILE runs through the engine (the transition's mapping, on a
    virtual clock); at each release every policy reads the same gesture, the same
    percent, with its own velocity estimator, and says whether it finishes or
    cancels, the velocity it saw, where it projected and how long its completion
    takes. The engine's own timeline between gestures follows --policy (uikit by
    default). Policies: uikit, gnome, libadwaita, niri, kwin, hyprland, flutter,
    androidx. Their constants and sources: docs/policies.md.

    USAGE: playhead compare [<options>] <file>

    ARGUMENTS:
      <file>                  A `libinput debug-events` transcript or a Playhead
                              recording.

    OPTIONS:
      --policies <a,b,…>      The policies to compare, comma-separated (default:
                              all).
      --json                  Print one JSON object per gesture, one per line.
      --plot <file>           Draw each policy's completion over time, per gesture,
                              into this SVG file.
    \(HelpTests.engineOptions)
      --version               Show the version.
      -h, --help              Show help information.


    """

  @Test func anUnwritablePlotIsOneLineAndExit73() async throws {
    let path = try Self.file()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(["compare", path, "--plot", "/nonexistent/folder/lab.svg"] + Self.units)
    #expect(r.status == 73)
    #expect(
      r.stderr == "playhead: cannot open /nonexistent/folder/lab.svg for writing: No such file or directory\n"
    )
  }

  @Test func badInputIsOneLineAndASysexitsCode() async throws {
    let path = try Self.file("this is not a transcript\nnor is this\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let garbage = try await Launcher.run(["compare", path])
    #expect(garbage.status == 65)
    #expect(garbage.stderr.hasPrefix("playhead: \(path)") && garbage.stderr.split(separator: "\n").count == 1)
    let missing = try await Launcher.run(["compare", "/nonexistent/recording.txt"])
    #expect(missing.status == 66 && missing.stderr.contains("/nonexistent/recording.txt"))
    let policy = try await Launcher.run(["compare", path, "--policies", "uikit,macos"])
    #expect(policy.status == 64 && policy.stderr.contains("unknown policy 'macos'"))
  }
}
