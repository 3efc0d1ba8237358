import PlayheadEvents
import PlayheadInput
import Testing

/// The defined outcome for each kind of bad input named in issue 4 (docs/transcripts.md lists them).
@Suite("Untrusted transcripts")
struct UntrustedInputTests {
  let reader = TranscriptReader()
  let verbatim = TranscriptReader(options: .init(repairsSequences: false))

  func error(_ text: String, _ reader: TranscriptReader = TranscriptReader()) -> TranscriptError? {
    reader.failure(text, name: "bad.txt")
  }

  @Test("BEGIN without END: the next BEGIN ends the open gesture as cancelled")
  func beginWithoutEnd() throws {
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +1.00s\t3
       event6   GESTURE_PINCH_BEGIN  +2.00s\t2
       event6   GESTURE_PINCH_END  +2.50s\t2

      """
    let g = try reader.read(text, name: "t").gestures
    #expect(g.map(\.phase) == [.begin, .end, .begin, .end])
    #expect(g[1].kind == .swipe && g[1].cancelled && g[1].time == 2_000_000 && g[1].fingers == 3)
    // The pinch END had no "scale @ angle": it repeats the BEGIN's scale 1.0.
    #expect(g[3].kind == .pinch && !g[3].cancelled && g[3].scale == 1)
    #expect(try verbatim.read(text, name: "t").gestures.map(\.phase) == [.begin, .begin, .end])
  }

  @Test("a finger-count change without END: cancelled, and a BEGIN inserted for the new count")
  func fingerCountChange() throws {
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +1.00s\t3
       event6   GESTURE_SWIPE_UPDATE  +1.01s\t3 1.00/ 0.00 ( 1.00/ 0.00 unaccelerated)
       event6   GESTURE_SWIPE_UPDATE  +1.02s\t4 1.00/ 0.00 ( 1.00/ 0.00 unaccelerated)

      """
    let t = try reader.read(text, name: "t")
    let g = t.gestures
    #expect(g.map(\.phase) == [.begin, .update, .end, .begin, .update, .end])
    #expect(g[2].cancelled && g[2].fingers == 3 && g[3].fingers == 4 && g[3].time == 1_020_000)
    #expect(t.warnings.first?.line == 3)
  }

  @Test("END of another kind: the open gesture ends cancelled, the stray END is dropped")
  func endOfOtherKind() throws {
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +1.00s\t3
       event6   GESTURE_HOLD_END  +1.10s\t3

      """
    let g = try reader.read(text, name: "t").gestures
    #expect(g.count == 2 && g[1].kind == .swipe && g[1].cancelled && g[1].time == 1_100_000)
  }

  @Test("time going backwards: shifted to continue from the previous time, with a warning")
  func timeBackwards() throws {
    // A second session pasted after the first: 5.00 → 1.00 → 1.10. Shift = 5.00 − 1.00 = 4.00 s,
    // so the times become 5.00 and 5.10.
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +5.00s\t3
       event6   GESTURE_SWIPE_END  +1.00s\t3
       event6   GESTURE_HOLD_BEGIN  +1.10s\t1

      """
    let t = try reader.read(text, name: "t")
    #expect(t.gestures.map(\.time) == [5_000_000, 5_000_000, 5_100_000, 5_100_000])
    #expect(t.warnings.filter { $0.kind == .timeWentBackwards }.map(\.line) == [2])
    // Verbatim keeps the times as written.
    #expect(try verbatim.read(text, name: "t").gestures.map(\.time) == [5_000_000, 1_000_000, 1_100_000])
  }

  @Test("duplicate timestamps are kept as they are, without a warning")
  func duplicateTimestamps() throws {
    let text = """
       event6   GESTURE_SWIPE_BEGIN  +1.00s\t3
       event6   GESTURE_SWIPE_UPDATE  +1.00s\t3 1.00/ 0.00 ( 1.00/ 0.00 unaccelerated)
       event6   GESTURE_SWIPE_UPDATE  +1.00s\t3 2.00/ 0.00 ( 2.00/ 0.00 unaccelerated)
       event6   GESTURE_SWIPE_END  +1.00s\t3

      """
    let t = try reader.read(text, name: "t")
    #expect(t.gestures.allSatisfy { $0.time == 1_000_000 } && t.gestures.count == 4 && t.warnings.isEmpty)
  }

  @Test(
    "NaN, infinities and huge numbers are refused with FILE:LINE",
    arguments: [
      ("nan/ 0.00 ( 0.00/ 0.00 unaccelerated)", "dx is not a finite number"),
      (" 0.00/-inf ( 0.00/ 0.00 unaccelerated)", "dy is not a finite number"),
      (" 0.00/ 0.00 (-nan/ 0.00 unaccelerated)", "unaccelerated dx is not a finite number"),
      ("12345678901.00/ 0.00 ( 0.00/ 0.00 unaccelerated)", "out of range"),
      (String(repeating: "9", count: 400) + ".0/ 0.00 ( 0.00/ 0.00 unaccelerated)", "too many digits"),
      ("1e400/ 0.00 ( 0.00/ 0.00 unaccelerated)", "expected \"/\" after dx"),
    ])
  func nonFinite(body: String, reason: String) {
    let text = " event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n event6   GESTURE_SWIPE_UPDATE  +1.01s\t3 \(body)\n"
    let e = error(text)
    #expect(e?.kind == .malformed && e?.line == 2)
    #expect(e?.description.hasPrefix("bad.txt:2: GESTURE_SWIPE_UPDATE: ") == true)
    #expect(e?.reason.contains(reason) == true, "\(e?.description ?? "no error")")
  }

  @Test("a huge time and an impossible finger count are refused")
  func hugeTimeAndFingers() {
    #expect(
      error(" event6   GESTURE_HOLD_BEGIN  +99999999999.00s\t1\n")?.reason.contains("out of range") == true)
    #expect(
      error(" event6   GESTURE_HOLD_BEGIN  +nan s\t1\n")?.reason.contains("not a finite number") == true)
    #expect(error(" event6   GESTURE_HOLD_BEGIN  +1.00s\t0\n")?.reason.contains("finger count 0") == true)
    #expect(error(" event6   GESTURE_HOLD_BEGIN  +1.00s\t11\n")?.reason.contains("finger count 11") == true)
  }

  @Test("gesture lines that cannot be read fail with FILE:LINE: reason")
  func malformedLines() {
    let cases: [(String, String)] = [
      (" event6   GESTURE_HOLD_UPDATE  +1.00s\t2\n", "hold gestures have no UPDATE"),
      (" event6   GESTURE_ROTATE_BEGIN  +1.00s\t2\n", "unknown gesture event type"),
      (" event6   GESTURE_SWIPE_BEGIN  +1.00s\t3 extra\n", "unexpected \"extra\""),
      (" event6   GESTURE_SWIPE_END  +1.00s\t3 canceled\n", "unexpected \"canceled\""),
      (" event6   GESTURE_SWIPE_BEGIN  +1.00\t3\n", "does not end in \"s\""),
      (" event6   GESTURE_SWIPE_BEGIN  +1.00s\n", "expected the finger count"),
      (" event6   GESTURE_SWIPE_UPDATE  +1.00s\t3 1.00 0.00\n", "expected \"/\" after dx"),
      (
        " event6   GESTURE_PINCH_UPDATE  +1.00s\t2 1.00/ 0.00 ( 1.00/ 0.00 unaccelerated)  1.10\n",
        "expected \"@\""
      ),
      // A cut-off line in the middle of a file is not the last line: it fails.
      (" event6   GESTUR\n event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n", "cut-off GESTURE_* type"),
    ]
    for (text, reason) in cases {
      let e = error(text)
      #expect(e?.kind == .malformed && e?.line == 1, "\(text)")
      #expect(e?.reason.contains(reason) == true, "\(e?.description ?? "no error") should say \(reason)")
      #expect(e?.description.contains("\n") == false)
    }
  }

  @Test("a cut-off last line is a warning; the same line complete is an event")
  func cutOffLastLine() throws {
    let head = " event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n"
    let t = try reader.read(head + " event6   GESTURE_SWIPE_UPDATE  +1.01s\t3 1.00/ 0.", name: "t")
    #expect(t.warnings.filter { $0.kind == .cutOffLastLine }.map(\.line) == [2])
    // Warnings come in line order: the swipe begun at line 1 that never ended, then the cut line 2.
    #expect(t.warnings.map(\.line) == [1, 2])
    #expect(t.gestures.count == 2)  // BEGIN and the inserted END
    // Without a newline but complete: read as an event.
    let whole = try reader.read(head + " event6   GESTURE_SWIPE_END  +1.02s\t3", name: "t")
    #expect(whole.gestures.map(\.phase) == [.begin, .end] && whole.warnings.isEmpty)
  }

  @Test("a 10 MB prose line is skipped; a 10 MB gesture line fails; line numbers stay right")
  func tenMegabyteLines() throws {
    let huge = String(repeating: "x", count: 10 << 20)
    let tail = " event6   GESTURE_SWIPE_BEGIN  +1.00s\t3\n event6   GESTURE_SWIPE_END  +1.10s\t3\n"
    let path = TranscriptFiles.temporary("ten-megabytes.txt")
    defer { TranscriptFiles.remove(path) }
    try TranscriptFiles.write(path, Array(("prose " + huge + "\n" + tail).utf8))
    let t = try reader.read(contentsOf: path)
    #expect(t.gestures.count == 2 && t.lineCount == 3)

    let badPath = TranscriptFiles.temporary("ten-megabyte-gesture.txt")
    defer { TranscriptFiles.remove(badPath) }
    try TranscriptFiles.write(
      badPath, Array((tail + " event6   GESTURE_SWIPE_UPDATE  +1.20s\t3 " + huge + "\n").utf8))
    #expect {
      try reader.read(contentsOf: badPath)
    } throws: { e in
      (e as? TranscriptError)?.line == 3
        && (e as? TranscriptError)?.reason.contains("longer than 16384 bytes") == true
    }
  }

  @Test("binary data (a NUL byte) is refused at its line; other stray bytes are skipped")
  func binaryGarbage() throws {
    // Line 2 holds a NUL: an executable or image, refused even though line 3 would parse.
    let binary: [UInt8] = [0x0A, 0x00, 0xFF, 0x0A] + Array(" event6   GESTURE_HOLD_BEGIN  +1.00s\t1\n".utf8)
    do {
      _ = try reader.read(binary, name: "garbage.bin")
      Issue.record("binary data was accepted")
    } catch {
      #expect(error.kind == .malformed && error.line == 2 && error.reason.contains("NUL"))
    }
    // Invalid UTF-8 and escape sequences without NUL are prose to skip: alone they are "no events".
    var bytes: [UInt8] = [0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x1B, 0x5B, 0x31, 0x41, 0x0A, 0x80, 0x0D, 0x0A]
    do {
      _ = try reader.read(bytes, name: "garbage.bin")
      Issue.record("garbage alone was accepted")
    } catch {
      #expect(error.kind == .noEvents && error.line == 3)
    }
    bytes += Array(" event6   GESTURE_HOLD_BEGIN  +1.00s\t1\n".utf8)
    let t = try reader.read(bytes, name: "garbage.bin")
    #expect(t.gestures.map(\.phase) == [.begin, .end])
  }

  @Test("empty and blank files: 'no events' at line 1 and at the last line")
  func emptyFiles() {
    #expect(error("")?.description == "bad.txt:1: the file is empty")
    #expect(error("\n\n  \n")?.kind == .noEvents)
    #expect(error("\n\n  \n")?.line == 3)
    #expect(error("just some prose\n")?.reason.hasPrefix("no libinput gesture or device lines") == true)
  }

  @Test("files that cannot be opened: FILE: reason, no line")
  func unreadable() {
    #expect {
      try reader.read(contentsOf: "/nonexistent/transcript.txt")
    } throws: { e in
      (e as? TranscriptError)?.description
        == "/nonexistent/transcript.txt: cannot open: No such file or directory"
    }
    #expect {
      try reader.read(contentsOf: "/tmp")
    } throws: { e in
      (e as? TranscriptError)?.kind == .unreadable
        && (e as? TranscriptError)?.reason == "cannot open: Is a directory"
    }
  }

  @Test("recordings: malformed records fail with FILE:LINE")
  func malformedRecords() {
    let header =
      #"{"format":"playhead-recording","version":1,"device":"pad","widthMM":100,"heightMM":60,"libinput":"1.22.1","startTime":1}"#
    let swipe = #"{"kind":"swipe","phase":"begin","cancelled":false,"fingers":3,"time":0.5}"#
    let cases: [(String, Int, String)] = [
      (header + "\n" + "{\"kind\":\"swipe\"\n", 2, "expected"),
      (header + "\n" + #"{"kind":"rotate","phase":"begin","fingers":2,"time":1}"# + "\n", 2, "unknown kind"),
      (
        header + "\n" + #"{"kind":"swipe","phase":"update","fingers":3,"time":1,"dx":null}"# + "\n", 2,
        "\"dx\" is null"
      ),
      (
        header + "\n" + #"{"kind":"swipe","phase":"update","fingers":3,"time":1,"dx":1e999}"# + "\n", 2,
        "out of range"
      ),
      (
        header + "\n" + #"{"kind":"hold","phase":"update","fingers":1,"time":1}"# + "\n", 2, "no update phase"
      ),
      (header + "\n" + #"{"kind":"swipe","phase":"begin","fingers":2.5,"time":1}"# + "\n", 2, "fingers"),
      (swipe + "\n" + header + "\n", 2, "header after the first line"),
      (#"{"format":"playhead-recording","version":2}"# + "\n" + swipe + "\n", 1, "version 2 is newer"),
      (#"{"format":"something-else","version":1}"# + "\n", 1, "not a Playhead recording"),
      (header + "\n" + "not json\n" + swipe + "\n", 2, "expected a JSON object"),
    ]
    for (text, line, reason) in cases {
      let e = error(text)
      #expect(e?.line == line, "\(e?.description ?? "no error") for \(text)")
      #expect(e?.reason.contains(reason) == true, "\(e?.description ?? "no error") should say \(reason)")
    }
  }
}
