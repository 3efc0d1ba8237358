import PlayheadEvents
import PlayheadInput
import Testing

/// Synthetic lines for every layout in FORMATS.md's version table, built by hand from the printf
/// formats it quotes (padding worked out in the comments). Expected values are the numbers written in
/// the lines, converted by hand (seconds × 10⁶ = µs).
@Suite("debug-events eras")
struct EraTests {
  func gestures(_ text: String, repairs: Bool = false) throws -> [GestureEvent] {
    try TranscriptReader(options: .init(repairsSequences: repairs)).read(text, name: "era.txt").gestures
  }

  @Test("1.0–1.1: \"%-7s\\t%s\\t\" header, \"%+6.2fs\\t\" time")
  func era1_0() throws {
    // FORMATS.md's example: "event15\tGESTURE_SWIPE_UPDATE\t+187.17s\t3 …"
    let g = try gestures(
      "event15\tGESTURE_SWIPE_UPDATE\t+187.17s\t3 -3.07/ 0.00 (-13.34/ 0.00 unaccelerated)\n")
    #expect(g.count == 1)
    #expect(g[0].kind == .swipe && g[0].phase == .update && g[0].fingers == 3 && g[0].time == 187_170_000)
    #expect(g[0].dx == -3.07 && g[0].dy == 0 && g[0].dxUnaccelerated == -13.34)
  }

  @Test("1.2–1.4: \"%-7s\\t%-16s \" — every type is longer than 16, so one space follows it")
  func era1_2() throws {
    let g = try gestures(
      """
      event13\tGESTURE_SWIPE_BEGIN +4.89s\t3
      event13\tGESTURE_SWIPE_END +5.20s\t3

      """)
    #expect(g.map(\.phase) == [.begin, .end])
    #expect(g[1].time == 5_200_000 && !g[1].cancelled)
  }

  @Test("1.5: the \"-\"/space device-change prefix, tabs")
  func era1_5() throws {
    let g = try gestures(
      """
      -event13\tGESTURE_PINCH_BEGIN +1.00s\t2
       event13\tGESTURE_PINCH_UPDATE +1.01s\t2 0.50/-0.25 (1.00/-0.50 unaccelerated)  1.02 @ -0.30

      """)
    #expect(g.count == 2)
    #expect(g[0].kind == .pinch && g[0].scale == 1 && g[0].angleDelta == 0)  // libinput: 1.0 at BEGIN
    #expect(g[1].dx == 0.5 && g[1].dy == -0.25 && g[1].dxUnaccelerated == 1 && g[1].dyUnaccelerated == -0.5)
    #expect(g[1].scale == 1.02 && g[1].angleDelta == -0.3)
  }

  @Test("1.6–1.14: \"%c%-7s  %-16s \", two decimals")
  func era1_6() throws {
    // FORMATS.md's example " event10  GESTURE_SWIPE_BEGIN  +9.53s\t4" (%-7s pads "event10" to 7: no pad).
    let g = try gestures(" event10  GESTURE_SWIPE_BEGIN  +9.53s\t4\n")
    #expect(g.count == 1 && g[0].fingers == 4 && g[0].time == 9_530_000)
  }

  @Test("1.15–1.18: three decimals")
  func era1_15() throws {
    let g = try gestures(" event6   GESTURE_SWIPE_BEGIN  +0.139s\t3\n")
    #expect(g[0].time == 139_000)
  }

  @Test("1.19–1.26: \"%-23s\" type column and HOLD gestures")
  func era1_19() throws {
    // "GESTURE_HOLD_BEGIN" is 18 characters: %-23s adds 5 spaces, then the format's own space.
    let g = try gestures(
      """
      -event14  GESTURE_HOLD_BEGIN      +0.040s\t1
       event14  GESTURE_HOLD_END        +0.147s\t1 cancelled
       event14  GESTURE_SWIPE_BEGIN     +0.300s\t3
       event14  GESTURE_SWIPE_END       +0.400s\t3 cancelled

      """)
    #expect(g.map(\.kind) == [.hold, .hold, .swipe, .swipe])
    #expect(g[1].cancelled && g[1].time == 147_000)
    #expect(g[3].cancelled && g[3].time == 400_000)
  }

  @Test("1.27: the \"%3zd \" repeat count on consecutive UPDATEs, four spaces otherwise")
  func era1_27() throws {
    // "%c%-7s  %-23s " then "%3zd " → "  2 "; the first UPDATE has "    " in the count's place.
    let g = try gestures(
      """
       event14  GESTURE_SWIPE_UPDATE        +0.253s\t3  1.19/ 0.00 ( 1.32/ 0.00 unaccelerated)
       event14  GESTURE_SWIPE_UPDATE      2 +0.260s\t3  1.76/ 0.00 ( 1.76/ 0.00 unaccelerated)
       event14  GESTURE_SWIPE_UPDATE    123 +0.267s\t3 -2.20/-0.44 (-2.20/-0.44 unaccelerated)

      """)
    #expect(g.count == 3)
    #expect(g.map(\.time) == [253_000, 260_000, 267_000])
    #expect(g[2].dx == -2.2 && g[2].dyUnaccelerated == -0.44)
  }

  @Test("1.28.0: PINCH_UPDATE without \"scale @ angle\" (libinput-gestures#378)")
  func era1_28_0() throws {
    let g = try gestures(
      """
       event14  GESTURE_PINCH_BEGIN          +0.247s\t2
       event14  GESTURE_PINCH_UPDATE         +0.253s\t2  1.19/ 0.00 ( 1.32/ 0.00 unaccelerated)
       event14  GESTURE_PINCH_UPDATE      2  +0.260s\t2  1.76/ 0.00 ( 1.76/ 0.00 unaccelerated)
       event14  GESTURE_PINCH_END            +0.270s\t2

      """)
    #expect(g.count == 4)
    #expect(g[1].scale == nil && g[1].angleDelta == nil && g[1].dx == 1.19)
    #expect(g[2].scale == nil && g[2].dxUnaccelerated == 1.76)
    // The END repeats the last scale, which this version never printed: unknown.
    #expect(g[3].scale == nil && g[3].phase == .end)
  }

  @Test("≥ 1.28.1: FORMATS.md's two example lines, exactly")
  func era1_28_1() throws {
    let g = try gestures(
      "event14  GESTURE_HOLD_END             +0.147s\t1 cancelled\n"
        + "event14  GESTURE_PINCH_UPDATE      2  +0.260s\t2  1.76/ 0.00 ( 1.76/ 0.00 unaccelerated)  1.10 @  0.24\n"
    )
    #expect(g.count == 2)
    #expect(
      g[0].kind == .hold && g[0].phase == .end && g[0].cancelled && g[0].fingers == 1 && g[0].time == 147_000)
    #expect(g[1].kind == .pinch && g[1].time == 260_000 && g[1].dx == 1.76 && g[1].dy == 0)
    #expect(g[1].scale == 1.1 && g[1].angleDelta == 0.24)
  }

  @Test("a line without the unaccelerated group uses the accelerated deltas there")
  func withoutUnaccelerated() throws {
    let g = try gestures(" event6   GESTURE_SWIPE_UPDATE  +1.00s\t3 -2.50/ 1.25\n")
    #expect(g[0].dx == -2.5 && g[0].dxUnaccelerated == -2.5 && g[0].dyUnaccelerated == 1.25)
  }

  @Test("CRLF line ends and a negative time")
  func crlfAndNegativeTime() throws {
    let g = try gestures(
      " event6   GESTURE_SWIPE_BEGIN  -0.016s\t3\r\n event6   GESTURE_SWIPE_END  +0.020s\t3 cancelled\r\n")
    #expect(g.map(\.time) == [-16_000, 20_000])
    #expect(g[1].cancelled)
  }

  // The event14 line follows libinput 1.19+'s print_device_notify: "%-33s %5s %7s group%-2d", " cap:…",
  // "  size %.0fx%.0fmm", " ntouches %d", then the options (including its stray "dwt-off)").
  @Test("DEVICE_ADDED/REMOVED: names with spaces and parentheses; devices without gestures are skipped")
  func devices() throws {
    let text = """
      -event3   DEVICE_ADDED     AT Translated Set 2 keyboard      seat0 default group7  cap:k
      -event14  DEVICE_ADDED            ITE Tech. Inc. ITE Device(8595) Touchpad seat0 default group2  cap:pg  size 87x47mm ntouches 2 tap(dl off) left scroll-nat dwt-off)
      -event15  DEVICE_ADDED     SynPS/2 Synaptics TouchPad        seat0 default group3  cap:pg  size 70x50mm
       event15  GESTURE_SWIPE_BEGIN  +0.50s\t3
       event15  GESTURE_SWIPE_END  +0.60s\t3
      -event15  DEVICE_REMOVED   SynPS/2 Synaptics TouchPad        seat0 default group3  cap:pg  size 70x50mm

      """
    let t = try TranscriptReader().read(text, name: "devices.txt")
    var devices: [DeviceEvent] = []
    for case .device(let d) in t.events { devices.append(d) }
    // The keyboard (cap:k) is not a touchpad: 2 added + 1 removed remain.
    #expect(
      devices.map(\.name) == [
        "ITE Tech. Inc. ITE Device(8595) Touchpad", "SynPS/2 Synaptics TouchPad",
        "SynPS/2 Synaptics TouchPad",
      ])
    #expect(devices.map(\.phase) == [.added, .added, .removed])
    #expect(devices[0].widthMM == 87 && devices[0].heightMM == 47 && devices[0].sysname == "event14")
    // The transcript's device is the one the gestures came from (event15), not the first added.
    #expect(t.device?.sysname == "event15" && t.device?.widthMM == 70)
    // Device lines carry no time: they take the time of the event before them.
    #expect(devices[2].time == 600_000)
  }

  @Test("a touchpad removed mid-gesture ends that gesture as cancelled")
  func removedMidGesture() throws {
    let text = """
       event15  GESTURE_SWIPE_BEGIN  +0.50s\t3
       event15  GESTURE_SWIPE_UPDATE  +0.51s\t3 1.00/ 0.00 ( 1.00/ 0.00 unaccelerated)
      -event15  DEVICE_REMOVED   SynPS/2 Synaptics TouchPad        seat0 default group3  cap:pg

      """
    let t = try TranscriptReader().read(text, name: "removed.txt")
    #expect(t.events.count == 4)
    guard case .gesture(let end) = t.events[2], case .device(let removed) = t.events[3] else {
      Issue.record("expected END then DEVICE_REMOVED")
      return
    }
    #expect(end.phase == .end && end.cancelled && end.time == 510_000)
    #expect(removed.phase == .removed && removed.widthMM == nil)
    #expect(t.warnings.map(\.kind) == [.cancelledUnfinished])
  }

  @Test("--verbose's first line gives the libinput version")
  func verboseVersion() throws {
    let t = try TranscriptReader().read(
      "libinput version: 1.22.1\n-event14  GESTURE_HOLD_BEGIN      +0.040s\t1\n event14  GESTURE_HOLD_END        +0.147s\t1\n",
      name: "verbose.txt")
    #expect(t.libinputVersion == "1.22.1")
    #expect(t.gestures.count == 2)
  }

  @Test("≤ 1.27's 32-bit millisecond wrap: +4294967.289s is 7 ms before the tool started")
  func uint32Wrap() throws {
    // 4294967.296 s = 2³² ms; 4294967.289 − 4294967.296 = −0.007 s. Seen from libinput 1.22 here.
    let g = try gestures(
      """
       event12  GESTURE_SWIPE_BEGIN     +4294967.289s\t3
       event12  GESTURE_SWIPE_UPDATE    +4294967.289s\t3  0.00/-2.75 ( 0.00/-3.09 unaccelerated)
       event12  GESTURE_SWIPE_UPDATE    +0.003s\t3  0.00/-3.10 ( 0.00/-3.09 unaccelerated)

      """, repairs: true)
    #expect(g.map(\.time) == [-7_000, -7_000, 3_000, 3_000])
    // 2147483.647 s is below 2³¹ ms: a (very long) real time, kept.
    #expect(try gestures(" event12  GESTURE_HOLD_BEGIN  +2147483.647s\t1\n")[0].time == 2_147_483_647_000)
  }
}
