import Foundation
import PlayheadEngine
import PlayheadHUD

/// How `playhead demo` hands the terminal from one `playhead live` child to the next when a testbed
/// run ends and another begins: the child leaves the screen on the alternate buffer and writes down
/// whether s had slowed it; the demo starts the next child slowed or not, and gives the screen back
/// itself at its end. Environment variables, like the testbed's own, because only the demo sets them.
enum DemoHandOver {
  /// "1": the HUD keeps the alternate screen as it stops.
  static let keepScreenVariable = "PLAYHEAD_DEMO_KEEP_SCREEN"
  /// A file the child writes its keys' state to as it stops ("slow", or nothing).
  static let stateVariable = "PLAYHEAD_DEMO_STATE"
  /// The rounds one testbed run plays (tests: 1, to reach a hand-over in seconds).
  static let roundsVariable = "PLAYHEAD_DEMO_ROUNDS"

  static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// In a child: whether its HUD keeps the alternate screen.
  static var keepsScreen: Bool { environment[keepScreenVariable] == "1" }

  /// In a child, as it stops: what the next one should start with.
  static func save(slow: Bool) {
    guard let path = environment[stateVariable], !path.isEmpty else { return }
    try? (slow ? "slow\n" : "").write(toFile: path, atomically: false, encoding: .utf8)
  }

  /// In the demo: whether the child that wrote `path` stopped slowed (`fallback` when it wrote nothing).
  static func stoppedSlow(_ path: String, fallback: Bool) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return fallback }
    return text.hasPrefix("slow")
  }

  /// In the demo, at its end: the main screen and the cursor back, as a HUD leaving would.
  static func giveBackScreen() {
    try? FileOutput(fd: .standardOutput, name: "the terminal").write(Array(TerminalSequences.restore.utf8))
  }
}
