import PlayheadEvents
import PlayheadInput
import PlayheadTestSupport
import Testing

/// Playhead's own recording format and the JSON form of one event.
@Suite("Recordings and the JSON form of events")
struct RecordingTests {
  func json(_ event: InputEvent) -> String {
    var bytes: [UInt8] = []
    EventJSON.append(event, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("the record of each kind, written out by hand from issue 4's field list")
  func records() {
    let update = GestureEvent(
      kind: .swipe, phase: .update, fingers: 3, time: 4_890_000, dx: -3.07, dy: 0, dxUnaccelerated: -13.34,
      dyUnaccelerated: 0)
    #expect(
      json(.gesture(update))
        == #"{"kind":"swipe","phase":"update","cancelled":false,"fingers":3,"time":4.89,"dx":-3.07,"dy":0,"dxUnaccelerated":-13.34,"dyUnaccelerated":0}"#
    )
    let pinch = GestureEvent(
      kind: .pinch, phase: .update, fingers: 2, time: 253_000, dx: 1.19, dxUnaccelerated: 1.32, scale: 1.07,
      angleDelta: -0.15)
    #expect(
      json(.gesture(pinch))
        == #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.253,"dx":1.19,"dy":0,"dxUnaccelerated":1.32,"dyUnaccelerated":0,"scale":1.07,"angle":-0.15}"#
    )
    // libinput 1.28.0's pinch without scale: the keys are left out, not invented.
    let lost = GestureEvent(kind: .pinch, phase: .update, fingers: 2, time: 1, dx: 0.5)
    #expect(
      json(.gesture(lost))
        == #"{"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.000001,"dx":0.5,"dy":0,"dxUnaccelerated":0,"dyUnaccelerated":0}"#
    )
    let hold = GestureEvent(kind: .hold, phase: .end, cancelled: true, fingers: 1, time: 147_000)
    #expect(
      json(.gesture(hold)) == #"{"kind":"hold","phase":"end","cancelled":true,"fingers":1,"time":0.147}"#)
    let added = DeviceEvent(phase: .added, name: "SYNA3290:01 06CB:CD4F Touchpad", widthMM: 116, heightMM: 56)
    #expect(
      json(.device(added))
        == #"{"kind":"device","phase":"added","name":"SYNA3290:01 06CB:CD4F Touchpad","widthMM":116,"heightMM":56}"#
    )
    let removed = DeviceEvent(phase: .removed, name: "pad")
    #expect(
      json(.device(removed))
        == #"{"kind":"device","phase":"removed","name":"pad","widthMM":null,"heightMM":null}"#)
  }

  @Test("numbers: finite only, six decimals at most, negative times, escaping of names")
  func numbersAndStrings() {
    let weird = GestureEvent(
      kind: .swipe, phase: .update, fingers: 3, time: -1_500_000, dx: .nan, dy: .infinity,
      dxUnaccelerated: -0.0000004,
      dyUnaccelerated: 123456.7890126)
    // −1.5 s; NaN and ∞ → null; −4·10⁻⁷ rounds to 0 at six decimals; 123456.7890126 → 123456.789013.
    #expect(
      json(.gesture(weird))
        == #"{"kind":"swipe","phase":"update","cancelled":false,"fingers":3,"time":-1.5,"dx":null,"dy":null,"dxUnaccelerated":0,"dyUnaccelerated":123456.789013}"#
    )
    let name = "a\"b\\c\nd\u{01}é\u{2028}"
    #expect(
      json(.device(DeviceEvent(phase: .added, name: name))).hasPrefix(
        #"{"kind":"device","phase":"added","name":"a\"b\\c\nd\u0001é"#))
  }

  @Test("RecordingWriter → TranscriptReader gives back the same events, header and device")
  func roundTrip() throws {
    let start: Instant = 7_000_000_000
    let header = RecordingHeader(
      deviceName: "Pad \"quoted\" \\ é", widthMM: 116, heightMM: 56.5, libinputVersion: "1.22.1",
      startTime: start,
      started: "2026-11-22T11:00:00Z")
    let originals: [InputEvent] = [
      .device(
        DeviceEvent(phase: .added, name: "Pad \"quoted\" \\ é", widthMM: 116, heightMM: 56.5, time: start)),
      .gesture(GestureEvent(kind: .hold, phase: .begin, fingers: 2, time: start + 40_000)),
      .gesture(GestureEvent(kind: .hold, phase: .end, cancelled: true, fingers: 2, time: start + 147_000)),
      .gesture(
        GestureEvent(kind: .pinch, phase: .begin, fingers: 2, time: start + 247_000, scale: 1, angleDelta: 0)),
      .gesture(
        GestureEvent(
          kind: .pinch, phase: .update, fingers: 2, time: start + 253_123, dx: 1.19, dy: -0.000001,
          dxUnaccelerated: 1.32,
          dyUnaccelerated: 250.5, scale: 1.07, angleDelta: 0.41)),
      .gesture(
        GestureEvent(kind: .pinch, phase: .end, fingers: 2, time: start + 260_000, scale: 1.07, angleDelta: 0)
      ),
      .gesture(GestureEvent(kind: .swipe, phase: .begin, fingers: 3, time: start + 1_000_000)),
      .gesture(
        GestureEvent(
          kind: .swipe, phase: .update, fingers: 3, time: start + 1_000_000, dx: -17.01, dy: -0.06,
          dxUnaccelerated: -39.59, dyUnaccelerated: -0.14)),
      .gesture(GestureEvent(kind: .swipe, phase: .end, fingers: 3, time: start + 1_007_000)),
      .device(DeviceEvent(phase: .removed, name: "Pad \"quoted\" \\ é", time: start + 1_007_000)),
    ]
    let path = TranscriptFiles.temporary("round-trip.jsonl")
    let writer = try RecordingWriter(path: path, header: header)
    for event in originals { try writer.write(event) }
    writer.close()

    let t = try TranscriptReader().read(contentsOf: path)
    #expect(t.format == .recording)
    #expect(t.warnings.isEmpty)
    #expect(t.startTime == start && t.libinputVersion == "1.22.1")
    #expect(t.device?.name == "Pad \"quoted\" \\ é" && t.device?.widthMM == 116 && t.device?.heightMM == 56.5)
    // Times come back relative to the header's start; device records take the time before them
    // (the first, with nothing before it, time 0).
    let expected: [InputEvent] = originals.map { event in
      switch event {
      case .gesture(var g):
        g.time = 0 + (g.time - start)
        return .gesture(g)
      case .device(var d):
        d.time = 0 + (d.time - start)
        return .device(d)
      }
    }
    #expect(t.events == expected)
  }

  @Test("every line is on disk as soon as it is written (no buffering)")
  func flushedPerLine() throws {
    let path = TranscriptFiles.temporary("flushed.jsonl")
    let writer = try RecordingWriter(path: path, header: RecordingHeader(deviceName: "pad", startTime: 0))
    try writer.write(.gesture(GestureEvent(kind: .hold, phase: .begin, fingers: 1, time: 500_000)))
    let onDisk = String(decoding: TranscriptFiles.read(path), as: UTF8.self)
    #expect(onDisk.split(separator: "\n").count == 2)
    #expect(
      onDisk.hasSuffix(#"{"kind":"hold","phase":"begin","cancelled":false,"fingers":1,"time":0.5}"# + "\n"))
    writer.close()
  }

  @Test("a recording cut off mid-line (a crash) reads with a warning", arguments: [true, false])
  func cutRecording(withHeader: Bool) throws {
    var text = withHeader ? #"{"format":"playhead-recording","version":1,"startTime":0}"# + "\n" : ""
    text += #"{"kind":"swipe","phase":"begin","cancelled":false,"fingers":3,"time":0.5}"# + "\n"
    text += #"{"kind":"swipe","phase":"update","cancelled":false,"fingers":3,"time":0.51,"dx":1"#
    let t = try TranscriptReader().read(text, name: "cut.jsonl")
    #expect(t.gestures.map(\.phase) == [.begin, .end])
    #expect(t.warnings.filter { $0.kind == .cutOffLastLine }.map(\.line) == [withHeader ? 3 : 2])
  }

  @Test("every real excerpt survives transcript → JSON lines → reader unchanged")
  func excerptsThroughJSON() throws {
    for name in SharedRecordings.excerptNames {
      let t = try TranscriptReader().read(contentsOf: SharedRecordings.path(name))
      var bytes: [UInt8] = []
      for event in t.events {
        EventJSON.append(event, to: &bytes)
        bytes.append(0x0A)
      }
      let back = try TranscriptReader().read(bytes, name: name + ".jsonl")
      #expect(back.format == .recording)
      // The record has no sysname (issue 4's field list): everything else must match exactly.
      let withoutSysname: [InputEvent] = t.events.map { event in
        guard case .device(var d) = event else { return event }
        d.sysname = ""
        return .device(d)
      }
      #expect(back.events == withoutSysname, "\(name)")
    }
  }

  @Test("JSON escapes in names, unknown and nested keys ignored")
  func jsonDetails() throws {
    let text = #"""
      {"kind":"device","phase":"added","name":"Pad \u00e9 \ud83d\ude00 \"q\" \\ \/","widthMM":null,"heightMM":40.5,"sysname":"event9"}
      {"kind":"hold","phase":"begin","fingers":1,"time":1e-3,"extra":{"a":[1,2,{"b":null}],"c":"}"}}
      {"kind":"hold","phase":"end","cancelled":true,"fingers":1,"time":0.5}

      """#
    let t = try TranscriptReader().read(text, name: "escapes.jsonl")
    guard case .device(let device) = t.events.first else {
      Issue.record("expected a device record first")
      return
    }
    // \u00e9 is é; \ud83d\ude00 is the surrogate pair of U+1F600 😀.
    #expect(device.name == "Pad é 😀 \"q\" \\ /")
    #expect(device.widthMM == nil && device.heightMM == 40.5)
    // 1e-3 s = 1000 µs.
    #expect(t.gestures.map(\.time) == [1_000, 500_000])
    #expect(t.gestures.last?.cancelled == true)
  }

  @Test("10,000 random events with six-decimal values come back bit for bit through the JSON form")
  func randomRoundTrip() throws {
    var rng = SplitMix64(state: 0xC0FF_EE00_1234_5678)
    // A value k / 10⁶ with |k| < 10¹⁵ (|x| < 10⁹, the reader's bound): written as k's digits with the
    // point six places in, read back as k / 10⁶ again (one correctly rounded division both ways).
    func value() -> Double { Double(Int64(bitPattern: rng.next()) % 1_000_000_000_000_000) / 1e6 }
    var events: [InputEvent] = []
    var time: Int64 = 0
    for _ in 0..<10_000 {
      time += Int64(rng.below(20_000))
      let kind = GestureKind.allCases[rng.below(3)]
      let phases: [GesturePhase] = kind == .hold ? [.begin, .end] : [.begin, .update, .end]
      let phase = phases[rng.below(phases.count)]
      var event = GestureEvent(
        kind: kind, phase: phase, cancelled: phase == .end && rng.below(2) == 0, fingers: 1 + rng.below(10),
        time: Instant(microseconds: time))
      if kind != .hold {
        event.dx = value()
        event.dy = value()
        event.dxUnaccelerated = value()
        event.dyUnaccelerated = value()
      }
      if kind == .pinch {
        // An END without scale would take the last one (libinput's END repeats it): always give one.
        event.scale = rng.below(5) == 0 && phase != .end ? nil : value()
        event.angleDelta = event.scale == nil ? nil : value()
      }
      events.append(.gesture(event))
    }
    var bytes: [UInt8] = []
    for event in events {
      EventJSON.append(event, to: &bytes)
      bytes.append(0x0A)
    }
    // Verbatim: the random phases are not a well-formed sequence, and must not be repaired here.
    let back = try TranscriptReader(options: .init(repairsSequences: false)).read(bytes, name: "random.jsonl")
    #expect(back.events == events)
  }
}
