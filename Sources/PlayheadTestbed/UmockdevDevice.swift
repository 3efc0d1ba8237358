/// The three umockdev files for a touchpad spec, and the udev database entry libinput waits for.
///
/// - `umockdevDescription`: the `*.umockdev` sysfs/udev description (event node + parent input device).
/// - `ioctls`: the `*.ioctl` answers libevdev asks for when it opens the node, in the order it asks
///   (umockdev answers repeated ioctls such as EVIOCGMTSLOTS in file order).
/// - `udevDatabase`: `/run/udev/data/c13:MINOR`, without which libudev reports the device as never
///   initialised (docs/testbed.md, trap 1).
public struct UmockdevDevice: Sendable, Hashable {
  public var spec: TouchpadSpec
  /// The event node number: `/dev/input/event<number>`.
  public var eventNumber: Int

  public init(spec: TouchpadSpec, eventNumber: Int = 12) {
    self.spec = spec
    self.eventNumber = eventNumber
  }

  public var nodePath: String { "/dev/input/event\(eventNumber)" }
  public var major: Int { 13 }
  /// evdev minors start at 64.
  public var minor: Int { 64 + eventNumber }
  /// The udev database file name (`c13:76`).
  public var udevDatabaseName: String { "c\(major):\(minor)" }

  private var sysfsParent: String { "/devices/virtual/playhead/\(spec.name)/input/input\(eventNumber)" }
  /// The event node's sysfs path without /sys (the DEVPATH of its uevents).
  public var devpath: String { "\(sysfsParent)/event\(eventNumber)" }

  /// The device's udev properties beyond the ones every evdev node has.
  private var inputProperties: [String] {
    var lines = ["ID_INPUT=1", "ID_INPUT_TOUCHPAD=1"]
    if let w = spec.widthMM, let h = spec.heightMM {
      lines.append("ID_INPUT_WIDTH_MM=\(Int(w.rounded()))")
      lines.append("ID_INPUT_HEIGHT_MM=\(Int(h.rounded()))")
    }
    for property in spec.udevProperties
    where !lines.contains(where: { $0.hasPrefix(property.prefix { $0 != "=" } + "=") }) {
      lines.append(property)
    }
    return lines
  }

  /// The `*.umockdev` text.
  public var umockdevDescription: String {
    var text = Self.eventNodeDescription(
      input: sysfsParent, eventNumber: eventNumber, properties: inputProperties)
    text += "P: \(sysfsParent)\n"
    text += "E: EV=\(Self.udevBitmask(eventTypes))\n"
    for type in [EvdevCode.EV_KEY, EvdevCode.EV_ABS, EvdevCode.EV_MSC] where !(spec.codes[type] ?? []).isEmpty
    {
      let name = type == EvdevCode.EV_KEY ? "KEY" : type == EvdevCode.EV_ABS ? "ABS" : "MSC"
      text += "E: \(name)=\(Self.udevBitmask(spec.codes[type] ?? []))\n"
    }
    text += "E: PROP=\(Self.udevBitmask(spec.properties))\n"
    text += "E: NAME=\"\(spec.deviceName)\"\n"
    text +=
      "E: PRODUCT=\(String(spec.bus, radix: 16))/\(String(spec.vendor, radix: 16))/\(String(spec.product, radix: 16))/\(String(spec.version, radix: 16))\n"
    for property in inputProperties { text += "E: \(property)\n" }
    text += "E: SUBSYSTEM=input\n"
    text += "A: name=\(spec.deviceName)\n"
    text += "A: phys=playhead/\(spec.name)/input0\n"
    text += "A: uniq=\n"
    text += "A: properties=\(Self.udevBitmask(spec.properties))\n"
    text += "A: id/bustype=\(EvemuEvents.hex4(spec.bus))\nA: id/vendor=\(EvemuEvents.hex4(spec.vendor))\n"
    text +=
      "A: id/product=\(EvemuEvents.hex4(spec.product))\nA: id/version=\(EvemuEvents.hex4(spec.version))\n\n"
    text += "P: /devices/virtual/playhead/\(spec.name)\n"
    text += "E: SUBSYSTEM=playhead\n"
    return text
  }

  /// The `*.umockdev` record of evdev node `eventNumber` (13:64+N) under input device `input`.
  static func eventNodeDescription(input: String, eventNumber: Int, properties: [String]) -> String {
    var text = "P: \(input)/event\(eventNumber)\nN: input/event\(eventNumber)\n"
    text += "E: DEVNAME=/dev/input/event\(eventNumber)\n"
    for property in properties { text += "E: \(property)\n" }
    text += "E: MAJOR=13\nE: MINOR=\(64 + eventNumber)\nE: SUBSYSTEM=input\nA: dev=13:\(64 + eventNumber)\n"
    return text + "L: device=../../input\(eventNumber)\n\n"
  }

  /// Types present (EV_SYN always, EV_KEY/ABS/MSC/… where the spec has codes).
  var eventTypes: [UInt16] {
    [EvdevCode.EV_SYN] + spec.codes.filter { !$0.value.isEmpty && $0.key != EvdevCode.EV_SYN }.keys.sorted()
  }

  /// The `/run/udev/data/c13:MINOR` text: initialised, touchpad, seat tags.
  public var udevDatabase: String { Self.udevDatabase(properties: inputProperties) }

  /// A udev database entry: initialised, these properties, on the seat.
  static func udevDatabase(properties: [String]) -> String {
    "I:1000000\n" + properties.map { "E:\($0)\n" }.joined() + "G:seat\nQ:seat\nV:1\n"
  }

  /// The `*.ioctl` text.
  public var ioctls: String {
    var lines = ["@DEV \(nodePath)"]
    func bits(_ codes: [UInt16], bytes: Int) -> String {
      var data = [UInt8](repeating: 0, count: bytes)
      for code in codes where Int(code) / 8 < bytes { data[Int(code) / 8] |= 1 << (code % 8) }
      return Self.hex(data)
    }
    /// libevdev's buffer for a type: NLONGS(count) × 8 bytes.
    func bitmaskBytes(_ type: UInt16) -> Int {
      let count = EvdevCode.codeCount(type: type)
      return max(1, (count + 63) / 64) * 8
    }
    lines.append("EVIOCGBIT(0) 8 \(bits(eventTypes, bytes: 8))")
    lines.append(
      "EVIOCGNAME(0) \(spec.deviceName.utf8.count + 1) \(Self.string(spec.deviceName, bytes: 255))")
    let phys = "playhead/\(spec.name)/input0"
    lines.append("EVIOCGPHYS(0) \(phys.utf8.count + 1) \(Self.string(phys, bytes: 255))")
    let id = [spec.bus, spec.vendor, spec.product, spec.version].flatMap {
      withUnsafeBytes(of: $0.littleEndian) { Array($0) }
    }
    lines.append("EVIOCGID 0 \(Self.hex(id))")
    lines.append("EVIOCGVERSION 0 01000100")
    lines.append("EVIOCGPROP(0) 8 \(bits(spec.properties, bytes: 8))")
    for type in [
      EvdevCode.EV_REL, EvdevCode.EV_ABS, EvdevCode.EV_LED, EvdevCode.EV_KEY, EvdevCode.EV_SW,
      EvdevCode.EV_MSC, EvdevCode.EV_FF, EvdevCode.EV_SND,
    ] {
      let bytes = bitmaskBytes(type)
      lines.append("EVIOCGBIT(\(type)) \(bytes) \(bits(spec.codes[type] ?? [], bytes: bytes))")
    }
    lines.append(
      "EVIOCGKEY(0) \(bitmaskBytes(EvdevCode.EV_KEY)) \(bits([], bytes: bitmaskBytes(EvdevCode.EV_KEY)))")
    lines.append("EVIOCGLED(0) 8 \(bits([], bytes: 8))")
    lines.append("EVIOCGSW(0) 8 \(bits([], bytes: 8))")
    for code in (spec.codes[EvdevCode.EV_ABS] ?? []).sorted() {
      let info = spec.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
      let fields = [info.value, info.minimum, info.maximum, info.fuzz, info.flat, info.resolution]
      let name = code == 0 ? "EVIOCGABS" : "EVIOCGABS(\(code))"
      lines.append("\(name) 0 \(Self.hex(fields.flatMap(Self.littleEndian)))")
    }
    let slots = spec.slotCount
    if slots > 0 {
      for code in (spec.codes[EvdevCode.EV_ABS] ?? []).sorted()
      where code >= EvdevCode.ABS_MT_FIRST && code <= EvdevCode.ABS_MT_LAST && code != EvdevCode.ABS_MT_SLOT {
        let value: Int32 = code == EvdevCode.ABS_MT_TRACKING_ID ? -1 : 0
        let words = [Int32(code)] + Array(repeating: value, count: slots)
        lines.append("EVIOCGMTSLOTS(0) 0 \(Self.hex(words.flatMap(Self.littleEndian)))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func littleEndian(_ value: Int32) -> [UInt8] {
    withUnsafeBytes(of: value.littleEndian) { Array($0) }
  }

  /// Two upper-case hex digits a byte, as umockdev's ioctl files write them.
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
  }

  /// A NUL-padded string of exactly `bytes` bytes (EVIOCGNAME/PHYS are asked with a 255-byte buffer).
  static func string(_ text: String, bytes: Int) -> String {
    var data = Array(text.utf8.prefix(bytes - 1))
    data += [UInt8](repeating: 0, count: bytes - data.count)
    return hex(data)
  }

  /// A kernel/udev bitmask: 64-bit words in hex, most significant first, leading zero words dropped.
  static func udevBitmask(_ codes: [UInt16]) -> String {
    guard let top = codes.max() else { return "0" }
    var words = [UInt64](repeating: 0, count: Int(top) / 64 + 1)
    for code in codes { words[Int(code) / 64] |= 1 << UInt64(code % 64) }
    return words.reversed().map { String($0, radix: 16) }.joined(separator: " ")
  }
}
