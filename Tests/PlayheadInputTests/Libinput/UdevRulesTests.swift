import Foundation
import Testing

/// The udev rules grant touchpads (70) and /dev/uinput (71) to the seat user, and nothing else.
///
/// The rules are read from `udev/` and evaluated the way udev does for the few keys they use
/// (`ACTION`, `SUBSYSTEM`, `KERNEL`, `ENV{}` matches; `TAG+=`, `OPTIONS+=`; `GOTO`/`LABEL`) on
/// devices described by hand; any other key makes the test fail, so the evaluator cannot skip one.
@Suite struct UdevRulesTests {
  static let udevDirectory: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("udev")
  }()

  static func rules(_ name: String) throws -> UdevRuleFile {
    try UdevRuleFile(text: String(contentsOf: udevDirectory.appendingPathComponent(name), encoding: .utf8))
  }

  // Devices as udev would see them (properties from real machines' `udevadm info`).
  static let touchpad = UdevDeviceFixture(
    subsystem: "input", kernel: "event6",
    env: ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1", "ID_INPUT_MOUSE": "0"])
  static let touchpadParent = UdevDeviceFixture(
    subsystem: "input", kernel: "input12", env: ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1"])
  static let nonTouchpads: [UdevDeviceFixture] = [
    .init(
      subsystem: "input", kernel: "event3",
      env: ["ID_INPUT": "1", "ID_INPUT_KEY": "1", "ID_INPUT_KEYBOARD": "1"]),
    .init(subsystem: "input", kernel: "event4", env: ["ID_INPUT": "1", "ID_INPUT_MOUSE": "1"]),
    .init(subsystem: "input", kernel: "event5", env: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"]),
    .init(subsystem: "input", kernel: "event7", env: ["ID_INPUT": "1", "ID_INPUT_POINTINGSTICK": "1"]),
    .init(subsystem: "input", kernel: "event8", env: ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "0"]),
    .init(subsystem: "input", kernel: "mouse0", env: ["ID_INPUT": "1", "ID_INPUT_MOUSE": "1"]),
    .init(subsystem: "misc", kernel: "uinput", env: [:]),
    .init(subsystem: "hidraw", kernel: "hidraw0", env: ["ID_INPUT_TOUCHPAD": "1"]),
  ]
  static let uinput = UdevDeviceFixture(subsystem: "misc", kernel: "uinput", env: [:])
  static let otherMisc: [UdevDeviceFixture] = [
    .init(subsystem: "misc", kernel: "fuse", env: [:]), .init(subsystem: "misc", kernel: "rfkill", env: [:]),
    .init(subsystem: "misc", kernel: "uhid", env: [:]), touchpad,
    .init(subsystem: "input", kernel: "event3", env: ["ID_INPUT": "1", "ID_INPUT_KEYBOARD": "1"]),
  ]

  @Test func touchpadRuleTagsTouchpadEventNodesOnly() throws {
    let rules = try Self.rules("70-playhead-touchpad.rules")
    #expect(try rules.evaluate(Self.touchpad).tags == ["uaccess"])
    #expect(try rules.evaluate(Self.touchpadParent).tags == [])
    for device in Self.nonTouchpads {
      #expect(try rules.evaluate(device).tags == [], "tagged \(device.kernel)")
    }
    var removed = Self.touchpad
    removed.action = "remove"
    #expect(try rules.evaluate(removed).tags == [])
  }

  @Test func uinputRuleTagsUinputOnly() throws {
    let rules = try Self.rules("71-playhead-uinput.rules")
    let result = try rules.evaluate(Self.uinput)
    #expect(result.tags == ["uaccess"])
    #expect(result.options == ["static_node=uinput"])
    for device in Self.otherMisc {
      #expect(try rules.evaluate(device).tags == [], "tagged \(device.kernel)")
    }
  }

  /// No permission bits, owners or groups: access comes from the seat (uaccess) alone.
  @Test func rulesNeverSetModeGroupOrOwner() throws {
    for name in ["70-playhead-touchpad.rules", "71-playhead-uinput.rules"] {
      let rules = try Self.rules(name)
      #expect(!rules.rules.isEmpty, "\(name) parsed to no rules")
      for rule in rules.rules {
        for token in rule {
          #expect(
            !["MODE", "GROUP", "OWNER", "RUN", "PROGRAM", "IMPORT"].contains(token.key),
            "\(name): \(token.key)")
        }
      }
      let text = try String(contentsOf: Self.udevDirectory.appendingPathComponent(name), encoding: .utf8)
      let code = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
      #expect(
        !code.contains("0666") && !code.contains("GROUP") && !code.contains("MODE"), "\(name) grants too much"
      )
    }
  }

  /// The README tells how to install and reload, and why the input group is the wrong fix.
  @Test func readmeHasInstallReloadAndTheWarning() throws {
    let readme = try String(
      contentsOf: Self.udevDirectory.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("udevadm control --reload"))
    #expect(readme.contains("udevadm trigger"))
    #expect(readme.contains("/etc/udev/rules.d/"))
    #expect(readme.contains("`input` group"))
    #expect(readme.lowercased().contains("every keyboard"))
  }
}
