import PlayheadEvents

/// What one line of a Playhead recording (or of `playhead replay --events` output) holds.
enum RecordingLine {
  case header(RecordingHeader)
  /// A gesture event; time is µs since the recording's start.
  case gesture(GestureEvent)
  /// A device record; `time` is nil when the record has none (the reader uses the previous time).
  case device(DeviceEvent, time: Instant?)
  case malformed(String)
}

extension RecordingLine {
  private struct Fields {
    var kind: Range<Int>?
    var phase: Range<Int>?
    var format: (Range<Int>, Bool)?
    var version: Range<Int>?
    var cancelled = false
    var synthesized = false
    var fingers: Range<Int>?
    var time: Range<Int>?
    var dx: Range<Int>?
    var dy: Range<Int>?
    var dxu: Range<Int>?
    var dyu: Range<Int>?
    var scale: Range<Int>?
    var angle: Range<Int>?
    var name: (Range<Int>, Bool)?
    var device: (Range<Int>, Bool)?
    var libinput: (Range<Int>, Bool)?
    var started: (Range<Int>, Bool)?
    var startTime: Range<Int>?
    var mmPerUnit: Range<Int>?
    var width: Range<Int>?
    var height: Range<Int>?
  }

  /// Reads one record. Unknown keys are ignored (newer writers may add some); known keys with the
  /// wrong type, unknown kinds and phases, and non-finite or out-of-range numbers are refused.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> RecordingLine {
    var f = Fields()
    // The first key whose value was `null` where a number is required (deltas, fingers, time); kept
    // apart from `f`: `number(&f.…)` holds exclusive access to `f`.
    var nullKey: Range<Int>?
    let c = ByteCursor(bytes)
    let problem = JSONRecordScanner.scan(bytes) { key, value in
      func number(_ slot: inout Range<Int>?, nullable: Bool = true) -> String? {
        switch value {
        case .number(let range): slot = range
        case .null:
          slot = nil
          if !nullable && nullKey == nil { nullKey = key }
        default: return "\(c.quoted(key)) must be a number"
        }
        return nil
      }
      func string(_ slot: inout (Range<Int>, Bool)?) -> String? {
        switch value {
        case .string(let range, let escaped): slot = (range, escaped)
        case .null: slot = nil
        default: return "\(c.quoted(key)) must be a string"
        }
        return nil
      }
      func plainString(_ slot: inout Range<Int>?) -> String? {
        guard case .string(let range, _) = value else { return "\(c.quoted(key)) must be a string" }
        slot = range
        return nil
      }
      func bool(_ slot: inout Bool) -> String? {
        guard case .bool(let flag) = value else { return "\(c.quoted(key)) must be true or false" }
        slot = flag
        return nil
      }
      if c.matches(key, "kind") { return plainString(&f.kind) }
      if c.matches(key, "phase") { return plainString(&f.phase) }
      if c.matches(key, "time") { return number(&f.time, nullable: false) }
      if c.matches(key, "fingers") { return number(&f.fingers, nullable: false) }
      if c.matches(key, "dx") { return number(&f.dx, nullable: false) }
      if c.matches(key, "dy") { return number(&f.dy, nullable: false) }
      if c.matches(key, "dxUnaccelerated") { return number(&f.dxu, nullable: false) }
      if c.matches(key, "dyUnaccelerated") { return number(&f.dyu, nullable: false) }
      if c.matches(key, "scale") { return number(&f.scale) }
      if c.matches(key, "angle") { return number(&f.angle) }
      if c.matches(key, "cancelled") { return bool(&f.cancelled) }
      if c.matches(key, "synthesized") { return bool(&f.synthesized) }
      if c.matches(key, "name") { return string(&f.name) }
      if c.matches(key, "widthMM") { return number(&f.width) }
      if c.matches(key, "heightMM") { return number(&f.height) }
      if c.matches(key, "format") { return string(&f.format) }
      if c.matches(key, "version") { return number(&f.version) }
      if c.matches(key, "device") { return string(&f.device) }
      if c.matches(key, "libinput") { return string(&f.libinput) }
      if c.matches(key, "startTime") { return number(&f.startTime) }
      if c.matches(key, "mmPerUnit") { return number(&f.mmPerUnit) }
      if c.matches(key, "started") { return string(&f.started) }
      return nil
    }
    if let problem { return .malformed(problem) }
    if f.format != nil { return header(f, c) }
    guard let kind = f.kind else { return .malformed("a record without \"kind\"") }
    guard let phase = f.phase else { return .malformed("a record without \"phase\"") }
    if c.matches(kind, "device") { return device(f, phase: phase, c) }
    if let key = nullKey {
      return .malformed("\(c.quoted(key)) is null (the recorder saw a value that was not a finite number)")
    }

    guard let gestureKind = c.lookup(kind, in: kinds) else {
      return .malformed("unknown kind \(c.quoted(kind)) (expected swipe, pinch, hold or device)")
    }
    guard let gesturePhase = c.lookup(phase, in: phases) else {
      return .malformed("unknown phase \(c.quoted(phase)) for a gesture (expected begin, update or end)")
    }
    if gestureKind == .hold && gesturePhase == .update {
      return .malformed("a hold gesture has no update phase")
    }
    guard let fingersRange = f.fingers else { return .malformed("a gesture record without \"fingers\"") }
    guard let fingers = integer(fingersRange, c), (1...TranscriptLimits.maxFingers).contains(fingers) else {
      return .malformed(
        "\"fingers\" \(c.quoted(fingersRange)) is not a whole number in 1…\(TranscriptLimits.maxFingers)")
    }
    guard let timeRange = f.time else { return .malformed("a gesture record without \"time\"") }
    guard let time = microseconds(timeRange, c) else {
      return .malformed("\"time\" \(c.quoted(timeRange)) is out of range (|t| ≤ 1e9 s)")
    }
    var event = GestureEvent(
      kind: gestureKind, phase: gesturePhase, cancelled: gesturePhase == .end && f.cancelled,
      synthesized: gesturePhase == .end && f.cancelled && f.synthesized, fingers: fingers,
      time: time)
    var problemText: String?
    func read(_ range: Range<Int>?, _ name: StaticString) -> Double? {
      guard let range else { return nil }
      guard let value = magnitude(range, c) else {
        problemText = "\"\(name)\" \(c.quoted(range)) is out of range (|x| ≤ 1e9)"
        return nil
      }
      return value
    }
    event.dx = read(f.dx, "dx") ?? 0
    event.dy = read(f.dy, "dy") ?? 0
    event.dxUnaccelerated = read(f.dxu, "dxUnaccelerated") ?? 0
    event.dyUnaccelerated = read(f.dyu, "dyUnaccelerated") ?? 0
    if gestureKind == .pinch {
      event.scale = read(f.scale, "scale")
      event.angleDelta = read(f.angle, "angle")
    }
    if let problemText { return .malformed(problemText) }
    return .gesture(event)
  }

  /// The kinds and phases a record may name, as written.
  private static let kinds: [(StaticString, GestureKind)] = [
    ("swipe", .swipe), ("pinch", .pinch), ("hold", .hold),
  ]
  private static let phases: [(StaticString, GesturePhase)] = [
    ("begin", .begin), ("update", .update), ("end", .end),
  ]
  private static let devicePhases: [(StaticString, DeviceEvent.Phase)] = [
    ("added", .added), ("removed", .removed),
  ]

  private static func device(_ f: Fields, phase: Range<Int>, _ c: ByteCursor) -> RecordingLine {
    guard let devicePhase = c.lookup(phase, in: devicePhases) else {
      return .malformed("unknown phase \(c.quoted(phase)) for a device (expected added or removed)")
    }
    let name = f.name.map { JSONRecordScanner.decodeString($0.0, escaped: $0.1, in: c.bytes) } ?? ""
    var time: Instant?
    if let range = f.time {
      guard let value = microseconds(range, c) else {
        return .malformed("\"time\" \(c.quoted(range)) is out of range")
      }
      time = value
    }
    let width = f.width.flatMap { size($0, c) }
    let height = f.height.flatMap { size($0, c) }
    return .device(DeviceEvent(phase: devicePhase, name: name, widthMM: width, heightMM: height), time: time)
  }

  private static func header(_ f: Fields, _ c: ByteCursor) -> RecordingLine {
    let text = { (slot: (Range<Int>, Bool)?) in
      slot.map { JSONRecordScanner.decodeString($0.0, escaped: $0.1, in: c.bytes) }
    }
    guard let format = f.format, c.matches(format.0, "playhead-recording") else {
      return .malformed(
        "not a Playhead recording header (\"format\" must be \"\(RecordingHeader.formatName)\")")
    }
    guard let versionRange = f.version, let version = integer(versionRange, c), version >= 1 else {
      return .malformed("the recording header has no valid \"version\"")
    }
    guard version <= RecordingHeader.currentVersion else {
      return .malformed(
        "recording format version \(version) is newer than this Playhead reads (\(RecordingHeader.currentVersion))"
      )
    }
    var startTime: Instant = 0
    if let range = f.startTime {
      guard let value = microseconds(range, c) else { return .malformed("\"startTime\" is out of range") }
      startTime = value
    }
    var mmPerUnit: Double?
    if let range = f.mmPerUnit {
      guard let value = size(range, c), value > 0 else {
        return .malformed("\"mmPerUnit\" must be a positive number of millimetres")
      }
      mmPerUnit = value
    }
    return .header(
      RecordingHeader(
        version: version, deviceName: text(f.device), widthMM: f.width.flatMap { size($0, c) },
        heightMM: f.height.flatMap { size($0, c) }, libinputVersion: text(f.libinput),
        millimetresPerUnit: mmPerUnit, startTime: startTime,
        started: text(f.started)))
  }

  // MARK: Numbers

  /// The value of a JSON number, nil unless finite.
  private static func double(_ range: Range<Int>, _ c: ByteCursor) -> Double? {
    c.jsonNumber(range).flatMap { $0.isFinite ? $0 : nil }
  }

  private static func magnitude(_ range: Range<Int>, _ c: ByteCursor) -> Double? {
    guard let value = double(range, c), abs(value) <= TranscriptLimits.maxMagnitude else { return nil }
    return value
  }

  private static func size(_ range: Range<Int>, _ c: ByteCursor) -> Double? {
    guard let value = double(range, c), value > 0, value < 10_000 else { return nil }
    return value
  }

  private static func integer(_ range: Range<Int>, _ c: ByteCursor) -> Int? {
    guard let value = double(range, c), value == value.rounded(), abs(value) < 1e9 else { return nil }
    return Int(value)
  }

  /// Seconds → µs, exactly for plain decimals.
  private static func microseconds(_ range: Range<Int>, _ c: ByteCursor) -> Instant? {
    var reader = ByteCursor(c.bytes, index: range.lowerBound)
    if case .success(let text) = reader.scanDecimal(allowPlus: false), reader.index == range.upperBound {
      guard abs(text.doubleValue(in: c.bytes)) <= TranscriptLimits.maxSeconds else { return nil }
      return Instant(microseconds: text.millionths)
    }
    guard let value = double(range, c), abs(value) <= TranscriptLimits.maxSeconds else { return nil }
    return Instant(seconds: value, rounding: .toNearestOrAwayFromZero)
  }
}
