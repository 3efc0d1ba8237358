import Foundation
import PlayheadTestSupport
import Testing

/// `playhead replay FILE --events` through the real built binary (the one `swift build` puts beside
/// the test bundle in the build products directory).
@Suite("playhead replay --events (the built binary)")
struct ReplayCommandTests {
  /// The built `playhead`, or nil with an issue recorded.
  static var executable: String? {
    guard let built = BuiltProducts.playheadIfBuilt else {
      Issue.record("no built `playhead` next to the tests: run `swift build` first")
      return nil
    }
    return built
  }

  func run(_ arguments: [String], stdin: String? = nil) async throws -> Launcher.Result? {
    guard let executable = Self.executable else { return nil }
    return try await Launcher.run(executable, arguments, input: stdin.map { .file($0) } ?? .none)
  }

  @Test("libinput-gestures #379: the twelve records, written out by hand from the file")
  func issue379() async throws {
    let path = SharedRecordings.path("libinput-gestures_issue379_excerpt.txt")
    guard let result = try await run(["replay", path, "--events"]) else { return }
    #expect(result.status == 0)
    // Lines 16–26 of the file, converted by hand: "+0.040s\t1" → "time":0.04; "1.19/ 0.00 ( 1.32/ 0.00
    // unaccelerated)  1.07 @  0.41" → dx 1.19, dy 0, dxUnaccelerated 1.32, dyUnaccelerated 0, scale 1.07,
    // angle 0.41; a pinch BEGIN has scale 1 and angle 0 (libinput.h). The last record is the END the
    // reader adds for the pinch the cut-off paste never ends: cancelled, at the last time, last scale,
    // and "synthesized" (Playhead wrote it; libinput did not cancel it).
    let expected = [
      #"{"kind":"hold","phase":"begin","cancelled":false,"fingers":1,"time":0.04}"#,
      #"{"kind":"hold","phase":"end","cancelled":true,"fingers":1,"time":0.147}"#,
      #"{"kind":"hold","phase":"begin","cancelled":false,"fingers":2,"time":0.19}"#,
      #"{"kind":"hold","phase":"end","cancelled":true,"fingers":2,"time":0.24}"#,
      #"{"kind":"pinch","phase":"begin","cancelled":false,"fingers":2,"time":0.247,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0,"scale":1,"angle":0}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.253,"dx":1.19,"dy":0,"dxUnaccelerated":1.32,"dyUnaccelerated":0,"scale":1.07,"angle":0.41}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.26,"dx":1.76,"dy":0,"dxUnaccelerated":1.76,"dyUnaccelerated":0,"scale":1.1,"angle":0.24}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.267,"dx":2.2,"dy":0.44,"dxUnaccelerated":2.2,"dyUnaccelerated":0.44,"scale":1.14,"angle":0.22}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.274,"dx":2.64,"dy":0.44,"dxUnaccelerated":2.64,"dyUnaccelerated":0.44,"scale":1.18,"angle":0.09}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.281,"dx":2.2,"dy":0.44,"dxUnaccelerated":2.2,"dyUnaccelerated":0.44,"scale":1.21,"angle":0.21}"#,
      #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.288,"dx":1.76,"dy":0.44,"dxUnaccelerated":1.76,"dyUnaccelerated":0.44,"scale":1.24,"angle":-0.15}"#,
      #"{"kind":"pinch","phase":"end","cancelled":true,"synthesized":true,"fingers":2,"time":0.288,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0,"scale":1.24,"angle":0}"#,
    ]
    #expect(result.stdout == expected.joined(separator: "\n") + "\n")
    // Two warnings in line order: the pinch begun at line 20 that never ends, the cut-off line 27.
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 2)
    #expect(
      warnings.first?.hasPrefix(
        "playhead: warning: \(path):20: the 2-finger pinch begun at line 20 never ended") == true)
    #expect(warnings.last?.hasPrefix("playhead: warning: \(path):27: the last line is cut off") == true)
  }

  @Test("a line that cannot be read: one line on stderr naming FILE:LINE, exit 65, earlier events kept")
  func parseError() async throws {
    let path = TranscriptFiles.temporary("replay-bad.txt")
    try TranscriptFiles.write(
      path,
      Array(
        """
        pasted from a bug report
         event6   GESTURE_SWIPE_BEGIN  +1.00s\t3
         event6   GESTURE_SWIPE_UPDATE  +1.01s\t3 nan/ 0.00 ( 0.00/ 0.00 unaccelerated)

        """.utf8))
    guard let result = try await run(["replay", path, "--events"]) else { return }
    #expect(result.status == 65)
    #expect(
      result.stderr == "playhead: \(path):3: GESTURE_SWIPE_UPDATE: dx is not a finite number at \"nan/\"\n")
    #expect(
      result.stdout
        == #"{"kind":"swipe","phase":"begin","cancelled":false,"fingers":3,"time":1,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0}"#
        + "\n")
  }

  @Test("a file that cannot be opened: one line on stderr, exit 66")
  func unreadable() async throws {
    guard let result = try await run(["replay", "/nonexistent/gestures.txt", "--events"]) else { return }
    #expect(result.status == 66)
    #expect(result.stderr == "playhead: /nonexistent/gestures.txt: cannot open: No such file or directory\n")
    #expect(result.stdout.isEmpty)
  }

  @Test("--verbatim keeps PR #69's stray END and adds no BEGIN")
  func verbatim() async throws {
    let path = SharedRecordings.path("comfortable-swipe_pr69_excerpt.txt")
    guard let result = try await run(["replay", path, "--events", "--verbatim"]) else { return }
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    // Line 14 "GESTURE_SWIPE_END +40.04s\t3", then the twelve UPDATEs of lines 15–26.
    #expect(lines.count == 13)
    #expect(
      lines.first
        == #"{"kind":"swipe","phase":"end","cancelled":false,"fingers":3,"time":40.04,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0}"#
    )
  }

  @Test("\"-\" reads standard input: libinput-gestures #310 piped in, its DEVICE_ADDED first")
  func standardInput() async throws {
    let path = SharedRecordings.path("libinput-gestures_issue310_excerpt.txt")
    guard let result = try await run(["replay", "-", "--events"], stdin: path) else { return }
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    // Line 10: DEVICE_ADDED "SYNA3290:01 06CB:CD4F Touchpad" … size 116x56mm; then BEGIN + 10 UPDATEs
    // (lines 11–21) and the END the reader adds: 13 records.
    #expect(lines.count == 13)
    #expect(
      lines.first
        == #"{"kind":"device","phase":"added","name":"SYNA3290:01 06CB:CD4F Touchpad","widthMM":116,"heightMM":56}"#
    )
    #expect(result.stderr.contains("playhead: warning: -:22: the last line is cut off"))
  }

  @Test("a reader that goes away (`| head -1`) ends the replay quietly with status 0")
  func closedPipe() async throws {
    guard let executable = Self.executable else { return }
    // ~4 MB of output: far more than a pipe buffer, so the writer meets the closed pipe.
    var text = " event6   GESTURE_SWIPE_BEGIN  +1.000s\t3\n"
    for _ in 0..<30_000 {
      text += " event6   GESTURE_SWIPE_UPDATE  +1.000s\t3 -17.01/-0.06 (-39.59/-0.14 unaccelerated)\n"
    }
    let path = TranscriptFiles.temporary("long.txt")
    defer { TranscriptFiles.remove(path) }
    try TranscriptFiles.write(path, Array(text.utf8))
    let output = try Launcher.pipe()
    let run = try await Launcher.run(
      [executable, "replay", path, "--events"], Launcher.Options(output: .descriptor(output.write))
    ) { _ in
      var first = [UInt8](repeating: 0, count: 100)
      // Bounded, so a replay that never writes cannot hold a thread of the pool past 20 s.
      var ready = pollfd(fd: output.read.rawValue, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 20_000) == 1 else {
        try output.read.close()
        return [UInt8]()
      }
      let count = try first.withUnsafeMutableBytes { try output.read.read(into: $0) }
      try output.read.close()
      return Array(first.prefix(count))
    }
    #expect(String(decoding: run.value, as: UTF8.self).hasPrefix(#"{"kind":"swipe","phase":"begin""#))
    #expect(run.result.signal == nil && run.result.status == 0)
    #expect(run.result.stderr.isEmpty)
  }
}
