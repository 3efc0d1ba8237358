/// Every problem of a transition file, each one line `FILE:LINE:COLUMN: reason` (1-based, as
/// compilers print them), in the order they occur in the file.
public struct TransitionFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One problem at one place.
  public struct Problem: Sendable, Hashable {
    public let line: Int
    public let column: Int
    public let reason: String
  }

  /// The file as the user named it.
  public let file: String
  public let problems: [Problem]

  public init(file: String, problems: [Problem]) {
    self.file = file
    self.problems = problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// One problem about the whole file, at 1:1.
  init(file: String, atStart reason: String) {
    self.init(file: file, problems: [.init(line: 1, column: 1, reason: reason)])
  }

  /// One line per problem.
  public var lines: [String] { problems.map { "\(file):\($0.line):\($0.column): \($0.reason)" } }

  public var description: String { lines.joined(separator: "\n") }
}
