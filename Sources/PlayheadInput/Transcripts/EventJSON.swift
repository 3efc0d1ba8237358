import PlayheadEvents

/// The JSON form of one event: a line of a Playhead recording and of `playhead replay --events`.
///
/// ```
/// {"kind":"swipe","phase":"update","cancelled":false,"fingers":3,"time":4.89,"dx":-3.07,"dy":0,"dxUnaccelerated":-13.34,"dyUnaccelerated":0}
/// {"kind":"pinch","phase":"update","cancelled":false,"fingers":2,"time":0.253,"dx":1.19,"dy":0,"dxUnaccelerated":1.32,"dyUnaccelerated":0,"scale":1.07,"angle":0.41}
/// {"kind":"hold","phase":"end","cancelled":true,"fingers":1,"time":0.147}
/// {"kind":"device","phase":"added","name":"SYNA3290:01 06CB:CD4F Touchpad","widthMM":116,"heightMM":56}
/// ```
/// Every record has `kind`, `phase`, `cancelled`, `fingers` and `time` (seconds); swipes and pinches
/// add the four deltas, pinches `scale` and `angle` (left out when unknown, as on libinput 1.28.0).
/// Written by hand into a reused byte buffer: no Foundation, no allocation once the buffer has grown.
/// Numbers have at most six decimals (µs for times, 10⁻⁶ units for deltas: finer than any source), so
/// every value read from a transcript is written back exactly; a non-finite number is written `null`.
public enum EventJSON {
  /// Appends the record for `event` (no newline). `origin` is the time that becomes 0.
  public static func append(_ event: InputEvent, origin: Microseconds = 0, to out: inout [UInt8]) {
    switch event {
    case .gesture(let gesture): append(gesture, origin: origin, to: &out)
    case .device(let device): append(device, to: &out)
    }
  }

  /// Appends the record for a gesture event (no newline).
  public static func append(_ event: GestureEvent, origin: Microseconds = 0, to out: inout [UInt8]) {
    literal("{\"kind\":\"", &out)
    switch event.kind {
    case .swipe: literal("swipe", &out)
    case .pinch: literal("pinch", &out)
    case .hold: literal("hold", &out)
    }
    literal("\",\"phase\":\"", &out)
    switch event.phase {
    case .begin: literal("begin", &out)
    case .update: literal("update", &out)
    case .end: literal("end", &out)
    }
    literal(event.cancelled ? "\",\"cancelled\":true,\"fingers\":" : "\",\"cancelled\":false,\"fingers\":", &out)
    appendInteger(Int64(event.fingers), to: &out)
    literal(",\"time\":", &out)
    appendSeconds(event.time &- origin, to: &out)
    switch event.kind {
    case .hold:
      break
    case .swipe, .pinch:
      literal(",\"dx\":", &out)
      appendNumber(event.dx, to: &out)
      literal(",\"dy\":", &out)
      appendNumber(event.dy, to: &out)
      literal(",\"dxUnaccelerated\":", &out)
      appendNumber(event.dxUnaccelerated, to: &out)
      literal(",\"dyUnaccelerated\":", &out)
      appendNumber(event.dyUnaccelerated, to: &out)
      if event.kind == .pinch {
        if let scale = event.scale {
          literal(",\"scale\":", &out)
          appendNumber(scale, to: &out)
        }
        if let angle = event.angleDelta {
          literal(",\"angle\":", &out)
          appendNumber(angle, to: &out)
        }
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  /// Appends a device record (no newline); an unknown size is written `null`.
  public static func append(_ event: DeviceEvent, to out: inout [UInt8]) {
    literal(event.phase == .added ? "{\"kind\":\"device\",\"phase\":\"added\",\"name\":" : "{\"kind\":\"device\",\"phase\":\"removed\",\"name\":", &out)
    appendString(event.name, to: &out)
    literal(",\"widthMM\":", &out)
    if let width = event.widthMM { appendNumber(width, to: &out) } else { literal("null", &out) }
    literal(",\"heightMM\":", &out)
    if let height = event.heightMM { appendNumber(height, to: &out) } else { literal("null", &out) }
    out.append(UInt8(ascii: "}"))
  }

  /// The header line of a recording (no newline).
  public static func append(_ header: RecordingHeader, to out: inout [UInt8]) {
    literal("{\"format\":\"playhead-recording\",\"version\":", &out)
    appendInteger(Int64(header.version), to: &out)
    literal(",\"device\":", &out)
    if let name = header.deviceName { appendString(name, to: &out) } else { literal("null", &out) }
    literal(",\"widthMM\":", &out)
    if let width = header.widthMM { appendNumber(width, to: &out) } else { literal("null", &out) }
    literal(",\"heightMM\":", &out)
    if let height = header.heightMM { appendNumber(height, to: &out) } else { literal("null", &out) }
    literal(",\"libinput\":", &out)
    if let version = header.libinputVersion { appendString(version, to: &out) } else { literal("null", &out) }
    if let mm = header.millimetresPerUnit {
      literal(",\"mmPerUnit\":", &out)
      appendNumber(mm, to: &out)
    }
    literal(",\"startTime\":", &out)
    appendSeconds(header.startTime, to: &out)
    if let started = header.started {
      literal(",\"started\":", &out)
      appendString(started, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }

  // MARK: Pieces

  @inline(__always)
  static func literal(_ text: StaticString, _ out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Decimal digits of an integer.
  public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
    var magnitude = value.magnitude
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
        magnitude /= 10
        count += 1
      } while magnitude > 0
      while count > 0 {
        count -= 1
        out.append(buffer[count])
      }
    }
  }

  /// µs as seconds with the trailing zeros of the six decimals dropped: 4_890_000 → `4.89`.
  public static func appendSeconds(_ microseconds: Int64, to out: inout [UInt8]) {
    appendMillionths(microseconds, to: &out)
  }

  /// A finite Double with at most six decimals (`null` if not finite).
  public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite else {
      literal("null", &out)
      return
    }
    let scaled = (value * 1e6).rounded()
    guard abs(scaled) < 9e18 else {
      // Beyond ±9·10¹² Int64 millionths overflow; such values never come from a touchpad.
      out.append(contentsOf: value.description.utf8)
      return
    }
    appendMillionths(Int64(scaled), to: &out)
  }

  private static func appendMillionths(_ millionths: Int64, to out: inout [UInt8]) {
    if millionths < 0 { out.append(UInt8(ascii: "-")) }
    let magnitude = millionths.magnitude
    appendInteger(Int64(magnitude / 1_000_000), to: &out)
    var fraction = magnitude % 1_000_000
    guard fraction != 0 else { return }
    out.append(UInt8(ascii: "."))
    var divisor: UInt64 = 100_000
    while fraction != 0 {
      out.append(UInt8(truncatingIfNeeded: fraction / divisor) + 0x30)
      fraction %= divisor
      divisor /= 10
    }
  }

  /// A JSON string: quotes, `\"`, `\\` and control characters escaped (U+0000…U+001F as `\u00XX`).
  public static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): literal("\\\"", &out)
      case UInt8(ascii: "\\"): literal("\\\\", &out)
      case 0x0A: literal("\\n", &out)
      case 0x0D: literal("\\r", &out)
      case 0x09: literal("\\t", &out)
      case 0..<0x20:
        literal("\\u00", &out)
        out.append(hexDigit(byte >> 4))
        out.append(hexDigit(byte & 0xF))
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? nibble + 0x30 : nibble - 10 + UInt8(ascii: "a") }
}
