import Foundation
import PlayheadTestSupport
import Testing

/// One excerpt of Tests/Fixtures/recordings as read by hand: which of its lines are events, where it is cut off.
struct ExcerptByHand: Sendable, CustomTestStringConvertible {
  var file: String
  /// Event lines (gesture and DEVICE_ADDED lines that are complete), counted by reading the file.
  var events: Int
  /// What the default (repairing) reader adds or drops, worked out from the file: events + repairs.
  var repaired: Int
  /// The cut-off last line (the file has no final newline: `wc -l` + 1).
  var cutOffLine: Int
  /// The first event line: kind, phase, time (s), fingers (nil for a device).
  var first: (kind: String, phase: String, time: Double?, fingers: Int?)
  /// The last complete line, an update: time, dx, dy (accelerated).
  var last: (time: Double, dx: Double, dy: Double)

  var testDescription: String { file }
}

@Suite("playhead replay --events")
struct ReplayEventsCommandTests {
  /// Every `Tests/Fixtures/recordings/*_excerpt.txt`, read by hand (line numbers are the file's, from 1).
  /// Each ends in a line cut off mid-token with no newline, and each leaves its last gesture open,
  /// so the repairing reader ends it (cancelled) at the end of the input: +1.
  static let excerpts: [ExcerptByHand] = [
    // 6 SWIPE_BEGIN (+8.82s, 3), 7–22 16 SWIPE_UPDATE, 23 ` event6   GESTUR`: 17 events; +1 END = 18.
    ExcerptByHand(
      file: "comfortable-swipe_issue68_turn3_excerpt.txt", events: 17, repaired: 18, cutOffLine: 23,
      first: ("swipe", "begin", 8.82, 3), last: (8.93, -21.61, -0.49)),
    // 14 SWIPE_END (+40.04s) with no BEGIN, 15–26 12 SWIPE_UPDATE (+112.09…+112.17), 27 cut in
    // "unaccel": 13 events. Repaired: the lone END dropped (−1), a BEGIN inserted before line 15 (+1),
    // an END at the end (+1) = 14.
    ExcerptByHand(
      file: "comfortable-swipe_pr69_excerpt.txt", events: 13, repaired: 14, cutOffLine: 27,
      first: ("swipe", "end", 40.04, 3), last: (112.17, -26.46, -2.67)),
    // 8 BEGIN (+9.53s, 4 fingers), 9–16 8 UPDATE, 17 END, 18 BEGIN (+10.30s), 19–24 6 UPDATE,
    // 25 cut at "+10.": 17 events; +1 END = 18.
    ExcerptByHand(
      file: "fusuma_issue26_excerpt.txt", events: 17, repaired: 18, cutOffLine: 25,
      first: ("swipe", "begin", 9.53, 4), last: (10.34, 109.17, 3.99)),
    // 6–21 POINTER_AXIS and KEYBOARD_KEY (skipped), 22 PINCH_BEGIN (+8.94s, 2), 23–25 3 PINCH_UPDATE,
    // 26 cut at "+9.01": 4 events; +1 END = 5.
    ExcerptByHand(
      file: "libinput-gestures_issue202_turn19_pinch_excerpt.txt", events: 4, repaired: 5, cutOffLine: 26,
      first: ("pinch", "begin", 8.94, 2), last: (8.99, 10.97, 34.85)),
    // 10 DEVICE_ADDED (size 116x56mm), 11 SWIPE_BEGIN (+0.036s, 3), 12–21 10 UPDATE, 22 `event6`:
    // 12 events (1 device + 11 gesture); +1 END = 13.
    ExcerptByHand(
      file: "libinput-gestures_issue310_excerpt.txt", events: 12, repaired: 13, cutOffLine: 22,
      first: ("device", "added", nil, nil), last: (0.100, 1.87, 12.77)),
    // 6–9 4 UPDATE with no BEGIN (+8.795…), 10 END (+9.716s), 11 BEGIN (+10.576s), 12–21 10 UPDATE,
    // 22 cut in "un": 16 events. Repaired: a BEGIN before line 6 (+1), an END at the end (+1) = 18.
    ExcerptByHand(
      file: "libinput-gestures_issue355_turn0_excerpt.txt", events: 16, repaired: 18, cutOffLine: 22,
      first: ("swipe", "update", 8.795, 3), last: (11.382, 0, 0.45)),
    // 16 HOLD_BEGIN (+0.040s, 1), 17 HOLD_END cancelled, 18 HOLD_BEGIN (2), 19 HOLD_END cancelled,
    // 20 PINCH_BEGIN (+0.247s), 21–26 6 PINCH_UPDATE (with the ≥1.27 count column), 27
    // `GESTURE_PINCH_UPDAT`: 11 events; +1 END = 12.
    ExcerptByHand(
      file: "libinput-gestures_issue379_excerpt.txt", events: 11, repaired: 12, cutOffLine: 27,
      first: ("hold", "begin", 0.040, 1), last: (0.288, 1.76, 0.44)),
    // 10–16 POINTER_AXIS (skipped), 21 SWIPE_BEGIN (+4.89s, 3), 22–31 10 UPDATE, 32 `GESTUR`:
    // 11 events; +1 END = 12.
    ExcerptByHand(
      file: "touchegg_issue278_excerpt.txt", events: 11, repaired: 12, cutOffLine: 32,
      first: ("swipe", "begin", 4.89, 3), last: (5.07, -25.96, -0.94)),
  ]

  /// The record's keys per kind, as docs/transcripts.md's table gives them.
  static let keys: [String: Set<String>] = [
    "swipe": [
      "kind", "phase", "cancelled", "fingers", "time", "dx", "dy", "dxUnaccelerated", "dyUnaccelerated",
    ],
    "pinch": [
      "kind", "phase", "cancelled", "fingers", "time", "dx", "dy", "dxUnaccelerated", "dyUnaccelerated",
      "scale", "angle",
    ],
    "hold": ["kind", "phase", "cancelled", "fingers", "time"],
    "device": ["kind", "phase", "name", "widthMM", "heightMM"],
  ]

  static let recordings = Fixtures.recordings

  // `replay --help` is frozen once, in HelpTests.swift.

  @Test func everyExcerptIsInTheTable() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.recordings.path)
      .filter { $0.hasSuffix("_excerpt.txt") }
    #expect(Set(files) == Set(Self.excerpts.map(\.file)))
  }

  /// Runs `replay FILE --events [--verbatim]`; checks exit 0, one JSON object per line with the
  /// documented keys, and the cut-off warning; returns the records.
  func replay(_ excerpt: ExcerptByHand, verbatim: Bool, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
    -> [[String: Any]]
  {
    let path = Self.recordings.appendingPathComponent(excerpt.file).path
    let result = try await CLIRun.playhead(["replay", path, "--events"] + (verbatim ? ["--verbatim"] : []))
    #expect(result.status == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    var records: [[String: Any]] = []
    for line in CLIRun.lines(result.stdout) {
      let record = try #require(
        CLIRun.object(line), "not a JSON object: \(line)", sourceLocation: sourceLocation)
      let kind = record["kind"] as? String ?? ""
      // An END the reader wrote in (the repairs) also says "synthesized": true, and only such an END.
      let synthesized = record["synthesized"] as? Bool == true
      #expect(
        !synthesized
          || (record["phase"] as? String == "end" && record["cancelled"] as? Bool == true && !verbatim),
        "\(line)", sourceLocation: sourceLocation)
      let expectedKeys = synthesized ? Self.keys[kind]?.union(["synthesized"]) : Self.keys[kind]
      #expect(Set(record.keys) == expectedKeys, "\(line)", sourceLocation: sourceLocation)
      records.append(record)
    }
    let warnings = CLIRun.lines(result.stderr)
    #expect(
      warnings.allSatisfy { $0.hasPrefix("playhead: warning: \(path):") }, "stderr: \(result.stderr)",
      sourceLocation: sourceLocation)
    let cutOff = "playhead: warning: \(path):\(excerpt.cutOffLine): the last line is cut off and was ignored"
    #expect(
      warnings.filter { $0.hasPrefix(cutOff) }.count == 1, "stderr: \(result.stderr)",
      sourceLocation: sourceLocation)
    return records
  }

  func number(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }

  @Test(arguments: excerpts)
  func verbatimHasOneRecordPerEventLine(excerpt: ExcerptByHand) async throws {
    let records = try await replay(excerpt, verbatim: true)
    #expect(records.count == excerpt.events)
    let first = try #require(records.first)
    #expect(first["kind"] as? String == excerpt.first.kind)
    #expect(first["phase"] as? String == excerpt.first.phase)
    if let time = excerpt.first.time { #expect(abs(number(first["time"])! - time) < 1e-9) }
    if let fingers = excerpt.first.fingers { #expect(first["fingers"] as? Int == fingers) }
    let last = try #require(records.last)
    #expect(last["phase"] as? String == "update")
    #expect(abs(number(last["time"])! - excerpt.last.time) < 1e-9)
    #expect(abs(number(last["dx"])! - excerpt.last.dx) < 1e-9)
    #expect(abs(number(last["dy"])! - excerpt.last.dy) < 1e-9)
  }

  @Test(arguments: excerpts)
  func repairedEndsTheOpenGestureCancelled(excerpt: ExcerptByHand) async throws {
    let records = try await replay(excerpt, verbatim: false)
    #expect(records.count == excerpt.repaired)
    // The gesture left open by the cut is ended, cancelled, at its last update's time.
    let last = try #require(records.last)
    #expect(last["phase"] as? String == "end")
    #expect(last["cancelled"] as? Bool == true)
    #expect(last["synthesized"] as? Bool == true)
    #expect(abs(number(last["time"])! - excerpt.last.time) < 1e-9)
    // Repaired output pairs every BEGIN with one END.
    let gestures = records.filter { $0["kind"] as? String != "device" }
    #expect(gestures.first?["phase"] as? String == "begin")
    var open = false
    for record in gestures {
      switch record["phase"] as? String {
      case "begin": #expect(!open); open = true
      case "update": #expect(open)
      case "end": #expect(open); open = false
      default: Issue.record("phase \(record)")
      }
    }
    #expect(!open)
  }

  @Test func theDeviceLineIsARecord() async throws {
    let excerpt = try #require(Self.excerpts.first { $0.first.kind == "device" })
    let device = try #require(try await replay(excerpt, verbatim: true).first)
    // Line 10: `DEVICE_ADDED     SYNA3290:01 06CB:CD4F Touchpad    seat0 … size 116x56mm`.
    #expect(device["name"] as? String == "SYNA3290:01 06CB:CD4F Touchpad")
    #expect(number(device["widthMM"]) == 116)
    #expect(number(device["heightMM"]) == 56)
  }

  /// "-" reads standard input: the same records, warnings named `-:LINE`.
  @Test func standardInput() async throws {
    let excerpt = try #require(Self.excerpts.first { $0.file.hasPrefix("touchegg") })
    let path = Self.recordings.appendingPathComponent(excerpt.file).path
    let result = try await Launcher.shell(
      "exec '\(Launcher.playhead)' replay - --events < '\(path)'", timeout: 60)
    #expect(result.status == 0)
    #expect(CLIRun.lines(result.stdout).count == excerpt.repaired)
    #expect(
      CLIRun.lines(result.stderr).contains {
        $0.hasPrefix("playhead: warning: -:\(excerpt.cutOffLine): the last line is cut off")
      })
  }

  @Test(.requires(.devFull))
  func fullDiskIsAnErrorNotSilence() async throws {
    let path = Self.recordings.appendingPathComponent(Self.excerpts[0].file).path
    CLIRun.expectFullDeviceError(try await CLIRun.playheadToFullDevice(["replay", path, "--events"]))
  }

  /// `playhead: FILE: reason` or `playhead: FILE:LINE: reason`, on one line.
  func expectFileError(
    _ result: Launcher.Result, path: String, status: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let line = CLIRun.expectOneLineError(result, status: status, sourceLocation: sourceLocation)
    let rest = line.dropFirst("playhead: \(path)".count)
    #expect(line.hasPrefix("playhead: \(path)"), "\(line)", sourceLocation: sourceLocation)
    let lineNumber = rest.first == ":" ? rest.dropFirst().prefix { $0.isNumber } : ""
    let reason = rest.dropFirst(lineNumber.isEmpty ? 0 : 1 + lineNumber.count)
    #expect(reason.hasPrefix(": ") && reason.count > 2, "\(line)", sourceLocation: sourceLocation)
  }

  @Test func missingFile() async throws {
    let path = "/nonexistent-playhead-test/transcript.txt"
    let result = try await CLIRun.playhead(["replay", path, "--events"])
    expectFileError(result, path: path, status: 66)
    #expect(result.stderr.contains("No such file"))
  }

  @Test func directory() async throws {
    let path = Self.recordings.path
    let result = try await CLIRun.playhead(["replay", path, "--events"])
    expectFileError(result, path: path, status: 66)
  }

  /// A temporary file of `bytes`, removed by the caller.
  func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("playhead-cli-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func binaryGarbage() async throws {
    // 64 KiB from a fixed linear congruential generator (Numerical Recipes' constants): every byte
    // value, NULs and newlines included, the same on every run.
    var state: UInt32 = 12345
    let bytes = (0..<65536).map { _ -> UInt8 in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
    let path = try temporaryFile(bytes, name: "garbage.bin")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try await CLIRun.playhead(["replay", path, "--events"])
    expectFileError(result, path: path, status: 65)
  }

  @Test func emptyFile() async throws {
    let path = try temporaryFile([], name: "empty.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try await CLIRun.playhead(["replay", path, "--events"])
    expectFileError(result, path: path, status: 65)
  }
}
