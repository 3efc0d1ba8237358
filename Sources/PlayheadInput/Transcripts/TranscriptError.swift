/// Why a transcript or recording could not be read, with the place: `FILE:LINE: reason`.
///
/// `line` is 1-based and always names a line of the input (line 1 for an empty file); it is nil only
/// when the file could not be opened at all, and then the description is `FILE: reason`.
public struct TranscriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, broadly; the CLI maps these to exit codes.
  public enum Kind: String, Sendable, Hashable {
    /// The file could not be opened or read (missing, a directory, permission, I/O error).
    case unreadable
    /// A line that looks like a gesture line or a recording record could not be read.
    case malformed
    /// The input holds no gesture or device events at all (empty, prose only, a YAML recording).
    case noEvents
  }

  public var kind: Kind
  /// The file's name as given (or the name passed with in-memory bytes).
  public var file: String
  public var line: Int?
  /// One line of text, no newline.
  public var reason: String

  public init(kind: Kind, file: String, line: Int?, reason: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.reason = reason
  }

  public var description: String {
    if let line { return "\(file):\(line): \(reason)" }
    return "\(file): \(reason)"
  }
}
