import PlayheadEvents

/// What one line of `libinput debug-events` text holds.
enum DebugEventsLine {
  /// Not a libinput event line: headers, prose, code fences, other tools' output.
  case notLibinput
  /// A sysname (`event6`) and nothing else: only ever the stump of a cut-off line.
  case sysnameOnly
  /// A libinput event this reader does not use (POINTER_*, KEYBOARD_*, TOUCH_*, …).
  case otherEvent
  /// A gesture event and the sysname it came from; times are µs as written (the reader rebases them).
  case gesture(GestureEvent, sysname: Range<Int>)
  /// DEVICE_ADDED or DEVICE_REMOVED. `gestureCapable` is nil when the line has no `cap:` field.
  case device(DeviceEvent, gestureCapable: Bool?)
  /// Looks like a gesture line but cannot be read; the reason is one line of text.
  case malformed(String)
}

extension DebugEventsLine {
  /// Reads one line (without its newline). Tokenises on blanks, `/`, `(`, `)` and `@` rather than on
  /// fixed columns, so every era in FORMATS.md reads the same: tabs or spaces, with or without the
  /// `-` prefix column, `%-16s` or `%-23s` types, the 1.27+ repeat count, 2 or 3 decimals.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> DebugEventsLine {
    var cursor = ByteCursor(bytes)
    var sysname = cursor.nextToken()
    if !sysname.isEmpty && bytes[sysname.lowerBound] == UInt8(ascii: "-") {
      sysname = (sysname.lowerBound + 1)..<sysname.upperBound
    }
    // `event` and digits: the kernel's name for an evdev node, all libinput prints there.
    guard cursor.isNumbered(sysname, "event") else { return .notLibinput }
    cursor.skipBlanks()
    // Nearly every line is a gesture's: its type is compared in place, before the token is looked for
    // (measured, issue 26: checking each of its bytes first was 2.5 % of a replay, and finding the
    // token's end byte by byte 2 % more).
    if let known = gestureType(at: cursor.index, cursor: cursor) {
      cursor.index = known.end
      return parseGesture(kind: known.kind, phase: known.phase, sysname: sysname, cursor: &cursor)
    }
    let type = cursor.nextToken()
    if type.isEmpty { return .sysnameOnly }
    guard isEventType(type, in: bytes) else { return .notLibinput }

    if cursor.hasPrefix(type, "GESTURE") {
      return .malformed("unknown gesture event type \(cursor.quoted(type))")
    }
    if cursor.matches(type, "DEVICE_ADDED") || cursor.matches(type, "DEVICE_REMOVED") {
      return parseDevice(added: cursor.matches(type, "DEVICE_ADDED"), sysname: sysname, cursor: &cursor)
    }
    if cursor.isStrictPrefix(type, of: "DEVICE_ADDED") || cursor.isStrictPrefix(type, of: "DEVICE_REMOVED") {
      return .malformed("unknown event type \(cursor.quoted(type)) (a cut-off DEVICE_ADDED/REMOVED?)")
    }
    // A cut-off "GESTUR" is a gesture line that cannot be read, not some other event.
    if cursor.isStrictPrefix(type, of: "GESTURE_") {
      return .malformed("unknown event type \(cursor.quoted(type)) (a cut-off GESTURE_* type?)")
    }
    return .otherEvent
  }

  /// libinput's type names: capitals and underscores.
  private static func isEventType(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for i in range {
      let byte = bytes[i]
      if !(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) && byte != UInt8(ascii: "_") {
        return false
      }
    }
    return true
  }

  private static func parseGesture(
    kind: GestureKind, phase: GesturePhase, sysname: Range<Int>, cursor: inout ByteCursor
  ) -> DebugEventsLine {
    if kind == .hold && phase == .update {
      return .malformed("GESTURE_HOLD_UPDATE does not exist: hold gestures have no UPDATE event")
    }
    // For messages only: not worked out for the lines that have none.
    var typeName: StaticString { DebugEventsLine.typeName(kind, phase) }

    // The 1.27+ repeat count ("%3zd ") sits between the type and the time; the time ends in "s".
    cursor.skipBlanks()
    let countStart = cursor.index
    if cursor.scanUnsigned(maxDigits: 18) != nil {
      if let next = cursor.current, ByteCursor.isBlank(next) {
        cursor.skipBlanks()
      } else {
        cursor.index = countStart
      }
    }
    let time: Int64
    switch cursor.scanDecimal() {
    case .success(let text):
      guard cursor.consume(UInt8(ascii: "s")), cursor.atEnd || ByteCursor.isBlank(cursor.bytes[cursor.index])
      else {
        return .malformed(
          "\(typeName): the time \(cursor.quoted(text.range.lowerBound..<min(cursor.index + 1, cursor.bytes.count))) does not end in \"s\""
        )
      }
      let seconds = text.doubleValue(in: cursor.bytes)
      guard abs(seconds) <= TranscriptLimits.maxSeconds else {
        return .malformed("\(typeName): the time \(cursor.quoted(text.range))s is out of range (|t| ≤ 1e9 s)")
      }
      time = DebugEventsLine.unwrapped(text.millionths)
    case .failure(let problem):
      return .malformed("\(typeName): \(describe(problem, what: "the time")) at \(cursor.describeNext())")
    }

    cursor.skipBlanks()
    guard let fingers = cursor.scanUnsigned(maxDigits: 4) else {
      return .malformed(
        "\(typeName): expected the finger count after the time, found \(cursor.describeNext())")
    }
    guard (1...TranscriptLimits.maxFingers).contains(fingers) else {
      return .malformed(
        "\(typeName): finger count \(fingers) is out of range (1…\(TranscriptLimits.maxFingers))")
    }
    guard cursor.atEnd || ByteCursor.isBlank(cursor.bytes[cursor.index]) else {
      return .malformed(
        "\(typeName): expected the finger count after the time, found \(cursor.describeNext())")
    }

    var event = GestureEvent(kind: kind, phase: phase, fingers: fingers, time: Instant(microseconds: time))
    switch phase {
    case .begin:
      if kind == .pinch {
        event.scale = 1
        event.angleDelta = 0
      }
    case .end:
      let word = cursor.nextToken()
      if cursor.matches(word, "cancelled") {
        event.cancelled = true
      } else if !word.isEmpty {
        return .malformed("\(typeName): unexpected \(cursor.quoted(word)) after the finger count")
      }
    case .update:
      if let problem = parseDeltas(into: &event, cursor: &cursor) {
        return .malformed("\(typeName): \(problem)")
      }
    }
    let rest = cursor.nextToken()
    if !rest.isEmpty {
      return .malformed("\(typeName): unexpected \(cursor.quoted(rest)) at the end of the line")
    }
    return .gesture(event, sysname: sysname)
  }

  /// `dx/dy (dxu/dyu unaccelerated)` and, on pinches, `scale @ angle`. A line without the
  /// unaccelerated group gets the accelerated values there; a 1.28.0 pinch without `scale @ angle`
  /// gets nil for both.
  private static func parseDeltas(into event: inout GestureEvent, cursor: inout ByteCursor) -> String? {
    var value = 0.0
    cursor.skipBlanks()
    if let problem = number(&value, "dx", &cursor) { return problem }
    event.dx = value
    cursor.skipBlanks()
    guard cursor.consume(UInt8(ascii: "/")) else {
      return "expected \"/\" after dx, found \(cursor.describeNext())"
    }
    cursor.skipBlanks()
    if let problem = number(&value, "dy", &cursor) { return problem }
    event.dy = value
    cursor.skipBlanks()
    if cursor.consume(UInt8(ascii: "(")) {
      cursor.skipBlanks()
      if let problem = number(&value, "unaccelerated dx", &cursor) { return problem }
      event.dxUnaccelerated = value
      cursor.skipBlanks()
      guard cursor.consume(UInt8(ascii: "/")) else {
        return "expected \"/\" after the unaccelerated dx, found \(cursor.describeNext())"
      }
      cursor.skipBlanks()
      if let problem = number(&value, "unaccelerated dy", &cursor) { return problem }
      event.dyUnaccelerated = value
      cursor.skipBlanks()
      // The usual spelling compared in place; the token read only for the others.
      if !cursor.consumeWord("unaccelerated)") {
        let word = cursor.nextToken()
        guard cursor.matches(word, "unaccelerated") && skipClose(&cursor) else {
          return "expected \"unaccelerated)\", found \(word.isEmpty ? "end of line" : cursor.quoted(word))"
        }
      }
    } else {
      event.dxUnaccelerated = event.dx
      event.dyUnaccelerated = event.dy
    }
    guard event.kind == .pinch else { return nil }
    cursor.skipBlanks()
    if cursor.atEnd { return nil }  // libinput 1.28.0 lost `scale @ angle` (libinput-gestures#378)
    if let problem = number(&value, "scale", &cursor) { return problem }
    event.scale = value
    cursor.skipBlanks()
    guard cursor.consume(UInt8(ascii: "@")) else {
      return "expected \"@\" after the scale, found \(cursor.describeNext())"
    }
    cursor.skipBlanks()
    if let problem = number(&value, "angle", &cursor) { return problem }
    event.angleDelta = value
    return nil
  }

  /// `libinput debug-events` up to 1.27 prints `(time − start_time) / 1000.0` with both in 32-bit
  /// milliseconds, so an event stamped just before the tool started (seen here with libinput 1.22)
  /// prints as +4294967.289s instead of −0.007s. Times in [2³¹, 2³²) ms are such wrapped negatives:
  /// no debug-events session runs 24.8 days.
  static func unwrapped(_ microseconds: Int64) -> Int64 {
    let wrap: Int64 = 4_294_967_296_000  // 2³² ms in µs
    return microseconds >= wrap / 2 && microseconds < wrap ? microseconds - wrap : microseconds
  }

  /// The gesture type whose name is the whole token starting at `start` (`ByteCursor.isWord`), and
  /// where that token ends; nil when the token is not one.
  ///
  /// Measured hot path (issue 26): the kind's letter (after `GESTURE_`) and the phase's (after the
  /// kind's word) tell the one candidate, whose `typeName` is then compared in place (eight bytes at a
  /// time, `ByteCursor.isWord`); trying the nine names in turn, byte by byte, was 2.6 % of a replay
  /// without a log.
  static func gestureType(at start: Int, cursor: ByteCursor) -> (
    kind: GestureKind, phase: GesturePhase, end: Int
  )? {
    let bytes = cursor.bytes
    // The shortest name, GESTURE_HOLD_END, has 16 bytes.
    guard start >= 0, bytes.count - start >= 16 else { return nil }
    let kind: GestureKind
    let phaseLetter: Int
    switch bytes[start + 8] {
    case UInt8(ascii: "S"): (kind, phaseLetter) = (.swipe, start + 14)  // GESTURE_SWIPE_…
    case UInt8(ascii: "P"): (kind, phaseLetter) = (.pinch, start + 14)  // GESTURE_PINCH_…
    case UInt8(ascii: "H"): (kind, phaseLetter) = (.hold, start + 13)  // GESTURE_HOLD_…
    default: return nil
    }
    let phase: GesturePhase
    switch bytes[phaseLetter] {
    case UInt8(ascii: "B"): phase = .begin
    case UInt8(ascii: "U"): phase = .update
    case UInt8(ascii: "E"): phase = .end
    default: return nil
    }
    let name = typeName(kind, phase)
    guard cursor.isWord(name, at: start) else { return nil }
    return (kind, phase, start + name.utf8CodeUnitCount)
  }

  /// The libinput name of a gesture type, for matching and messages (string literals: nothing is
  /// allocated).
  static func typeName(_ kind: GestureKind, _ phase: GesturePhase) -> StaticString {
    switch (kind, phase) {
    case (.swipe, .begin): return "GESTURE_SWIPE_BEGIN"
    case (.swipe, .update): return "GESTURE_SWIPE_UPDATE"
    case (.swipe, .end): return "GESTURE_SWIPE_END"
    case (.pinch, .begin): return "GESTURE_PINCH_BEGIN"
    case (.pinch, .update): return "GESTURE_PINCH_UPDATE"
    case (.pinch, .end): return "GESTURE_PINCH_END"
    case (.hold, .begin): return "GESTURE_HOLD_BEGIN"
    case (.hold, .update): return "GESTURE_HOLD_UPDATE"
    case (.hold, .end): return "GESTURE_HOLD_END"
    }
  }

  private static func skipClose(_ cursor: inout ByteCursor) -> Bool {
    cursor.skipBlanks()
    return cursor.consume(UInt8(ascii: ")"))
  }

  /// Reads one delta-like number into `value`; returns the reason when it cannot.
  private static func number(_ value: inout Double, _ what: String, _ cursor: inout ByteCursor) -> String? {
    switch cursor.scanDecimal() {
    case .success(let text):
      let parsed = text.doubleValue(in: cursor.bytes)
      guard parsed.isFinite, abs(parsed) <= TranscriptLimits.maxMagnitude else {
        return "\(what) \(cursor.quoted(text.range)) is out of range (|x| ≤ 1e9)"
      }
      value = parsed
      return nil
    case .failure(let problem):
      return "\(describe(problem, what: what)) at \(cursor.describeNext())"
    }
  }

  private static func describe(_ problem: NumberProblem, what: String) -> String {
    switch problem {
    case .missing: return "expected \(what)"
    case .notFinite: return "\(what) is not a finite number"
    case .tooLong: return "\(what) has too many digits"
    }
  }
}
