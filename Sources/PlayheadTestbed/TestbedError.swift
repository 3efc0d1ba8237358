import Foundation

/// Why a testbed could not be built or run. Each case has a one-line message (its exit status is the
/// CLI's `SysExits`).
public enum TestbedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The machine lacks something the testbed needs (the message says exactly what).
  case unavailable(String)
  /// A file given by the user is malformed: names the file and line.
  case badInput(file: String, line: Int, reason: String)
  /// A script that cannot be synthesised on this touchpad.
  case script(GestureScriptError)
  /// Building the preload library or writing the testbed files failed.
  case setup(String)
  /// The command did not finish before its hard timeout and was killed.
  case timedOut(command: String, seconds: Double)
  /// `/dev/uinput` cannot be opened (the message carries the opt-in udev rule).
  case uinputUnavailable(String)
  /// A `--touchpad` name that is not built in.
  case unknownTouchpad(String)

  public var description: String {
    switch self {
    case .unavailable(let what): return "testbed unavailable: \(what)"
    case .badInput(let file, let line, let reason): return "\(file):\(line): \(reason)"
    case .script(let error): return error.description
    case .setup(let what): return "testbed setup failed: \(what)"
    case .timedOut(let command, let seconds):
      return "'\(command)' did not finish within \(Int(seconds)) s under the testbed and was killed"
    case .uinputUnavailable(let message): return message
    case .unknownTouchpad(let name):
      return
        "unknown touchpad '\(name)' (built in: \(TouchpadSpec.builtIns.map(\.name).joined(separator: ", ")))"
    }
  }

  /// The text of the file at `path`, or `badInput` at line 0 saying why it cannot be read.
  static func readText(_ path: String) throws(TestbedError) -> String {
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .badInput(file: path, line: 0, reason: "cannot read: \(error.localizedDescription)")
    }
  }
}
