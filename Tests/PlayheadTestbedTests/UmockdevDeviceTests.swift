import Foundation
import PlayheadTestbed
import Testing

@Suite("umockdev files")
struct UmockdevDeviceTests {
  let device = UmockdevDevice(spec: .synapticsPS2)

  func ioctl(_ name: String) -> [String] {
    device.ioctls.split(separator: "\n").map(String.init).filter { $0.hasPrefix(name + " ") }
  }

  func bytes(_ hex: String) -> [UInt8] {
    var out: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      out.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return out
  }

  @Test func nameAndPhysAreExactly255Bytes() {
    for name in ["EVIOCGNAME(0)", "EVIOCGPHYS(0)"] {
      let line = ioctl(name)
      #expect(line.count == 1)
      let fields = line[0].split(separator: " ")
      #expect(bytes(String(fields[2])).count == 255)
    }
    // The return value is strlen + 1: "SynPS/2 Synaptics TouchPad" is 26 characters.
    #expect(ioctl("EVIOCGNAME(0)")[0].hasPrefix("EVIOCGNAME(0) 27 53796E50532F32"))
  }

  /// EVIOCGABS: six little-endian int32 (value, min, max, fuzz, flat, resolution).
  @Test func absinfoIsSixLittleEndianInts() {
    // ABS_MT_POSITION_Y (54 = 0x36): 0, 1408, 5062, 0, 0, 136 → 0x580, 0x13C6, 0x88.
    #expect(ioctl("EVIOCGABS(54)") == ["EVIOCGABS(54) 0 0000000080050000C6130000000000000000000088000000"])
    // ABS_X is written without "(0)", as umockdev records it.
    #expect(ioctl("EVIOCGABS") == ["EVIOCGABS 0 00000000C005000088160000000000000000000041000000"])
  }

  @Test func mtSlotsPerMultitouchCode() {
    // 2 slots: code then one int32 per slot; tracking ids −1.
    #expect(
      ioctl("EVIOCGMTSLOTS(0)") == [
        "EVIOCGMTSLOTS(0) 0 350000000000000000000000",
        "EVIOCGMTSLOTS(0) 0 360000000000000000000000",
        "EVIOCGMTSLOTS(0) 0 39000000FFFFFFFFFFFFFFFF",
      ])
    let apple = UmockdevDevice(spec: .appleTrackpad).ioctls.split(separator: "\n").filter {
      $0.hasPrefix("EVIOCGMTSLOTS")
    }
    #expect(apple.count == 3)
    #expect(apple.allSatisfy { $0.split(separator: " ")[2].count == (1 + 16) * 8 })
  }

  @Test func keyBitsAndUdevBitmasks() {
    // KEY bits: BTN_LEFT 0x110 → word 4 bit 16; FINGER 0x145, TOUCH 0x14a, DOUBLE/TRIPLE/QUADTAP
    // 0x14d–0x14f → word 5 bits 5, 10, 13, 14, 15 = 0xe420.
    #expect(device.umockdevDescription.contains("E: KEY=e420 10000 0 0 0 0\n"))
    // ABS: 0, 1, 0x2f, 0x35, 0x36, 0x39 → bits 0,1,47,53,54,57 = 0x260800000000003.
    #expect(device.umockdevDescription.contains("E: ABS=260800000000003\n"))
    #expect(device.umockdevDescription.contains("E: PROP=5\n"))  // POINTER | BUTTONPAD
    #expect(ioctl("EVIOCGBIT(1)")[0].hasPrefix("EVIOCGBIT(1) 96 "))
    #expect(device.udevDatabaseName == "c13:76")  // event12: minor 64 + 12
    #expect(device.udevDatabase.hasPrefix("I:"))
    #expect(device.udevDatabase.contains("E:ID_INPUT_TOUCHPAD=1\n"))
    #expect(device.udevDatabase.contains("G:seat\n"))
  }

  @Test func evemuLinesAreUnpaddedForUmockdev() {
    let text = EvemuEvents.text(
      [
        EvdevEvent(time: 0, type: 3, code: 0x35, value: -1),
        EvdevEvent(time: 6084, type: 0, code: 0, value: 0),
      ],
      start: 1_389_000_000, leadIn: 1_000_000)
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("E:") }
    // Lone SYN_REPORT at start − 1 s, then the events; "1389.6084", not "1389.006084" (octal to umockdev).
    #expect(lines == ["E: 1388.0 0000 0000 0", "E: 1389.0 0003 0035 -1", "E: 1389.6084 0000 0000 0"])
  }

  @Test func evemuParserRejectsGarbageWithFileAndLine() {
    let text = "# EVEMU 1.3\nE: 0.000000 0003 0035 10\nE: 0.000000 0000 0000 0\nE: 0.01x000 0000 0000 0\n"
    #expect(throws: TestbedError.self) { try EvemuEvents.parse(text, file: "bad.events") }
    do {
      _ = try EvemuEvents.parse(text, file: "bad.events")
    } catch {
      #expect("\(error)".hasPrefix("bad.events:4: "))
    }
    let events = try? EvemuEvents.parse("E: 1.500000 0000 0000 0\n", file: "ok")
    #expect(events?.first?.time == 1_500_000)
  }

  @Test("the preload library is looked for beside the binary, then in ../lib/playhead (the package's)")
  func preloadLocations() {
    #expect(
      PreloadLibrary.candidates(executable: "/usr/bin/playhead")
        == ["/usr/bin/libPlayheadPreload.so", "/usr/lib/playhead/libPlayheadPreload.so"])
    #expect(
      PreloadLibrary.candidates(executable: "/src/.build/debug/playhead").first
        == "/src/.build/debug/libPlayheadPreload.so")
  }

  /// A keyboard beside the touchpad: event5 is 13:(64 + 5), udev calls it a keyboard (and not a
  /// touchpad), and the udev database marks it initialised on the seat.
  @Test func keyboardOnTheSeatIsAKeyboardNode() {
    let keyboard = SeatDevice.usbKeyboard()
    let lines = keyboard.umockdevDescription.split(separator: "\n").map(String.init)
    #expect(lines.first == "P: /devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1:1.0/input/input5/event5")
    #expect(lines.contains("E: DEVNAME=/dev/input/event5"))
    #expect(lines.contains("A: dev=13:69"))
    #expect(lines.contains("E: ID_INPUT_KEYBOARD=1"))
    #expect(lines.contains("E: NAME=\"HID 05f3:0007\""))
    #expect(!keyboard.umockdevDescription.contains("TOUCHPAD"))
    #expect(keyboard.udevDatabaseName == "c13:69")
    #expect(
      keyboard.udevDatabase
        == "I:1000000\nE:ID_INPUT=1\nE:ID_INPUT_KEY=1\nE:ID_INPUT_KEYBOARD=1\nG:seat\nQ:seat\nV:1\n")
  }
}
