import Foundation
import Yams

/// A `libinput record` file (YAML, `version: 1`): the first device's description as a `TouchpadSpec`
/// and its frames as evdev events, ready to replay through real libinput on the testbed.
///
/// Reads what libinput 1.11 and later write: `devices: - evdev: {name, id, codes, absinfo, properties}`,
/// `udev: {properties}`, and `events: - evdev: [[sec, usec, type, code, value], …]` (one list per
/// frame, times relative to the first event). Keys it does not know are ignored, as the format asks.
public struct LibinputRecording: Sendable {
  public var spec: TouchpadSpec
  /// Every event, times µs relative to the first one.
  public var events: [EvdevEvent]
  /// The libinput version that recorded it, if given.
  public var libinputVersion: String?
  /// Frames (SYN_REPORTs) in the recording.
  public var frameCount: Int { events.filter(\.isSynReport).count }

  /// Reads a recording file. Errors name the file and line.
  public init(contentsOf path: String) throws(TestbedError) {
    try self.init(yaml: TestbedError.readText(path), file: path)
  }

  /// Parses recording text; `file` names it in errors.
  public init(yaml text: String, file: String) throws(TestbedError) {
    let node: Node
    do {
      guard let composed = try Yams.compose(yaml: text) else {
        throw TestbedError.badInput(file: file, line: 1, reason: "empty recording")
      }
      node = composed
    } catch let error as TestbedError {
      throw error
    } catch let error as YamlError {
      let (line, problem) = Self.place(of: error)
      throw .badInput(file: file, line: line, reason: "not YAML: \(problem)")
    } catch {
      throw .badInput(file: file, line: 0, reason: "not YAML: \(error)")
    }
    var reader = RecordingReader(file: file)
    (spec, events, libinputVersion) = try reader.read(node)
  }

  /// The `libinput record` text inside a quoted e-mail: only lines starting with `>`, without the
  /// `> ` prefix, from `version: 1` on. Unquoted reply lines (even inside a block) are dropped.
  public static func unquote(email text: String) -> String {
    var lines: [Substring] = []
    var started = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix(">") {
      var body = line.dropFirst()
      if body.hasPrefix(" ") { body = body.dropFirst() }
      if !started && body.hasPrefix("version: 1") { started = true }
      if started { lines.append(body) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where and why Yams refused the text: its mark's line and problem, else line 0 and the first
  /// line of its description.
  static func place(of error: YamlError) -> (line: Int, problem: String) {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return (mark.line, problem)
    default:
      return (0, "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)")
    }
  }
}
