/// Another evdev node on the emulated seat beside the touchpad (a keyboard): udev lists it, and
/// it has no ioctl answers, so anything that opens it fails — which is how tests prove nothing does.
public struct SeatDevice: Sendable, Hashable {
  /// The event node number: `/dev/input/event<number>`.
  public var eventNumber: Int
  /// The kernel's name for the device (`NAME`, `name`).
  public var name: String
  /// The sysfs path of the device's parent (the event node is `<parent>/input/inputN/eventN`).
  public var parentPath: String
  /// The parent's subsystem (`usb`, `serio`).
  public var parentSubsystem: String
  /// The udev properties that say what the device is (`ID_INPUT_KEYBOARD=1`).
  public var udevProperties: [String]

  /// A USB keyboard (udev: `ID_INPUT_KEYBOARD`), `HID 05f3:0007`.
  public static func usbKeyboard(eventNumber: Int = 5) -> SeatDevice {
    SeatDevice(
      eventNumber: eventNumber, name: "HID 05f3:0007",
      parentPath: "/devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1:1.0",
      parentSubsystem: "usb", udevProperties: ["ID_INPUT_KEY=1", "ID_INPUT_KEYBOARD=1"])
  }

  public var nodePath: String { "/dev/input/event\(eventNumber)" }
  /// evdev minors start at 64.
  public var minor: Int { 64 + eventNumber }
  /// The udev database file name (`c13:69`).
  public var udevDatabaseName: String { "c13:\(minor)" }

  private var properties: [String] { ["ID_INPUT=1"] + udevProperties }

  /// The `*.umockdev` text: the event node, its input device (EV_SYN, EV_KEY, EV_MSC, EV_LED), the parent.
  public var umockdevDescription: String {
    let input = "\(parentPath)/input/input\(eventNumber)"
    var text = UmockdevDevice.eventNodeDescription(
      input: input, eventNumber: eventNumber, properties: properties)
    text += "P: \(input)\nE: EV=120013\n"
    for property in properties { text += "E: \(property)\n" }
    text += "E: NAME=\"\(name)\"\nE: SUBSYSTEM=input\nE: TAGS=:seat:\nA: name=\(name)\nA: properties=0\n\n"
    text += "P: \(parentPath)\nE: SUBSYSTEM=\(parentSubsystem)\n"
    return text
  }

  /// The `/run/udev/data/c13:MINOR` text: initialised, on the seat.
  public var udevDatabase: String { UmockdevDevice.udevDatabase(properties: properties) }
}
