import CLibinput

#if canImport(Glibc)
  import Glibc
#endif

/// A libudev context (`struct udev`), owned; the only place Playhead talks to libudev.
final class Udev {
  let pointer: OpaquePointer

  /// Wraps `udev_new`.
  init?() {
    guard let udev = udev_new() else { return nil }
    pointer = udev
  }

  deinit { udev_unref(pointer) }

  /// The input node behind character device number `devnum`, or nil when udev has no input device
  /// there. Wraps `udev_device_new_from_devnum`.
  func inputNode(devnum: dev_t) -> UdevInputNode? {
    guard let device = udev_device_new_from_devnum(pointer, CChar(UInt8(ascii: "c")), devnum) else {
      return nil
    }
    defer { udev_device_unref(device) }
    return Self.describe(device)
  }

  /// The input node behind a path such as /dev/input/event6 (following `stat`'s device number).
  func inputNode(path: String) -> UdevInputNode? {
    var st = stat()
    guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFCHR else { return nil }
    return inputNode(devnum: st.st_rdev)
  }

  /// Every `input` device with an `eventN` node, touchpads or not, opened or not.
  /// Wraps `udev_enumerate_scan_devices` on subsystem "input".
  func inputEventNodes() -> [UdevInputNode] {
    guard let enumerate = udev_enumerate_new(pointer) else { return [] }
    defer { udev_enumerate_unref(enumerate) }
    udev_enumerate_add_match_subsystem(enumerate, "input")
    udev_enumerate_scan_devices(enumerate)
    var nodes: [UdevInputNode] = []
    var entry = udev_enumerate_get_list_entry(enumerate)
    while let current = entry {
      if let syspath = udev_list_entry_get_name(current),
        let device = udev_device_new_from_syspath(pointer, syspath)
      {
        if let node = Self.describe(device) { nodes.append(node) }
        udev_device_unref(device)
      }
      entry = udev_list_entry_get_next(current)
    }
    return nodes.sorted { Self.eventNumber($0.sysname) < Self.eventNumber($1.sysname) }
  }

  /// 12 for "event12", so event10 sorts after event9.
  private static func eventNumber(_ sysname: String) -> Int {
    Int(sysname.drop(while: { !$0.isNumber })) ?? Int.max
  }

  /// Reads an event node's udev properties; nil for anything that is not `input/eventN`.
  private static func describe(_ device: OpaquePointer) -> UdevInputNode? {
    guard let subsystem = udev_device_get_subsystem(device), String(cString: subsystem) == "input",
      let sysnameC = udev_device_get_sysname(device), let devnodeC = udev_device_get_devnode(device)
    else { return nil }
    let sysname = String(cString: sysnameC)
    guard sysname.hasPrefix("event") else { return nil }
    func property(_ key: String) -> String? {
      udev_device_get_property_value(device, key).map { String(cString: $0) }
    }
    var name = "unknown"
    if let parent = udev_device_get_parent(device), let attr = udev_device_get_sysattr_value(parent, "name") {
      name = String(cString: attr)
    } else if let quoted = property("NAME") {
      name = quoted.filter { $0 != "\"" }
    }
    let isTouchpad = property("ID_INPUT_TOUCHPAD") == "1"
    let kinds: [(String, String)] = [
      ("ID_INPUT_TOUCHPAD", "a touchpad"), ("ID_INPUT_KEYBOARD", "a keyboard"), ("ID_INPUT_MOUSE", "a mouse"),
      ("ID_INPUT_TOUCHSCREEN", "a touchscreen"), ("ID_INPUT_TABLET", "a tablet"),
      ("ID_INPUT_JOYSTICK", "a joystick"), ("ID_INPUT_POINTINGSTICK", "a pointing stick"),
      ("ID_INPUT_SWITCH", "a switch"), ("ID_INPUT_KEY", "a set of keys"),
    ]
    let kind = kinds.first { property($0.0) == "1" }?.1 ?? "an input device"
    return UdevInputNode(
      sysname: sysname, devnode: String(cString: devnodeC), name: name, isTouchpad: isTouchpad,
      kindDescription: kind)
  }
}
