import PlayheadEvents
import PlayheadInput
import Testing

/// The unit of unaccelerated deltas by the libinput that printed them. Lines are FORMATS.md's layouts
/// built by hand (columns counted in the comments); the units are libinput's own constants worked
/// by hand: 25.4 mm / 1000 dpi = 0.0254 mm (≤ 1.17, tp_normalize_delta), and 0.0254 / (0.9 × 0.2968)
/// = 0.0951 mm (≥ 1.18, commit 60d5172e: the constant filter's baseline × TP_MAGIC_SLOWDOWN).
@Suite("libinput units by era")
struct LibinputUnitTests {
  func unit(_ text: String) throws -> LibinputUnit {
    try TranscriptReader().read(text, name: "era.txt").unit
  }

  @Test("the two units are libinput's constants")
  func constants() {
    #expect(LibinputUnit.normalisedMillimetres == 25.4 / 1000)
    // The measured 0.095 is the formula's 0.09509 to 0.1 %.
    #expect(abs(LibinputUnit.filteredMillimetres / (0.0254 / (0.9 * 0.2968)) - 1) < 0.001)
  }

  @Test("1.6–1.14: two decimals → 0.0254 mm")
  func twoDecimals() throws {
    // " event10  GESTURE_SWIPE_BEGIN  +9.53s\t4": %-16s then a space, then " +9.53" (%+6.2f).
    let u = try unit(" event10  GESTURE_SWIPE_BEGIN  +9.53s\t4\n event10  GESTURE_SWIPE_END  +9.60s\t4\n")
    #expect(u.millimetres == 0.0254)
    #expect(u.source == .layout(.twoDecimals))
  }

  @Test("1.15–1.18: the 16-column type, three decimals → 0.0254 mm (1.18 needs --libinput-version)")
  func narrow() throws {
    // "GESTURE_SWIPE_BEGIN" is 19 characters: %-16s adds nothing, then one space: the time at column 21.
    let u = try unit(" event6   GESTURE_SWIPE_BEGIN +0.139s\t3\n event6   GESTURE_SWIPE_END +0.200s\t3\n")
    #expect(u.millimetres == 0.0254)
    #expect(u.source == .layout(.narrowTypeColumn))
  }

  @Test("1.19–1.26: the 23-column type → 0.095 mm, told by DEVICE_ADDED already")
  func wide() throws {
    // "DEVICE_ADDED" (12) padded to 23, then a space: the name starts at column 24.
    let text = """
      -event12  DEVICE_ADDED            Pad                 seat0 default group1  cap:pg  size 100x56mm
       event12  GESTURE_SWIPE_BEGIN     +1.000s\t3
       event12  GESTURE_SWIPE_END       +1.100s\t3

      """
    let u = try unit(text)
    #expect(u.millimetres == 0.095)
    #expect(u.source == .layout(.wideTypeColumn))
  }

  @Test("≥ 1.28.1: the repeat count column → 0.095 mm")
  func countColumn() throws {
    let text = """
       event14  GESTURE_PINCH_BEGIN          +0.247s\t2
       event14  GESTURE_PINCH_UPDATE      2  +0.260s\t2  1.76/ 0.00 ( 1.76/ 0.00 unaccelerated)  1.10 @  0.24
       event14  GESTURE_PINCH_END            +0.300s\t2

      """
    #expect(try unit(text).millimetres == 0.095)
  }

  @Test(
    "--verbose's version line wins over the layout",
    arguments: [("1.17.0", 0.0254), ("1.18.0", 0.095), ("1.17.901", 0.0254)])
  func verboseVersion(version: String, mm: Double) throws {
    let u = try unit(
      "libinput version: \(version)\n event12  GESTURE_SWIPE_BEGIN     +1.000s\t3\n event12  GESTURE_SWIPE_END       +1.100s\t3\n"
    )
    #expect(u.millimetres == mm)
    #expect(u.source == .version(version))
  }

  @Test("a recording keeps the unit it was recorded with; without one, libinput ≥ 1.22's")
  func recording() throws {
    let record =
      #"{"kind":"swipe","phase":"begin","cancelled":false,"fingers":3,"time":0,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0}"#
    let kept = try unit(
      #"{"format":"playhead-recording","version":1,"device":null,"widthMM":null,"heightMM":null,"libinput":null,"mmPerUnit":0.1,"startTime":1}"#
        + "\n" + record + "\n")
    #expect(kept == LibinputUnit(millimetres: 0.1, source: .recording))
    let old = try unit(#"{"format":"playhead-recording","version":1,"startTime":1}"# + "\n" + record + "\n")
    #expect(old.millimetres == 0.095)
  }

  @Test("a header writes its unit and reads it back")
  func headerRoundTrip() throws {
    var bytes: [UInt8] = []
    EventJSON.append(
      RecordingHeader(deviceName: "Pad", millimetresPerUnit: 0.095, startTime: 2_000_000), to: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""mmPerUnit":0.095"#))
    let record =
      #"{"kind":"swipe","phase":"begin","cancelled":false,"fingers":3,"time":0,"dx":0,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0}"#
    #expect(try unit(text + "\n" + record + "\n") == LibinputUnit(millimetres: 0.095, source: .recording))
  }

  @Test("versions: X.Y and X.Y.Z only")
  func versions() {
    #expect(LibinputUnit.version("1.18")! == (1, 18))
    #expect(LibinputUnit.version("1.22.1")! == (1, 22))
    #expect(LibinputUnit.version("1") == nil)
    #expect(LibinputUnit.version("1.x") == nil)
    #expect(LibinputUnit.version("1.2.3.4") == nil)
    #expect(LibinputUnit.forVersion("1.17")?.millimetres == 0.0254)
    #expect(LibinputUnit.forVersion("2.0")?.millimetres == 0.095)
  }

  @Test("the cursor learns the unit from the first lines and keeps the events it read on the way")
  func cursorPeek() throws {
    let path = TranscriptFiles.temporary("cursor-\(UInt32.random(in: 0...UInt32.max)).txt")
    defer { TranscriptFiles.remove(path) }
    try TranscriptFiles.write(
      path,
      Array(
        """
        -event12  DEVICE_ADDED            Pad                 seat0 default group1  cap:pg  size 100x56mm
         event12  GESTURE_SWIPE_BEGIN     +1.000s\t3
         event12  GESTURE_SWIPE_UPDATE    +1.010s\t3  0.00/13.00 ( 0.00/10.00 unaccelerated)
         event12  GESTURE_SWIPE_END       +1.020s\t3

        """.utf8))
    let cursor = try TranscriptCursor(path: path)
    #expect(try cursor.unit().millimetres == 0.095)
    var phases: [String] = []
    while let event = try cursor.next() {
      switch event {
      case .device: phases.append("device")
      case .gesture(let g): phases.append(g.phase.rawValue)
      }
    }
    #expect(phases == ["device", "begin", "update", "end"])
    #expect(cursor.transcript?.unit.millimetres == 0.095)
  }
}
