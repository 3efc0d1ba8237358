/// A script that cannot be parsed or synthesised, with the 1-based column of the bad token.
public struct GestureScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// 1-based character column in the script text (0 when the error is not about one token).
  public var column: Int
  /// The offending token, empty at the end of a step.
  public var token: String
  public var reason: String

  public init(column: Int, token: String, reason: String) {
    self.column = column
    self.token = token
    self.reason = reason
  }

  public var description: String {
    if column == 0 { return "script: \(reason)" }
    if token.isEmpty { return "script column \(column): \(reason)" }
    return "script column \(column): '\(token)': \(reason)"
  }
}
