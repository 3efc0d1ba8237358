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

/// Something the reader tolerated and repaired, or a cut-off last line: `FILE:LINE: message`.
public struct TranscriptWarning: Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable {
    /// The last line ends without a newline and cannot be read: the paste was cut off there.
    case cutOffLastLine
    /// An UPDATE with no BEGIN before it; a BEGIN was inserted at its time.
    case insertedBegin
    /// An END with no gesture in progress; it was dropped.
    case droppedEnd
    /// A gesture that never ended (a new BEGIN, another kind or finger count, the end of the input,
    /// or its touchpad removed); an END marked cancelled was inserted.
    case cancelledUnfinished
    /// Time went backwards; this and later times were shifted to continue from the previous time.
    case timeWentBackwards
  }

  public var kind: Kind
  public var file: String
  public var line: Int
  public var message: String

  public init(kind: Kind, file: String, line: Int, message: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
