import Foundation

/// The touchpads of this machine as udev's database records them, read without libinput (so the
/// product never decides which of its tests run): each /sys/class/input/eventN's `dev` (major:minor)
/// names /run/udev/data/cMAJOR:MINOR, which holds `E:ID_INPUT_TOUCHPAD=1` for a touchpad. The build
/// machines have none (no /dev/input at all).
public enum MachineTouchpads {
  public static var count: Int {
    let fm = FileManager.default
    let nodes = (try? fm.contentsOfDirectory(atPath: "/sys/class/input")) ?? []
    return nodes.filter { $0.hasPrefix("event") }.filter { node in
      guard let dev = try? String(contentsOfFile: "/sys/class/input/\(node)/dev", encoding: .utf8) else {
        return false
      }
      let path = "/run/udev/data/c" + dev.trimmingCharacters(in: .whitespacesAndNewlines)
      let data = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return data.components(separatedBy: "\n").contains("E:ID_INPUT_TOUCHPAD=1")
    }.count
  }
}

extension Requirement {
  /// A machine without a touchpad: the tests of libinput's seat0 expect it to find none.
  public static let noTouchpad = Requirement("a machine without a touchpad") {
    let count = MachineTouchpads.count
    return count == 0 ? nil : "this machine has \(count) touchpad(s); these tests expect seat0 to have none"
  }
}
