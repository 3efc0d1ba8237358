import Foundation
import PlayheadTestSupport
import Testing

/// `playhead bench` through the built binary on a small replay: the JSON's keys and shapes and the
/// table's rows. Shapes and invariants only (p50 ≤ p95 ≤ p99 ≤ max, counts), never timings.
@Suite("playhead bench (binary)")
struct BenchCLITests {
  /// `SwipeTranscript` in a file of its own: the tests run in parallel and each removes its own.
  static func transcript() throws -> String {
    let path = NSTemporaryDirectory() + "playhead-bench-test-\(UUID().uuidString).txt"
    try SwipeTranscript.text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// `playhead bench --replay` of `SwipeTranscript` at `--speed max`, `options` after; the file
  /// removed after the run.
  static func replayAtMaxSpeed(_ options: [String]) async throws -> Launcher.Result {
    let file = try transcript()
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try await Launcher.run(["bench", "--replay", file, "--speed", "max"] + options)
  }

  static let keys: Set<String> = [
    "input_dispatch", "event_to_state", "frame_wait", "event_to_frame", "frame_lateness", "frame_build",
    "engine_cost", "allocations_per_event", "idle_wakeups_per_second", "events_per_second", "missed_frames",
    "frame_bytes",
  ]

  /// Every non-null percentile object is ordered p50 ≤ p95 ≤ p99 ≤ max.
  func checkOrdered(_ object: [String: Any], _ key: String) throws {
    let summary = try #require(object[key] as? [String: Any], "\(key) is not an object")
    #expect(Set(summary.keys) == ["p50", "p95", "p99", "max"])
    guard let p50 = summary["p50"] as? Double else {
      #expect(summary.values.allSatisfy { $0 is NSNull }, "\(key): partly null")
      return
    }
    let p95 = try #require(summary["p95"] as? Double)
    let p99 = try #require(summary["p99"] as? Double)
    let max = try #require(summary["max"] as? Double)
    #expect(0 <= p50 && p50 <= p95 && p95 <= p99 && p99 <= max, "\(key): \(p50) \(p95) \(p99) \(max)")
  }

  @Test("--speed max --json: exactly the issue's keys, ordered percentiles, a throughput")
  func json() async throws {
    let output = try await Self.replayAtMaxSpeed(["--json"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == Self.keys)
    for key in [
      "input_dispatch", "event_to_state", "frame_wait", "event_to_frame", "frame_lateness", "frame_build",
      "engine_cost", "frame_bytes",
    ] {
      try checkOrdered(object, key)
    }
    // On a virtual clock there is no latency: those are null, not zero.
    let dispatch = try #require(object["input_dispatch"] as? [String: Any])
    #expect(dispatch["p50"] is NSNull)
    // Engine cost and frame building were measured for real.
    #expect((object["engine_cost"] as? [String: Any])?["p50"] is Double)
    #expect((object["frame_build"] as? [String: Any])?["p50"] is Double)
    #expect(((object["events_per_second"] as? Double) ?? 0) > 0)
    #expect(object["missed_frames"] as? Int == 0)
    let allocations = try #require(
      object["allocations_per_event"] as? Double, "the allocation counter gave no number")
    #expect(allocations >= 0)
  }

  @Test("--speed max table: a row per distribution and the events of one pass")
  func table() async throws {
    let output = try await Self.replayAtMaxSpeed(["--no-allocations"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("playhead bench: replay ") == true)
    for name in [
      "input_dispatch", "event_to_state", "frame_wait", "event_to_frame", "frame_lateness", "frame_build",
      "engine_cost", "frame_bytes",
    ] {
      #expect(lines.contains { $0.hasPrefix(name + " ") }, "no \(name) row")
    }
    // 13 events in the file: DEVICE_ADDED, BEGIN, 10 UPDATEs, END.
    #expect(
      lines.contains {
        $0.split(separator: " ", omittingEmptySubsequences: true) == ["events_per_pass", "13"]
      })
    // The streamed replay plays the file once from disk: its 13 events, counted by the cursor.
    #expect(
      lines.contains {
        $0.split(separator: " ", omittingEmptySubsequences: true) == ["streamed_replay_events", "13"]
      })
    let fed = lines.first { $0.hasPrefix("events_fed ") }.flatMap { Int($0.split(separator: " ").last ?? "") }
    #expect((fed ?? 0) > 0 && (fed ?? 1) % 13 == 0)
  }

  @Test("--frames both: one object per policy")
  func bothPolicies() async throws {
    let output = try await Self.replayAtMaxSpeed(["--frames", "both", "--json", "--no-allocations"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["grid", "immediate"])
    for policy in ["grid", "immediate"] {
      #expect(Set(((object[policy] as? [String: Any]) ?? [:]).keys) == Self.keys)
    }
  }

  @Test("bad input: a missing file, no source, two sources — one line, non-zero exit")
  func errors() async throws {
    let missing = try await Launcher.run(["bench", "--replay", "/nonexistent/x.txt", "--speed", "max"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("/nonexistent/x.txt"))
    let none = try await Launcher.run(["bench"])
    #expect(none.status != 0)
    #expect(none.stderr.contains("choose exactly one"))
    let two = try await Launcher.run(["bench", "--synthetic", "--uinput"])
    #expect(two.status != 0)
    let script = try await Launcher.run([
      "bench", "--synthetic", "--script", "swipe 3 sideways 10mm 100ms", "--speed", "max",
    ])
    #expect(script.status == 64)
    #expect(script.stderr.hasPrefix("playhead: --script:"))
  }

  @Test(
    "--uinput without access to /dev/uinput says so and exits non-zero",
    .requires(.noWritableUinput))
  func uinputWithoutAccess() async throws {
    let output = try await Launcher.run(["bench", "--uinput"])
    #expect(output.status == 77)
    #expect(output.stderr.contains("/dev/uinput"))
    #expect(output.stdout.isEmpty)
  }

  /// The default script at synaptics-ps2's 80 Hz (12.5 ms frames): 15 mm down in 300 ms is
  /// ceil(300 / 12.5) = 24 updates + BEGIN + END = 26 events; 15 mm up likewise 26; 5 mm in 250 ms:
  /// 20 + 2 = 22; the pinch in 400 ms: 32 + 2 = 34; and one DEVICE_ADDED: 109.
  @Test("--synthetic: the script's events, counted by hand")
  func synthetic() async throws {
    let output = try await Launcher.run(["bench", "--synthetic", "--speed", "max", "--no-allocations"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.split(separator: " ", omittingEmptySubsequences: true) == ["events_per_pass", "109"]
      })
  }

  @Test("helper stamp-lines: each line of the consumer, stamped in arrival order")
  func stampLines() async throws {
    let path = NSTemporaryDirectory() + "playhead-stamps-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try await Launcher.run([
      "helper", "stamp-lines", path, "--", "/bin/sh", "-c", "echo first; echo 'second line'",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let stamped = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(stamped.count == 2)
    let fields = stamped.map { $0.split(separator: "\t", maxSplits: 1) }
    #expect(fields.map { String($0.last ?? "") } == ["first", "second line"])
    let times = fields.compactMap { Int64($0.first ?? "") }
    #expect(times.count == 2 && times[0] > 0 && times[0] <= times[1])
  }

  @Test("helper stamp-pty: one FRAME per synchronized update, with its bytes")
  func stampTerminal() async throws {
    let path = NSTemporaryDirectory() + "playhead-frames-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Two frames: "\e[?2026hAB\e[?2026l" is 8 + 2 + 8 = 18 bytes, then "\e[?2026hC\e[?2026l" 17 bytes.
    // The consumer sees a terminal: `test -t 1` must hold.
    let script =
      "test -t 1 || exit 3; printf '\\033[?2026hAB\\033[?2026l'; printf '\\033[?2026hC\\033[?2026l'"
    let output = try await Launcher.run(["helper", "stamp-pty", path, "--", "/bin/sh", "-c", script])
    #expect(output.status == 0, "\(output.stderr)")
    let frames = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      frames.map { $0.split(separator: "\t").dropFirst().joined(separator: " ") } == ["FRAME 18", "FRAME 17"])
  }

  @Test("the stampers pass a failing consumer's status on")
  func consumerStatus() async throws {
    let path = NSTemporaryDirectory() + "playhead-stamps-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try await Launcher.run([
      "helper", "stamp-lines", path, "--", "/bin/sh", "-c", "echo partial; exit 5",
    ])
    #expect(output.status == 5)
    #expect((try? String(contentsOfFile: path, encoding: .utf8))?.hasSuffix("\tpartial\n") == true)
  }
}
