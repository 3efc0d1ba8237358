import PlayheadEvents
import PlayheadSystem

/// The reader's state between lines: format detection, the sequence repairs, time rebasing, the
/// device seen, warnings. It is fed one line at a time and passes events on as it finds them, so a
/// file of any size streams through in constant memory.
struct TranscriptParser {
  let file: String
  let repairsSequences: Bool
  let maxLineLength: Int

  private(set) var lineNumber = 0
  private(set) var format: Transcript.Format?
  private(set) var eventCount = 0
  private var sequencer = GestureSequencer()
  /// Added to every time after time went backwards (repair mode).
  private var timeOffset: Duration = 0
  private var lastTime: Instant?
  /// The open pinch's last absolute scale, repeated on its END as libinput does.
  private var pinchScale: Double?
  private var firstGestureSysname: String?
  private var devices: [DeviceEvent] = []
  private var header: RecordingHeader?
  /// From `libinput debug-events --verbose`'s first line, "libinput version: 1.22.1".
  private var libinputVersion: String?
  private var recordSeen = false
  /// What the lines' layout tells of the libinput that printed them; settled by the first gesture line.
  private var layout: TranscriptLayout?
  private(set) var layoutSettled = false
  /// A line that marks a `libinput record` YAML file, for the error if nothing else is found.
  private var yamlLine: Int?
  private var warnings: [TranscriptWarning] = []
  private var droppedWarnings = 0

  static let maxRememberedDevices = 64

  init(file: String, options: TranscriptReader.Options) {
    self.file = file
    repairsSequences = options.repairsSequences
    maxLineLength = options.maxLineLength
  }

  /// Reads one line (without its newline). `terminated` is false only for a last line that had no
  /// newline: the place a paste is cut off. Each event is handed to `emit` to keep (`consuming`,
  /// measured, issue 26: borrowed, the cursor's buffer copied every event through `InputEvent`'s value
  /// witness and the parser destroyed its own, 1.3 % of a replay without a log).
  mutating func consume(
    _ line: UnsafeBufferPointer<UInt8>, overlong: Bool, terminated: Bool, emit: (consuming InputEvent) -> Void
  ) throws(TranscriptError) {
    lineNumber += 1
    // Text never holds NUL; a file that does is binary (an executable, an image), not a transcript,
    // even where stray text inside it would parse.
    if ByteSearch.contains(0, in: line) {
      throw malformed("binary data (a NUL byte): this is not a transcript or a recording")
    }
    if format == nil {
      guard let first = TranscriptParser.firstContentByte(line) else { return }
      format = first == UInt8(ascii: "{") ? .recording : .debugEvents
    }
    switch format {
    case .recording: try consumeRecord(line, overlong: overlong, terminated: terminated, emit: emit)
    case .debugEvents, nil:
      try consumeDebugEvents(line, overlong: overlong, terminated: terminated, emit: emit)
    }
  }

  // MARK: libinput debug-events

  private mutating func consumeDebugEvents(
    _ line: UnsafeBufferPointer<UInt8>, overlong: Bool, terminated: Bool, emit: (consuming InputEvent) -> Void
  ) throws(TranscriptError) {
    let parsed = DebugEventsLine.parse(line)
    if !layoutSettled { observeLayout(line, parsed) }
    switch parsed {
    case .notLibinput:
      if yamlLine == nil && !overlong && TranscriptParser.looksLikeLibinputRecord(line) {
        yamlLine = lineNumber
      }
      if libinputVersion == nil && !overlong { libinputVersion = TranscriptParser.verboseVersion(line) }
      return
    case .otherEvent:
      return
    case .sysnameOnly:
      if !terminated {
        warn(
          .cutOffLastLine,
          "the last line is cut off and was ignored: \(ByteCursor(line).quoted(0..<line.count))")
      }
      return
    case _ where overlong:  // a gesture or device line, or one that looks like one
      throw malformed("a libinput line longer than \(maxLineLength) bytes")
    case .malformed(let reason):
      try refuse(reason, terminated: terminated)
    case .gesture(let event, let sysname):
      if firstGestureSysname == nil {
        firstGestureSysname = String(decoding: UnsafeBufferPointer(rebasing: line[sysname]), as: UTF8.self)
      }
      handleGesture(event, emit: emit)
    case .device(let event, let gestureCapable):
      // Playhead reports touchpads only: a device whose capabilities lack "g" (gestures) is skipped.
      if gestureCapable == false { return }
      handleDevice(event, time: nil, emit: emit)
    }
  }

  /// Keeps the first layout that tells an era; a gesture line (which also shows its time's decimals)
  /// settles it, a wide type column too.
  private mutating func observeLayout(_ line: UnsafeBufferPointer<UInt8>, _ parsed: DebugEventsLine) {
    let isGesture: Bool
    switch parsed {
    case .gesture: isGesture = true
    case .device: isGesture = false
    case .notLibinput, .otherEvent, .sysnameOnly, .malformed: return
    }
    guard let seen = DebugEventsLine.layout(line) else { return }
    if layout == nil || isGesture { layout = seen }
    if isGesture || seen == .wideTypeColumn { layoutSettled = true }
  }

  /// The unit of the deltas read so far, nil while nothing has told it yet.
  var unit: LibinputUnit? {
    if let header {
      if let mm = header.millimetresPerUnit { return LibinputUnit(millimetres: mm, source: .recording) }
      if let text = header.libinputVersion, let unit = LibinputUnit.forVersion(text) { return unit }
      // Playhead records through libinput ≥ 1.22.
      return LibinputUnit(millimetres: LibinputUnit.filteredMillimetres, source: .assumed)
    }
    if let libinputVersion, let unit = LibinputUnit.forVersion(libinputVersion) { return unit }
    if let layout, layoutSettled || eventCount > 0 {
      return LibinputUnit(millimetres: layout.unit, source: .layout(layout))
    }
    return nil
  }

  // MARK: Playhead recordings

  private mutating func consumeRecord(
    _ line: UnsafeBufferPointer<UInt8>, overlong: Bool, terminated: Bool, emit: (consuming InputEvent) -> Void
  ) throws(TranscriptError) {
    guard TranscriptParser.firstContentByte(line) != nil else { return }
    if overlong { throw malformed("a record longer than \(maxLineLength) bytes") }
    switch RecordingLine.parse(line) {
    case .malformed(let reason):
      try refuse(reason, terminated: terminated)
    case .header(let parsed):
      guard header == nil && !recordSeen else { throw malformed("a recording header after the first line") }
      header = parsed
    case .gesture(let event):
      recordSeen = true
      handleGesture(event, emit: emit)
    case .device(let event, let time):
      recordSeen = true
      handleDevice(event, time: time, emit: emit)
    }
  }

  // MARK: Events

  private mutating func handleGesture(_ parsed: GestureEvent, emit: (consuming InputEvent) -> Void) {
    var event = parsed
    if repairsSequences {
      event.time &+= timeOffset
      if let last = lastTime, event.time < last {
        let shift = last - event.time
        timeOffset &+= shift
        event.time = last
        warn(
          .timeWentBackwards,
          "time went backwards by \(TranscriptParser.seconds(shift.microseconds)) s; this and later times were shifted to continue from \(TranscriptParser.seconds(last.microseconds)) s"
        )
      }
    }
    lastTime = event.time
    if event.kind == .pinch {
      switch event.phase {
      case .begin, .update:
        pinchScale = event.scale
      case .end:
        if event.scale == nil { event.scale = pinchScale }
        if event.angleDelta == nil { event.angleDelta = 0 }
      }
    }
    // Passed on as it is without repairs, or when the sequencer finds it in order (nearly every line).
    if !repairsSequences || sequencer.passesInOrder(event, line: lineNumber) {
      eventCount += 1
      emit(.gesture(event))
      return
    }
    pass(sequencer.handle(.gesture(event, line: lineNumber)), emit: emit)
  }

  /// Passes on the sequencer's events and reports the repair it made, if any. Inlined: called per
  /// gesture, and a call through it cost more instructions than the copies it replaced (callgrind).
  @inline(__always)
  private mutating func pass(_ actions: GestureSequencer.Actions, emit: (consuming InputEvent) -> Void) {
    actions.forEach { repaired in
      eventCount += 1
      emit(.gesture(repaired))
    }
    if let repair = actions.repair { report(repair) }
  }

  private mutating func handleDevice(
    _ parsed: DeviceEvent, time: Instant?, emit: (consuming InputEvent) -> Void
  ) {
    var event = parsed
    event.time = time.map { $0 &+ timeOffset } ?? lastTime ?? 0
    // Kept only to pick the transcript's touchpad: a bounded list, whatever the input holds.
    if event.phase == .added && devices.count < TranscriptParser.maxRememberedDevices {
      devices.append(event)
    }
    if event.phase == .removed && repairsSequences {
      pass(sequencer.handle(.deviceRemoved(time: event.time)), emit: emit)
    }
    eventCount += 1
    emit(.device(event))
  }

  /// Ends the input: a gesture still open ends cancelled; no events at all is an error.
  mutating func finish(emit: (consuming InputEvent) -> Void) throws(TranscriptError) -> Transcript {
    if repairsSequences { pass(sequencer.handle(.endOfInput), emit: emit) }
    guard eventCount > 0 else {
      let line = max(lineNumber, 1)
      if lineNumber == 0 {
        throw TranscriptError(kind: .noEvents, file: file, line: 1, reason: "the file is empty")
      }
      if let yamlLine {
        throw TranscriptError(
          kind: .noEvents, file: file, line: yamlLine,
          reason:
            "this is a `libinput record` YAML recording (evdev frames, not gestures); replay it through a virtual touchpad, or capture `libinput debug-events` or `playhead record` instead"
        )
      }
      if format == .recording {
        throw TranscriptError(
          kind: .noEvents, file: file, line: line, reason: "the recording holds no events")
      }
      throw TranscriptError(
        kind: .noEvents, file: file, line: line,
        reason:
          "no libinput gesture or device lines found (expected `libinput debug-events` output or a Playhead recording)"
      )
    }
    var device: DeviceEvent?
    if let header {
      device = DeviceEvent(
        phase: .added, name: header.deviceName ?? "", widthMM: header.widthMM, heightMM: header.heightMM)
    } else {
      device = devices.first { $0.sysname == firstGestureSysname } ?? devices.first
    }
    return Transcript(
      format: format ?? .debugEvents, device: device,
      libinputVersion: header?.libinputVersion ?? libinputVersion,
      startTime: header?.startTime, warnings: TranscriptParser.byLine(warnings),
      droppedWarnings: droppedWarnings, lineCount: lineNumber,
      unit: unit ?? LibinputUnit(millimetres: LibinputUnit.filteredMillimetres, source: .assumed))
  }

  // MARK: Messages

  /// Warnings in line order (a gesture that never ended is reported at its BEGIN's line, but found
  /// last); equal lines keep the order they were found in.
  static func byLine(_ warnings: [TranscriptWarning]) -> [TranscriptWarning] {
    warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
      \.element)
  }

  private func malformed(_ reason: String) -> TranscriptError {
    TranscriptError(kind: .malformed, file: file, line: lineNumber, reason: reason)
  }

  /// A line that cannot be read: the cut-off last line of a file still being written is warned
  /// about and ignored, any other refused.
  private mutating func refuse(_ reason: String, terminated: Bool) throws(TranscriptError) {
    guard terminated else {
      return warn(.cutOffLastLine, "the last line is cut off and was ignored (\(reason))")
    }
    throw malformed(reason)
  }

  private mutating func warn(
    _ kind: TranscriptWarning.Kind, _ message: @autoclosure () -> String, line: Int? = nil
  ) {
    guard warnings.count < TranscriptLimits.maxStoredWarnings else {
      droppedWarnings += 1
      return
    }
    warnings.append(TranscriptWarning(kind: kind, file: file, line: line ?? lineNumber, message: message()))
  }

  private mutating func report(_ repair: GestureSequencer.Repair) {
    switch repair {
    case .insertedBegin(let kind):
      warn(
        .insertedBegin,
        "\(TranscriptParser.name(kind)) UPDATE without a BEGIN: a BEGIN was inserted at its time")
    case .droppedEnd(let kind):
      warn(.droppedEnd, "\(TranscriptParser.name(kind)) END without a BEGIN: dropped")
    case .cancelled(let open, let cause):
      let what = "the \(open.fingers)-finger \(open.kind.rawValue) begun at line \(open.line)"
      switch cause {
      case .newBegin:
        warn(.cancelledUnfinished, "a BEGIN while \(what) had not ended: it was ended as cancelled")
      case .otherGesture:
        warn(
          .cancelledUnfinished,
          "an UPDATE of another kind or finger count while \(what) had not ended: it was ended as cancelled and a BEGIN inserted"
        )
      case .otherEnd:
        warn(
          .cancelledUnfinished,
          "an END of another kind while \(what) had not ended: it was ended as cancelled")
      case .deviceRemoved:
        warn(.cancelledUnfinished, "the touchpad was removed during \(what): it was ended as cancelled")
      case .endOfInput:
        warn(
          .cancelledUnfinished, "\(what) never ended: it was ended as cancelled at the end of the input",
          line: open.line)
      }
    }
  }

  /// libinput's name for a kind of gesture (`GESTURE_SWIPE`), for messages.
  private static func name(_ kind: GestureKind) -> String { "GESTURE_" + kind.rawValue.uppercased() }

  /// µs as seconds text for messages.
  static func seconds(_ microseconds: Int64) -> String {
    FixedPointText.string(units: microseconds, decimals: 6, trimmingZeros: true)
  }

  // MARK: Sniffing

  /// The first byte that is not a blank or a UTF-8 byte-order mark.
  static func firstContentByte(_ line: UnsafeBufferPointer<UInt8>) -> UInt8? {
    var i = 0
    if line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { i = 3 }
    while i < line.count {
      if !ByteCursor.isBlank(line[i]) { return line[i] }
      i += 1
    }
    return nil
  }

  /// The version in "libinput version: 1.22.1" (what `--verbose` prints first), else nil.
  static func verboseVersion(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    var c = ByteCursor(line)
    c.skipBlanks()
    guard c.hasPrefix(c.index..<line.count, "libinput version:") else { return nil }
    c.index += "libinput version:".utf8.count
    let version = c.nextToken()
    guard !version.isEmpty, version.count <= 32, c.nextToken().isEmpty else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: line[version]), as: UTF8.self)
  }

  /// `# libinput record` or `ndevices:` (also e-mail-quoted with `>`): the YAML of `libinput record`.
  static func looksLikeLibinputRecord(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var c = ByteCursor(line)
    while let byte = c.current, byte == UInt8(ascii: ">") || ByteCursor.isBlank(byte) { c.index += 1 }
    let rest = c.index..<line.count
    return c.hasPrefix(rest, "# libinput record") || c.hasPrefix(rest, "ndevices:")
  }
}
