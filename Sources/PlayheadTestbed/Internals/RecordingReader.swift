import Yams

/// Walks a composed `libinput record` document, naming the line of anything malformed.
struct RecordingReader {
  let file: String

  func fail(_ node: Node?, _ reason: String) -> TestbedError {
    .badInput(file: file, line: node?.mark?.line ?? 0, reason: reason)
  }

  func int(_ node: Node?, _ what: String) throws(TestbedError) -> Int64 {
    guard let scalar = node?.scalar, let value = Int64(scalar.string) else {
      throw fail(node, "\(what): expected an integer, got '\(node?.scalar?.string.prefix(40) ?? "nothing")'")
    }
    return value
  }

  func ints(_ node: Node?, _ what: String) throws(TestbedError) -> [Int64] {
    guard let sequence = node?.sequence else { throw fail(node, "\(what): expected a list") }
    var values: [Int64] = []
    for item in sequence { values.append(try int(item, what)) }
    return values
  }

  mutating func read(_ root: Node) throws(TestbedError) -> (TouchpadSpec, [EvdevEvent], String?) {
    guard let top = root.mapping else { throw fail(root, "a libinput recording is a YAML mapping") }
    guard let version = top["version"] else { throw fail(root, "no 'version:' (not a libinput record file)") }
    guard try int(version, "version") == 1 else {
      throw fail(version, "unsupported recording version \(version.string ?? "?")")
    }
    let libinput = top["libinput"]?.mapping?["version"]?.string
    guard let devices = top["devices"]?.sequence, let device = devices.first, let deviceMap = device.mapping
    else {
      throw fail(top["devices"] ?? root, "no 'devices:' list")
    }
    guard let evdevNode = deviceMap["evdev"], let evdev = evdevNode.mapping else {
      throw fail(device, "device has no 'evdev:' block")
    }
    guard let name = evdev["name"]?.string else { throw fail(evdevNode, "evdev block has no 'name:'") }
    let id = try ints(evdev["id"], "evdev id")
    guard id.count == 4 else { throw fail(evdev["id"], "evdev id: expected [bus, vendor, product, version]") }
    var codes: [UInt16: [UInt16]] = [:]
    guard let codesNode = evdev["codes"], let codeMap = codesNode.mapping else {
      throw fail(evdevNode, "evdev block has no 'codes:'")
    }
    for (typeNode, list) in codeMap {
      let type = UInt16(truncatingIfNeeded: try int(typeNode, "event type"))
      if type == EvdevCode.EV_SYN { continue }
      codes[type] = try ints(list, "codes of type \(type)").map { UInt16(truncatingIfNeeded: $0) }
    }
    var absinfo: [UInt16: AbsInfo] = [:]
    if let absMap = evdev["absinfo"]?.mapping {
      for (codeNode, list) in absMap {
        let code = UInt16(truncatingIfNeeded: try int(codeNode, "absinfo code"))
        let values = try ints(list, "absinfo \(code)")
        guard values.count == 5 else {
          throw fail(list, "absinfo \(code): expected [min, max, fuzz, flat, resolution]")
        }
        absinfo[code] = AbsInfo(
          minimum: Int32(clamping: values[0]), maximum: Int32(clamping: values[1]),
          fuzz: Int32(clamping: values[2]),
          flat: Int32(clamping: values[3]), resolution: Int32(clamping: values[4]))
      }
    }
    for code in codes[EvdevCode.EV_ABS] ?? [] where absinfo[code] == nil {
      throw fail(evdev["absinfo"] ?? evdevNode, "EV_ABS code \(code) has no absinfo")
    }
    let properties = try
      (evdev["properties"].map { node throws(TestbedError) in try ints(node, "properties") } ?? [])
      .map { UInt16(truncatingIfNeeded: $0) }
    var udev: [String] = []
    for property in deviceMap["udev"]?.mapping?["properties"]?.sequence ?? [] {
      if let text = property.string, text.hasPrefix("ID_INPUT_TOUCHPAD_INTEGRATION=") { udev.append(text) }
    }

    var events: [EvdevEvent] = []
    for frame in deviceMap["events"]?.sequence ?? [] {
      guard let entry = frame.mapping else {
        throw fail(frame, "an events entry must be a mapping such as '- evdev: [...]'")
      }
      guard let list = entry["evdev"] else { continue }  // libinput:/hid: entries are not replayed
      guard let items = list.sequence else {
        throw fail(list, "evdev: expected a list of [sec, usec, type, code, value]")
      }
      for item in items {
        let fields = try ints(item, "event")
        guard fields.count == 5 else { throw fail(item, "event: expected [sec, usec, type, code, value]") }
        guard fields[0] >= 0, fields[1] >= 0, fields[1] < 1_000_000, (0...0x1f).contains(fields[2]),
          (0...0x2ff).contains(fields[3]), let value = Int32(exactly: fields[4])
        else { throw fail(item, "event out of range: \(fields)") }
        events.append(
          EvdevEvent(
            time: fields[0] * 1_000_000 + fields[1], type: UInt16(fields[2]), code: UInt16(fields[3]),
            value: value))
      }
    }
    guard !events.isEmpty else { throw fail(device, "the recording has no evdev events") }
    if let last = events.last, !last.isSynReport {
      throw fail(deviceMap["events"], "the last frame does not end with SYN_REPORT (cut-off recording)")
    }
    // The report rate from the median gap between frames.
    let frameTimes = events.filter(\.isSynReport).map(\.time)
    let gaps = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }.filter { $0 > 0 }.sorted()
    let rate = gaps.isEmpty ? 100 : 1_000_000 / Double(gaps[gaps.count / 2])
    let spec = TouchpadSpec(
      name: "recording", deviceName: name, bus: UInt16(truncatingIfNeeded: id[0]),
      vendor: UInt16(truncatingIfNeeded: id[1]),
      product: UInt16(truncatingIfNeeded: id[2]), version: UInt16(truncatingIfNeeded: id[3]), codes: codes,
      absinfo: absinfo, properties: properties, reportRateHz: rate, udevProperties: udev)
    return (spec, events, libinput)
  }
}
