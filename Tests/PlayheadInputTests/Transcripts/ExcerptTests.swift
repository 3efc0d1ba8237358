import PlayheadEvents
import PlayheadInput
import Testing

/// One test per real paste in Tests/Fixtures/recordings. Every count, line number and value below was written
/// down by reading the file with `cat -A` / `grep -n` (line numbers count the header lines), NOT by
/// running the parser. Each excerpt's last line is cut off (no newline) and must come back as a
/// warning; a gesture still open at the end is closed with an END marked cancelled (the repair the
/// reader documents), so the expected totals include that one synthetic END.
@Suite("Real transcripts in Tests/Fixtures/recordings")
struct ExcerptTests {
  func read(_ name: String, repairs: Bool = true) throws -> Transcript {
    try TranscriptReader(options: .init(repairsSequences: repairs)).read(
      contentsOf: SharedRecordings.path(name))
  }

  func warningLines(_ t: Transcript, _ kind: TranscriptWarning.Kind) -> [Int] {
    t.warnings.filter { $0.kind == kind }.map(\.line)
  }

  @Test("touchegg #278 (libinput 1.2–1.4, tabs, %-16s): BEGIN + 10 UPDATE, POINTER_AXIS skipped")
  func touchegg278() throws {
    let t = try read("touchegg_issue278_excerpt.txt")
    let g = t.gestures
    // File: line 21 BEGIN +4.89s, lines 22–31 ten UPDATEs (+4.89 … +5.07), line 32 "event13\tGESTUR" cut;
    // lines 11–17 are seven POINTER_AXIS lines, which must not appear.
    #expect(t.format == .debugEvents)
    #expect(t.events.count == 12)
    #expect(countEvents(g, .swipe, .begin) == 1)
    #expect(countEvents(g, .swipe, .update) == 10)
    #expect(countEvents(g, .swipe, .end) == 1)
    #expect(g.allSatisfy { $0.fingers == 3 })
    #expect(g[0].time == 4_890_000)
    // Line 22: "+4.89s\t3 -3.07/ 0.00 (-13.34/ 0.00 unaccelerated)"
    #expect(g[1].dx == -3.07 && g[1].dy == 0 && g[1].dxUnaccelerated == -13.34 && g[1].dyUnaccelerated == 0)
    // Line 23: a number wider than 5 characters, "-17.01/-0.06 (-39.59/-0.14 unaccelerated)" at +4.91s
    #expect(g[2].time == 4_910_000)
    #expect(
      g[2].dx == -17.01 && g[2].dy == -0.06 && g[2].dxUnaccelerated == -39.59 && g[2].dyUnaccelerated == -0.14
    )
    // Line 31: "+5.07s\t3 -25.96/-0.94 (-39.81/-1.45 unaccelerated)"
    #expect(g[10].time == 5_070_000 && g[10].dx == -25.96 && g[10].dyUnaccelerated == -1.45)
    #expect(g[11].phase == .end && g[11].cancelled && g[11].time == 5_070_000)
    #expect(warningLines(t, .cutOffLastLine) == [32])
    #expect(warningLines(t, .cancelledUnfinished) == [21])
  }

  @Test("fusuma #26 (libinput 1.6, 2 decimals, tabs turned to spaces): a complete swipe, then another")
  func fusuma26() throws {
    let t = try read("fusuma_issue26_excerpt.txt")
    let g = t.gestures
    // Lines 8 BEGIN +9.53s (4 fingers), 9–16 eight UPDATEs, 17 END +9.64s, 18 BEGIN +10.30s,
    // 19–24 six UPDATEs, 25 " event10  GESTURE_SWIPE_UPDATE +10." cut off.
    #expect(t.events.count == 18)
    #expect(countEvents(g, .swipe, .begin) == 2)
    #expect(countEvents(g, .swipe, .update) == 14)
    #expect(countEvents(g, .swipe, .end) == 2)
    #expect(g.allSatisfy { $0.fingers == 4 })
    // Line 9: "+9.53s  4  0.00/26.33 ( 0.00/53.60 unaccelerated)"
    #expect(g[1].time == 9_530_000 && g[1].dx == 0 && g[1].dy == 26.33 && g[1].dyUnaccelerated == 53.6)
    // Line 16: "+9.59s  4 -12.61/106.17 (-14.03/118.11 unaccelerated)"
    #expect(
      g[8].dx == -12.61 && g[8].dy == 106.17 && g[8].dxUnaccelerated == -14.03
        && g[8].dyUnaccelerated == 118.11)
    // Line 17: the real END, not cancelled.
    #expect(g[9].phase == .end && !g[9].cancelled && g[9].time == 9_640_000)
    // Line 24: "+10.34s  4 109.17/ 3.99 (117.17/ 4.28 unaccelerated)" (two UPDATEs share +10.34s)
    #expect(g[16].time == 10_340_000 && g[15].time == 10_340_000)
    #expect(
      g[16].dx == 109.17 && g[16].dy == 3.99 && g[16].dxUnaccelerated == 117.17
        && g[16].dyUnaccelerated == 4.28)
    #expect(g[17].phase == .end && g[17].cancelled)
    #expect(warningLines(t, .cutOffLastLine) == [25])
  }

  @Test("libinput-gestures #202 (1.6–1.14): POINTER_AXIS and KEYBOARD_KEY skipped, a 2-finger pinch")
  func libinputGestures202() throws {
    let t = try read("libinput-gestures_issue202_turn19_pinch_excerpt.txt")
    let g = t.gestures
    // Lines 6–15 POINTER_AXIS, 16–21 KEYBOARD_KEY, 22 "-event5   GESTURE_PINCH_BEGIN  +8.94s\t2",
    // 23–25 three PINCH_UPDATEs, 26 "+9.01" cut off.
    #expect(t.events.count == 5)
    #expect(
      countEvents(g, .pinch, .begin) == 1 && countEvents(g, .pinch, .update) == 3
        && countEvents(g, .pinch, .end) == 1)
    #expect(g[0].scale == 1 && g[0].fingers == 2 && g[0].time == 8_940_000)
    // Line 23: "15.06/49.07 (54.93/178.95 unaccelerated)  1.00 @ -1.77"
    #expect(
      g[1].dx == 15.06 && g[1].dy == 49.07 && g[1].dxUnaccelerated == 54.93 && g[1].dyUnaccelerated == 178.95)
    #expect(g[1].scale == 1.0 && g[1].angleDelta == -1.77)
    // Line 24: "0.99 @  1.45"; line 25: "0.99 @ -0.06" at +8.99s
    #expect(g[2].scale == 0.99 && g[2].angleDelta == 1.45)
    #expect(g[3].scale == 0.99 && g[3].angleDelta == -0.06 && g[3].time == 8_990_000)
    // The inserted END repeats the last scale, as libinput's END does.
    #expect(g[4].phase == .end && g[4].cancelled && g[4].scale == 0.99)
    #expect(warningLines(t, .cutOffLastLine) == [26])
  }

  @Test("comfortable-swipe #68 (Surface Pro, 1.6–1.14): BEGIN + 16 UPDATE")
  func comfortableSwipe68() throws {
    let t = try read("comfortable-swipe_issue68_turn3_excerpt.txt")
    let g = t.gestures
    // Line 6 BEGIN +8.82s 3 fingers, lines 7–22 sixteen UPDATEs, line 23 " event6   GESTUR" cut off.
    #expect(t.events.count == 18)
    #expect(countEvents(g, .swipe, .update) == 16)
    // Lines 7 and 8 share the time +8.82s (and the BEGIN): duplicate timestamps are kept.
    #expect(g[1].time == 8_820_000 && g[2].time == 8_820_000)
    #expect(
      g[1].dx == -17.97 && g[1].dy == 1.94 && g[1].dxUnaccelerated == -48.56 && g[1].dyUnaccelerated == 5.25)
    // Line 22: "+8.93s\t3 -21.61/-0.49 (-58.40/-1.31 unaccelerated)"
    #expect(g[16].time == 8_930_000 && g[16].dx == -21.61 && g[16].dxUnaccelerated == -58.4)
    #expect(warningLines(t, .cutOffLastLine) == [23])
  }

  @Test("comfortable-swipe PR #69: an END without BEGIN, then UPDATEs without BEGIN")
  func comfortableSwipe69() throws {
    // Line 14 "event6   GESTURE_SWIPE_END +40.04s\t3" (no BEGIN before it), lines 15–26 twelve UPDATEs
    // from +112.09s to +112.17s with no BEGIN, line 27 cut off in "unaccel".
    let t = try read("comfortable-swipe_pr69_excerpt.txt")
    let g = t.gestures
    // Repaired: the END is dropped, a BEGIN is inserted at +112.09s, an END cancelled closes it.
    #expect(t.events.count == 14)
    #expect(g[0].phase == .begin && g[0].time == 112_090_000 && g[0].fingers == 3)
    #expect(countEvents(g, .swipe, .update) == 12)
    #expect(
      g[1].dx == -9.23 && g[1].dy == 2.19 && g[1].dxUnaccelerated == -24.93 && g[1].dyUnaccelerated == 5.91)
    #expect(g[12].time == 112_170_000 && g[12].dx == -26.46)
    #expect(g[13].phase == .end && g[13].cancelled && g[13].time == 112_170_000)
    #expect(warningLines(t, .droppedEnd) == [14])
    #expect(warningLines(t, .insertedBegin) == [15])
    #expect(warningLines(t, .cutOffLastLine) == [27])

    // Verbatim: exactly what the paste holds, the END at +40.04s and the twelve UPDATEs.
    let v = try read("comfortable-swipe_pr69_excerpt.txt", repairs: false)
    #expect(v.events.count == 13)
    #expect(v.gestures[0].phase == .end && v.gestures[0].time == 40_040_000 && !v.gestures[0].cancelled)
    #expect(v.gestures.dropFirst().allSatisfy { $0.phase == .update })
  }

  @Test("libinput-gestures #310 (1.18, no prefix column): DEVICE_ADDED with size, 3-finger swipe")
  func libinputGestures310() throws {
    let t = try read("libinput-gestures_issue310_excerpt.txt")
    // Line 10 "-event6   DEVICE_ADDED     SYNA3290:01 06CB:CD4F Touchpad    seat0 default group1  cap:pg
    // size 116x56mm …", line 11 BEGIN +0.036s, 12–21 ten UPDATEs, line 22 "event6" cut off.
    #expect(t.events.count == 13)
    guard case .device(let device) = t.events[0] else {
      Issue.record("the first event should be the DEVICE_ADDED")
      return
    }
    #expect(
      device.phase == .added && device.name == "SYNA3290:01 06CB:CD4F Touchpad" && device.sysname == "event6")
    #expect(device.widthMM == 116 && device.heightMM == 56)
    #expect(t.device?.name == "SYNA3290:01 06CB:CD4F Touchpad")
    let g = t.gestures
    #expect(countEvents(g, .swipe, .update) == 10)
    // Three decimals: +0.036s → 36 000 µs; line 12 "-0.26/ 9.64 (-0.29/10.84 unaccelerated)".
    #expect(g[0].time == 36_000 && g[1].time == 36_000)
    #expect(
      g[1].dx == -0.26 && g[1].dy == 9.64 && g[1].dxUnaccelerated == -0.29 && g[1].dyUnaccelerated == 10.84)
    // Line 21: "+0.100s   3  1.87/12.77 ( 1.76/12.01 unaccelerated)"
    #expect(g[10].time == 100_000 && g[10].dx == 1.87 && g[10].dyUnaccelerated == 12.01)
    #expect(warningLines(t, .cutOffLastLine) == [22])
  }

  @Test("libinput-gestures #355 (1.19–1.26, %-23s): a tail without BEGIN + END, then BEGIN + 10 UPDATE")
  func libinputGestures355() throws {
    let t = try read("libinput-gestures_issue355_turn0_excerpt.txt")
    let g = t.gestures
    // Lines 6–9 four UPDATEs (+8.795 … +8.873s) with no BEGIN, line 10 END +9.716s, line 11 BEGIN
    // +10.576s, lines 12–21 ten UPDATEs (+10.576 … +11.382s, a 0.588 s pause before the last),
    // line 22 cut off in "un".
    #expect(t.events.count == 18)
    #expect(g[0].phase == .begin && g[0].time == 8_795_000)
    #expect(g[5].phase == .end && !g[5].cancelled && g[5].time == 9_716_000)
    #expect(g[6].phase == .begin && g[6].time == 10_576_000)
    #expect(countEvents(g, .swipe, .update) == 14)
    // Line 14: "+10.627s\t3  1.00/-13.22 ( 1.00/-13.22 unaccelerated)"
    #expect(g[9].time == 10_627_000 && g[9].dx == 1 && g[9].dy == -13.22)
    // Lines 20 and 21: +10.794s then +11.382s.
    #expect(g[15].time == 10_794_000 && g[16].time == 11_382_000)
    #expect(warningLines(t, .insertedBegin) == [6])
    #expect(warningLines(t, .cutOffLastLine) == [22])
  }

  @Test("libinput-gestures #379 (≥ 1.28.1, repeat count): HOLD cancelled, then a pinch out")
  func libinputGestures379() throws {
    let t = try read("libinput-gestures_issue379_excerpt.txt")
    let g = t.gestures
    // Lines 16–19 HOLD BEGIN/END cancelled with 1 then 2 fingers, line 20 PINCH_BEGIN +0.247s,
    // lines 21–26 six PINCH_UPDATEs (count column 2…6 on lines 22–26), line 27 cut off.
    // The "libinput-gestures: PINCH in 2 [...]" lines 7 and 9 are another tool's output: skipped.
    #expect(t.events.count == 12)
    #expect(countEvents(g, .hold, .begin) == 2 && countEvents(g, .hold, .end) == 2)
    #expect(g[0].fingers == 1 && g[0].time == 40_000)
    #expect(g[1].cancelled && g[1].time == 147_000 && g[1].fingers == 1)
    #expect(g[3].cancelled && g[3].time == 240_000 && g[3].fingers == 2)
    #expect(g[4].kind == .pinch && g[4].phase == .begin && g[4].time == 247_000)
    // Line 21 (no count): "+0.253s\t2  1.19/ 0.00 ( 1.32/ 0.00 unaccelerated)  1.07 @  0.41"
    #expect(g[5].dx == 1.19 && g[5].dxUnaccelerated == 1.32 && g[5].scale == 1.07 && g[5].angleDelta == 0.41)
    // Line 22 (count 2): "+0.260s\t2  1.76/ 0.00 ( 1.76/ 0.00 unaccelerated)  1.10 @  0.24"
    #expect(g[6].time == 260_000 && g[6].scale == 1.1 && g[6].angleDelta == 0.24)
    // Line 26 (count 6): "+0.288s\t2  1.76/ 0.44 ( 1.76/ 0.44 unaccelerated)  1.24 @ -0.15"
    #expect(g[10].time == 288_000 && g[10].dy == 0.44 && g[10].scale == 1.24 && g[10].angleDelta == -0.15)
    #expect(g[11].phase == .end && g[11].cancelled && g[11].scale == 1.24)
    #expect(warningLines(t, .cutOffLastLine) == [27])
  }

  @Test("the libinput record YAML is refused with a message that says what it is")
  func libinputRecordYAML() {
    // Line 28 of the quoted e-mail is "> ndevices: 1": the first line that marks the YAML.
    let name = "linux-stable-ml_2020-01-31_hid-ite_ITE8595-touchpad_libinput-record_2fg-scroll_quoted.txt"
    #expect {
      try TranscriptReader().read(contentsOf: SharedRecordings.path(name))
    } throws: { error in
      guard let error = error as? TranscriptError else { return false }
      return error.kind == .noEvents && error.line == 28 && error.reason.contains("libinput record")
    }
  }
}
