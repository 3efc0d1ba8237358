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

  public var description: String { "\(file):\(line): \(message)" }
}
