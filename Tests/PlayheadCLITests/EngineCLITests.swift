import Foundation
import PlayheadTestSupport
import Testing

/// The engine through the `playhead` binary: replays of every recording in Tests/Fixtures/recordings on a virtual clock,
/// the demo's sequence, and bad input (one clear line, a distinct non-zero exit, never a crash).
@Suite("playhead replay/demo through the engine")
struct EngineCLITests {
  static let recordings: [URL] = {
    let dir = Fixtures.recordings
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix("_excerpt.txt") }.sorted().map { dir.appendingPathComponent($0) }
  }()

  static func parse(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }

  /// The log's invariants: every record has type and t; percents in [0, 1]; frame times rise; each
  /// complete closes exactly one decision chain (a decision re-grabbed before its completion is
  /// followed by another decision, not by a second complete); nothing is left without a complete.
  static func checkConsistency(_ records: [[String: Any]], file: String) {
    var openDecision = false
    var lastFrameT = -Double.infinity
    for (i, r) in records.enumerated() {
      let type = r["type"] as? String
      #expect(type != nil && r["t"] is Double, "\(file) record \(i) lacks type or t")
      switch type {
      case "frame":
        let p = r["percent"] as? Double ?? -1
        #expect(p >= 0 && p <= 1, "\(file) record \(i): percent \(p)")
        let t = r["t"] as! Double
        #expect(t >= lastFrameT, "\(file) record \(i): frame time goes back")
        lastFrameT = t
      case "decision":
        let p = r["percent"] as? Double ?? -1
        #expect(p >= 0 && p <= 1, "\(file) record \(i): decision percent \(p)")
        #expect(["finish", "cancel"].contains(r["outcome"] as? String ?? ""))
        #expect((r["duration"] as? Double ?? -1) >= 0)
        openDecision = true
      case "complete":
        #expect(openDecision, "\(file) record \(i): a complete without a decision")
        openDecision = false
      case "gesture": break
      default: Issue.record("\(file) record \(i): unknown type \(type ?? "nil")")
      }
    }
    #expect(!openDecision, "\(file): a decision never completed")
  }

  @Test("every debug-events recording replays with --speed max --no-hud --log -: exit 0, consistent log")
  func replays() async throws {
    // Tests/Fixtures/recordings/SOURCES.md lists eight debug-events excerpts.
    try #require(Self.recordings.count == 8, "\(Self.recordings)")
    for url in Self.recordings {
      for transition in ["flip", "pop"] {
        let r = try await Launcher.run([
          "replay", url.path, "--speed", "max", "--no-hud", "--log", "-", "--transition", transition,
        ])
        #expect(r.status == 0, "\(url.lastPathComponent): \(r.stderr)")
        #expect(!r.timedOut)
        let records = try Self.parse(r.stdout)
        #expect(!records.isEmpty, "\(url.lastPathComponent) logged nothing")
        Self.checkConsistency(records, file: url.lastPathComponent)
      }
    }
  }

  @Test("a pinch transcript on pop decides and completes (libinput-gestures #202)")
  func pinchOnPop() async throws {
    let url = Fixtures.recording("libinput-gestures_issue202_turn19_pinch_excerpt.txt")
    let r = try await Launcher.run([
      "replay", url.path, "--speed", "max", "--log", "-", "--transition", "pop",
    ])
    let records = try Self.parse(r.stdout)
    #expect(records.contains { $0["type"] as? String == "gesture" && $0["kind"] as? String == "pinch" })
    #expect(
      records.filter { $0["type"] as? String == "frame" }.allSatisfy { $0["transition"] as? String == "pop" })
  }

  @Test("the libinput record (YAML) file is not a transcript: one line naming it, exit 65")
  func libinputRecordRefused() async throws {
    let url = Fixtures.recording(
      "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt")
    let r = try await Launcher.run(["replay", url.path, "--speed", "max", "--log", "-"])
    #expect(r.status == 65)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("playhead: \(url.path):"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  /// A temporary transcript (remove it when done): a touchpad's DEVICE_ADDED line, then `gestures`.
  static func transcript(_ name: String, _ gestures: String) throws -> String {
    let path = NSTemporaryDirectory() + "playhead-\(name)-\(getpid()).txt"
    let device =
      "-event12  DEVICE_ADDED            Test Touchpad                      seat0 default group1  cap:pg  size 100x60mm"
    try Data((device + "\n" + gestures + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(
    "a line that cannot be read mid-file at --speed max: one line naming it, exit 65, the log before it kept")
  func badLineMidReplay() async throws {
    let path = try Self.transcript(
      "bad-line",
      """
       event12  GESTURE_SWIPE_BEGIN     +1.000s\t3
       event12  GESTURE_SWIPE_UPDATE    +1.010s\t3  0.00/ 4.00 ( 0.00/ 4.00 unaccelerated)
       event12  GESTURE_SWIPE_UPDATE    +1.0x0s\t3  0.00/ 4.00 ( 0.00/ 4.00 unaccelerated)
       event12  GESTURE_SWIPE_END       +1.030s\t3
      """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(["replay", path, "--speed", "max", "--no-hud", "--log", "-"])
    #expect(r.status == 65)
    #expect(r.stderr.hasPrefix("playhead: \(path):4"))
    #expect(r.stderr.split(separator: "\n").count == 1)
    // The swipe's begin and first update, read before line 4, are in the log.
    let states = try Self.parse(r.stdout).filter { $0["type"] as? String == "gesture" }.map {
      $0["state"] as? String
    }
    #expect(states == ["began", "changed"])
  }

  @Test("replay --speed max: fingers resting past the watchdog mid-swipe end in a cancel, not a hang")
  func watchdogMidReplay() async throws {
    // The last update at 7.796 s: the watchdog's 5 s deadline rounds up to 12.796000 s, a rounding
    // short of 5 s after it in doubles. Before, the virtual clock stood still there for ever.
    let path = try Self.transcript(
      "resting",
      """
       event12  GESTURE_SWIPE_BEGIN     +7.786s\t3
       event12  GESTURE_SWIPE_UPDATE    +7.796s\t3  0.00/ 4.00 ( 0.00/ 4.00 unaccelerated)
       event12  GESTURE_SWIPE_END       +20.000s\t3
      """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try await Launcher.run(["replay", path, "--speed", "max", "--no-hud", "--log", "-"], timeout: 60)
    #expect(r.status == 0)
    let decisions = try Self.parse(r.stdout).filter { $0["type"] as? String == "decision" }
    #expect(decisions.count == 1)
    #expect((decisions.first?["reason"] as? String ?? "").contains("watchdog"))
    #expect(abs((decisions.first?["t"] as? Double ?? 0) - 12.796) < 1e-6)
  }

  @Test("demo --speed max: the built-in sequence decides cancel, finish, finish (flick), a re-grab, pop")
  func demoSequence() async throws {
    let r = try await Launcher.run(["demo", "--speed", "max", "--no-hud", "--log", "-"])
    #expect(r.status == 0)
    #expect(r.stderr.contains("bundled recording"))
    let records = try Self.parse(r.stdout)
    Self.checkConsistency(records, file: "demo")
    let decisions = records.filter { $0["type"] as? String == "decision" }
    // Hand-read from the script: 15 mm of 56 → 0.27 → cancel; 40 mm → 0.71 → finish; a 9 mm flick
    // (0.16) at ≈ 2.2/s → finish; 31 mm → 0.55 → finish, re-grabbed and pulled back 25 mm → cancel;
    // a pinch to scale 0.35 on pop → 0.65 → finish.
    #expect(
      decisions.map { $0["outcome"] as? String ?? "" } == [
        "cancel", "finish", "finish", "finish", "cancel", "finish",
      ])
    #expect(
      decisions.map { $0["transition"] as? String ?? "" } == ["flip", "flip", "flip", "flip", "flip", "pop"])
    let percents = decisions.map { $0["percent"] as? Double ?? -1 }
    #expect(abs(percents[0] - 15.0 / 56) < 0.01)
    #expect(abs(percents[1] - 40.0 / 56) < 0.01)
    #expect(abs(percents[5] - 0.65) < 1e-6)
    #expect((decisions[2]["reason"] as? String ?? "").contains("flick"))
    #expect(
      records.filter { $0["type"] as? String == "complete" }.map { $0["finished"] as? Bool ?? false } == [
        false, true, true, false, true,
      ])
  }

  // MARK: Bad input

  @Test("an unwritable log path: one line naming it, exit 73, nothing on stdout")
  func unwritableLog() async throws {
    let r = try await Launcher.run(["demo", "--speed", "max", "--log", "/nonexistent-dir/log.jsonl"])
    #expect(r.status == 73)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr.hasSuffix(
        "playhead: cannot open /nonexistent-dir/log.jsonl for writing: No such file or directory\n"))
  }

  @Test("/dev/full as the log: one line, exit 74")
  func devFull() async throws {
    let r = try await Launcher.run(["demo", "--speed", "max", "--log", "/dev/full"])
    #expect(r.status == 74)
    #expect(r.stderr.hasSuffix("playhead: cannot write to /dev/full: No space left on device\n"))
  }

  @Test("stdout closed early (| head -1): a clean stop, exit 0, one whole line")
  func headOne() async throws {
    let r = try await Launcher.run(
      "/bin/bash",
      [
        "-c",
        "'\(Launcher.playhead)' demo --speed max --no-hud --log - | head -1; echo \"status ${PIPESTATUS[0]}\"",
      ])
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("{\"type\":\"gesture\"") == true)
    #expect(lines.last == "status 0")
    #expect(!r.stderr.contains("Fatal"))
  }

  @Test("an unknown transition: one line listing the real ones, exit 64")
  func unknownTransition() async throws {
    let r = try await Launcher.run(["demo", "--speed", "max", "--transition", "wobble"])
    #expect(r.status == 64)
    #expect(r.stderr.contains("playhead: unknown transition 'wobble'; the transitions are flip, "))
    // One line (issue 24): the demo's note about its source comes only once the options were taken.
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test("an unknown gesture: one line naming it, exit 64")
  func unknownGesture() async throws {
    let recording = try #require(Self.recordings.first, "no recordings in \(Fixtures.recordings.path)")
    let r = try await Launcher.run(["replay", recording.path, "--speed", "max", "--gesture", "twirl:3"])
    #expect(r.status == 64)
    #expect(r.stderr.contains("playhead: bad --gesture 'twirl:3': "))
    #expect(r.stdout.isEmpty)
  }

  @Test("a device that is not a touchpad: one line, its own exit status, no HUD")
  func notATouchpad() async throws {
    let r = try await Launcher.run(["live", "--device", "/dev/null", "--no-hud"])
    #expect(r.status == 65)
    #expect(r.stderr.hasPrefix("playhead: /dev/null is not a touchpad"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test("live on a seat with no touchpad says why and suggests demo")
  func noTouchpad() async throws {
    let r = try await Launcher.run(["live", "--seat", "playhead-test-no-such-seat", "--no-hud"])
    #expect(r.status != 0)
    #expect(r.stderr.hasPrefix("playhead: "))
    #expect(r.stderr.contains("playhead demo") || r.stderr.contains("libinput"))
    #expect(r.stderr.split(separator: "\n").count == 1)
  }

  @Test("bad numbers are refused by the option parser, in one line")
  func badNumbers() async throws {
    for args in [
      ["--fps", "0"], ["--threshold", "1.5"], ["--completion", "bounce"], ["--distance", "-3"],
    ] {
      let r = try await Launcher.run(["demo", "--speed", "max"] + args)
      #expect(r.status == 64, "\(args)")
      #expect(r.stderr.hasPrefix("playhead: --\(args[0].dropFirst(2)) must be "), "\(args)")
      #expect(r.stderr.split(separator: "\n").count == 1 && r.stdout.isEmpty, "\(args)")
    }
  }
}
