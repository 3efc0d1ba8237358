import Foundation
import PlayheadEvents

/// An input device for umockdev: its sysfs/udev description, its ioctl answers and udev database entry.
///
/// Only what these tests need (docs/testbed.md has the background); the reusable generator is the
/// testbed's `TouchpadSpec`.
struct EmulatedInputDevice {
  var eventNumber: Int
  var minor: Int { 64 + eventNumber }
  var node: String { "/dev/input/event\(eventNumber)" }
  var sysname: String { "event\(eventNumber)" }
  /// The event node's sysfs path (the description's first `P:` line), as udev uevents name it.
  var syspath: String {
    let first = description.split(separator: "\n").first { $0.hasPrefix("P: ") } ?? ""
    return "/sys" + first.dropFirst(3)
  }
  var name: String
  /// The `*.umockdev` text.
  var description: String
  /// The `*.ioctl` text, nil for a device the tests never let anything open.
  var ioctls: String?
  /// `/run/udev/data/c13:MINOR`: what makes libudev call the device initialised.
  var udevData: String

  /// A 2-slot Synaptics PS/2 clickpad like the ones in many ThinkPads (umockdev's own sample device):
  /// x 1472…5768 at 65 units/mm, y 1408…5062 at 136 units/mm, BTN_TOOL_FINGER…QUADTAP.
  static func synapticsTouchpad(eventNumber: Int = 12) -> EmulatedInputDevice {
    let name = "SynPS/2 Synaptics TouchPad"
    func absinfo(_ minimum: Int32, _ maximum: Int32, _ resolution: Int32) -> String {
      hex(
        [0, minimum, maximum, 0, 0, resolution].flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
    }
    var keys = [UInt8](repeating: 0, count: 96)
    keys[0x110 / 8] |= 1 << (0x110 % 8)  // BTN_LEFT
    // TOOL_FINGER, QUINTTAP, TOUCH, DOUBLE/TRIPLE/QUADTAP
    for code in [0x145, 0x148, 0x14A, 0x14D, 0x14E, 0x14F] {
      keys[code / 8] |= UInt8(1 << (code % 8))
    }
    let ioctls =
      [
        "@DEV /dev/input/event\(eventNumber)",
        "EVIOCGBIT(0) 8 0B00000000000000",  // EV_SYN, EV_KEY, EV_ABS
        "EVIOCGNAME(0) \(name.utf8.count + 1) \(hex(padded(name, 255)))",
        "EVIOCGPHYS(0) 22 \(hex(padded("isa0060/serio1/input0", 255)))",
        "EVIOCGID 0 110002000700B101", "EVIOCGVERSION 0 01000100",
        "EVIOCGPROP(0) 8 0500000000000000",  // INPUT_PROP_POINTER | INPUT_PROP_BUTTONPAD
        "EVIOCGBIT(2) 8 0000000000000000",
        // X Y PRESSURE TOOL_WIDTH MT_SLOT MT_X MT_Y MT_TRACKING_ID MT_PRESSURE
        "EVIOCGBIT(3) 8 0300001100806006",
        "EVIOCGBIT(17) 8 0000000000000000", "EVIOCGBIT(1) 96 \(hex(keys))", "EVIOCGBIT(5) 8 0000000000000000",
        "EVIOCGBIT(4) 8 0000000000000000", "EVIOCGBIT(21) 16 \(String(repeating: "00", count: 16))",
        "EVIOCGBIT(18) 8 0000000000000000", "EVIOCGKEY(0) 96 \(String(repeating: "00", count: 96))",
        "EVIOCGLED(0) 8 0000000000000000", "EVIOCGSW(0) 8 0000000000000000",
        "EVIOCGABS 0 \(absinfo(1472, 5768, 65))", "EVIOCGABS(1) 0 \(absinfo(1408, 5062, 136))",
        "EVIOCGABS(24) 0 \(absinfo(0, 255, 0))", "EVIOCGABS(28) 0 \(absinfo(0, 15, 0))",
        "EVIOCGABS(47) 0 \(absinfo(0, 1, 0))", "EVIOCGABS(53) 0 \(absinfo(1472, 5768, 65))",
        "EVIOCGABS(54) 0 \(absinfo(1408, 5062, 136))", "EVIOCGABS(57) 0 \(absinfo(0, 65535, 0))",
        "EVIOCGABS(58) 0 \(absinfo(0, 255, 0))",
        "EVIOCGMTSLOTS(0) 0 350000000000000000000000", "EVIOCGMTSLOTS(0) 0 360000000000000000000000",
        "EVIOCGMTSLOTS(0) 0 39000000FFFFFFFFFFFFFFFF", "EVIOCGMTSLOTS(0) 0 3A0000000000000000000000",
      ].joined(separator: "\n") + "\n"
    let description = """
      P: /devices/platform/i8042/serio1/input/input\(eventNumber)/event\(eventNumber)
      N: input/event\(eventNumber)
      E: DEVNAME=/dev/input/event\(eventNumber)
      E: ID_INPUT=1
      E: ID_INPUT_TOUCHPAD=1
      E: MAJOR=13
      E: MINOR=\(64 + eventNumber)
      E: SUBSYSTEM=input
      A: dev=13:\(64 + eventNumber)
      L: device=../../input\(eventNumber)

      P: /devices/platform/i8042/serio1/input/input\(eventNumber)
      E: ABS=660800011000003
      E: EV=b
      E: ID_INPUT=1
      E: ID_INPUT_TOUCHPAD=1
      E: KEY=e520 10000 0 0 0 0
      E: NAME="\(name)"
      E: PRODUCT=11/2/7/1b1
      E: PROP=5
      E: SUBSYSTEM=input
      E: TAGS=:seat:
      A: name=\(name)
      A: phys=isa0060/serio1/input0
      A: properties=5
      A: uniq=

      P: /devices/platform/i8042/serio1
      E: SUBSYSTEM=serio

      P: /devices/platform/i8042
      E: SUBSYSTEM=platform

      """
    return EmulatedInputDevice(
      eventNumber: eventNumber, name: name, description: description, ioctls: ioctls,
      udevData: "I:1000000\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHPAD=1\nG:seat\nQ:seat\nV:1\n")
  }

  /// A USB keyboard (udev: ID_INPUT_KEYBOARD). No ioctl answers: nothing may open it.
  static func usbKeyboard(eventNumber: Int = 5) -> EmulatedInputDevice {
    let name = "HID 05f3:0007"
    let description = """
      P: /devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1:1.0/input/input\(eventNumber)/event\(eventNumber)
      N: input/event\(eventNumber)
      E: DEVNAME=/dev/input/event\(eventNumber)
      E: ID_INPUT=1
      E: ID_INPUT_KEY=1
      E: ID_INPUT_KEYBOARD=1
      E: MAJOR=13
      E: MINOR=\(64 + eventNumber)
      E: SUBSYSTEM=input
      A: dev=13:\(64 + eventNumber)
      L: device=../../input\(eventNumber)

      P: /devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1:1.0/input/input\(eventNumber)
      E: EV=120013
      E: ID_INPUT=1
      E: ID_INPUT_KEY=1
      E: ID_INPUT_KEYBOARD=1
      E: NAME="\(name)"
      E: SUBSYSTEM=input
      E: TAGS=:seat:
      A: name=\(name)
      A: properties=0

      P: /devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1:1.0
      E: SUBSYSTEM=usb

      """
    return EmulatedInputDevice(
      eventNumber: eventNumber, name: name, description: description, ioctls: nil,
      udevData: "I:1000000\nE:ID_INPUT=1\nE:ID_INPUT_KEY=1\nE:ID_INPUT_KEYBOARD=1\nG:seat\nQ:seat\nV:1\n")
  }
}

private func padded(_ text: String, _ count: Int) -> [UInt8] {
  Array(text.utf8) + [UInt8](repeating: 0, count: count - text.utf8.count)
}

private func hex(_ bytes: [UInt8]) -> String {
  bytes.map { String(format: "%02X", $0) }.joined()
}
