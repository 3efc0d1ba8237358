/// Why a gesture binding string or distance was refused. `description` is one line a person can act on.
public struct GestureBindingError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Reason: Sendable, Hashable {
    case empty
    case tooManyParts
    case unknownKind(String)
    case missingFingerCount
    case badFingerCount(String)
    case tooFewFingers(minimum: Int)
    case unknownDirection(String)
    case directionNotAllowed
    case badDistance(Double)
  }

  /// The text that was parsed.
  public var input: String
  public var reason: Reason

  public init(input: String, reason: Reason) {
    self.input = input
    self.reason = reason
  }

  private static let grammar =
    "expected KIND:FINGERS[:DIRECTION], e.g. swipe:3:up, swipe:4:left, pinch:2, hold:3"

  public var description: String {
    switch reason {
    case .empty:
      return "empty gesture binding; \(Self.grammar)"
    case .tooManyParts:
      return "gesture \"\(input)\": too many parts; \(Self.grammar)"
    case .unknownKind(let kind):
      return "gesture \"\(input)\": unknown kind \"\(kind)\" (expected swipe, pinch or hold)"
    case .missingFingerCount:
      return "gesture \"\(input)\": missing finger count; \(Self.grammar)"
    case .badFingerCount(let text):
      return
        "gesture \"\(input)\": finger count \"\(text)\" is not a number from 1 to 5 (write 3, or 3+ for three or more)"
    case .tooFewFingers(let minimum):
      let kind = input.split(separator: ":").first.map(String.init) ?? input
      let why = kind == "swipe" ? " (libinput reads 2-finger motion as scrolling)" : ""
      return "gesture \"\(input)\": libinput reports a \(kind) with \(minimum) or more fingers\(why)"
    case .unknownDirection(let text):
      return "gesture \"\(input)\": unknown direction \"\(text)\" (expected up, down, left or right)"
    case .directionNotAllowed:
      let kind = input.split(separator: ":").first.map(String.init) ?? input
      let bare = input.split(separator: ":").prefix(2).joined(separator: ":")
      return "gesture \"\(input)\": a \(kind) has no direction (write \(bare))"
    case .badDistance(let value):
      return "--distance \(value): must be a positive number of millimetres, e.g. --distance 60"
    }
  }
}
