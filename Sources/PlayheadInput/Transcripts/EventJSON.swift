import PlayheadEvents
import PlayheadSystem

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
/// Written by hand into a reused byte buffer with `JSONBytes`: no Foundation, no allocation once the
/// buffer has grown (a measured hot path: `playhead record` and `replay --events` write every event).
public enum EventJSON {
  /// Appends the record for `event` (no newline). `origin` is the time that becomes 0.
  public static func append(_ event: InputEvent, origin: Instant = 0, to out: inout [UInt8]) {
    switch event {
    case .gesture(let gesture): append(gesture, origin: origin, to: &out)
    case .device(let device): append(device, to: &out)
    }
  }

  /// Appends the record for a gesture event (no newline); `devices --watch` writes it at libinput's
  /// `decimals`.
  public static func append(
    _ event: GestureEvent, origin: Instant = 0, decimals: Int = JSONBytes.eventDecimals, to out: inout [UInt8]
  ) {
    JSONBytes.literal("{\"kind\":\"", &out)
    switch event.kind {
    case .swipe: JSONBytes.literal("swipe", &out)
    case .pinch: JSONBytes.literal("pinch", &out)
    case .hold: JSONBytes.literal("hold", &out)
    }
    JSONBytes.literal("\",\"phase\":\"", &out)
    switch event.phase {
    case .begin: JSONBytes.literal("begin", &out)
    case .update: JSONBytes.literal("update", &out)
    case .end: JSONBytes.literal("end", &out)
    }
    // "synthesized" only where true (an END Playhead wrote in), so every other record keeps its bytes.
    JSONBytes.literal(
      event.cancelled
        ? (event.synthesized
          ? "\",\"cancelled\":true,\"synthesized\":true,\"fingers\":" : "\",\"cancelled\":true,\"fingers\":")
        : "\",\"cancelled\":false,\"fingers\":", &out)
    JSONBytes.appendInteger(Int64(event.fingers), to: &out)
    JSONBytes.literal(",\"time\":", &out)
    JSONBytes.appendSeconds((event.time &- origin).microseconds, to: &out)
    if event.kind != .hold { appendDeltas(event, decimals: decimals, to: &out) }
    if event.kind == .pinch { appendScaleAndAngle(event, decimals: decimals, to: &out) }
    out.append(UInt8(ascii: "}"))
  }

  /// `,"dx":…,"dy":…,"dxUnaccelerated":…,"dyUnaccelerated":…`, as both records write them.
  static func appendDeltas(_ event: GestureEvent, decimals: Int, to out: inout [UInt8]) {
    JSONBytes.literal(",\"dx\":", &out)
    JSONBytes.appendNumber(event.dx, decimals: decimals, to: &out)
    JSONBytes.literal(",\"dy\":", &out)
    JSONBytes.appendNumber(event.dy, decimals: decimals, to: &out)
    JSONBytes.literal(",\"dxUnaccelerated\":", &out)
    JSONBytes.appendNumber(event.dxUnaccelerated, decimals: decimals, to: &out)
    JSONBytes.literal(",\"dyUnaccelerated\":", &out)
    JSONBytes.appendNumber(event.dyUnaccelerated, decimals: decimals, to: &out)
  }

  /// `,"widthMM":…,"heightMM":…`, `null` for an unknown size.
  static func appendSize(_ width: Double?, _ height: Double?, decimals: Int, to out: inout [UInt8]) {
    JSONBytes.literal(",\"widthMM\":", &out)
    JSONBytes.appendNumber(width, decimals: decimals, to: &out)
    JSONBytes.literal(",\"heightMM\":", &out)
    JSONBytes.appendNumber(height, decimals: decimals, to: &out)
  }

  /// `,"scale":…` and `,"angle":…`, each left out when unknown (libinput 1.28.0).
  static func appendScaleAndAngle(_ event: GestureEvent, decimals: Int, to out: inout [UInt8]) {
    if let scale = event.scale {
      JSONBytes.literal(",\"scale\":", &out)
      JSONBytes.appendNumber(scale, decimals: decimals, to: &out)
    }
    if let angle = event.angleDelta {
      JSONBytes.literal(",\"angle\":", &out)
      JSONBytes.appendNumber(angle, decimals: decimals, to: &out)
    }
  }

  /// Appends a device record (no newline); an unknown size is written `null`.
  public static func append(_ event: DeviceEvent, to out: inout [UInt8]) {
    JSONBytes.literal(
      event.phase == .added
        ? "{\"kind\":\"device\",\"phase\":\"added\",\"name\":"
        : "{\"kind\":\"device\",\"phase\":\"removed\",\"name\":", &out)
    JSONBytes.appendString(event.name, to: &out)
    appendSize(event.widthMM, event.heightMM, decimals: JSONBytes.eventDecimals, to: &out)
    out.append(UInt8(ascii: "}"))
  }

  /// The header line of a recording (no newline).
  public static func append(_ header: RecordingHeader, to out: inout [UInt8]) {
    JSONBytes.literal("{\"format\":\"playhead-recording\",\"version\":", &out)
    JSONBytes.appendInteger(Int64(header.version), to: &out)
    JSONBytes.literal(",\"device\":", &out)
    JSONBytes.appendString(header.deviceName, to: &out)
    appendSize(header.widthMM, header.heightMM, decimals: JSONBytes.eventDecimals, to: &out)
    JSONBytes.literal(",\"libinput\":", &out)
    JSONBytes.appendString(header.libinputVersion, to: &out)
    if let mm = header.millimetresPerUnit {
      JSONBytes.literal(",\"mmPerUnit\":", &out)
      JSONBytes.appendNumber(mm, decimals: JSONBytes.eventDecimals, to: &out)
    }
    JSONBytes.literal(",\"startTime\":", &out)
    JSONBytes.appendSeconds(header.startTime.microseconds, to: &out)
    if let started = header.started {
      JSONBytes.literal(",\"started\":", &out)
      JSONBytes.appendString(started, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }
}
