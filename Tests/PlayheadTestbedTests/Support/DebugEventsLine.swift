import Foundation

/// One line of `libinput debug-events` (1.19–1.26 layout, as on this machine's 1.22), parsed by
/// tokenising on whitespace, `/`, `(`, `)` as FORMATS.md advises. Only what the tests need.
struct DebugEventsLine: Equatable {
  var type: String
  /// Seconds since the tool started.
  var time: Double
  var fingers: Int
  var dx = 0.0
  var dy = 0.0
  var dxUnaccelerated = 0.0
  var dyUnaccelerated = 0.0
  var scale: Double?
  var angleDelta: Double?
  var cancelled = false

  var isGesture: Bool { type.hasPrefix("GESTURE_") }

  static func parse(_ text: String) -> [DebugEventsLine] {
    text.split(separator: "\n").compactMap { parse(line: String($0)) }
  }

  static func parse(line: String) -> DebugEventsLine? {
    let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "/" || $0 == "(" || $0 == ")" }
    )
    .map(String.init)
    guard let typeIndex = tokens.firstIndex(where: { $0.hasPrefix("GESTURE_") || $0.hasPrefix("POINTER_") }),
      typeIndex + 1 < tokens.count, tokens[typeIndex + 1].hasSuffix("s"),
      var time = Double(tokens[typeIndex + 1].dropLast())
    else { return nil }
    // debug-events prints (time − start) in uint32 milliseconds: an event stamped before the first
    // one it printed (libinput added the device late, after the first touch's time) wraps to +4294967 s.
    if time > 2_147_483.648 { time -= 4_294_967.296 }
    let type = tokens[typeIndex]
    let rest = Array(tokens[(typeIndex + 2)...])
    var line = DebugEventsLine(type: type, time: time, fingers: 0)
    if type.hasPrefix("GESTURE_") {
      line.fingers = Int(rest.first ?? "") ?? 0
      line.cancelled = rest.contains("cancelled")
      if type.hasSuffix("_UPDATE") {
        let numbers = rest.dropFirst().compactMap(Double.init)
        if numbers.count >= 4 {
          line.dx = numbers[0]
          line.dy = numbers[1]
          line.dxUnaccelerated = numbers[2]
          line.dyUnaccelerated = numbers[3]
        }
        if type == "GESTURE_PINCH_UPDATE", let at = rest.firstIndex(of: "@"), at >= 1 {
          line.scale = Double(rest[at - 1])
          line.angleDelta = at + 1 < rest.count ? Double(rest[at + 1]) : nil
        }
      }
    }
    return line
  }
}

extension Array where Element == DebugEventsLine {
  var gestures: [DebugEventsLine] { filter(\.isGesture) }
  func types() -> [String] { map(\.type) }
  /// The lines of the first BEGIN…END sequence of a kind ("SWIPE", "PINCH", "HOLD").
  func sequence(_ kind: String, fingers: Int? = nil) -> [DebugEventsLine] {
    guard
      let begin = firstIndex(where: {
        $0.type == "GESTURE_\(kind)_BEGIN" && (fingers == nil || $0.fingers == fingers)
      })
    else { return [] }
    guard let end = self[begin...].firstIndex(where: { $0.type == "GESTURE_\(kind)_END" }) else {
      return Array(self[begin...])
    }
    return Array(self[begin...end])
  }
}
