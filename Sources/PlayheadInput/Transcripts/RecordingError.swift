import SystemPackage

/// Why a recording could not be written: `FILE: reason`.
public struct RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var reason: String
  /// The system error behind it, when there is one.
  public var errno: Errno?

  /// The reader of a pipe went away (EPIPE): nothing more can be written, and nothing is wrong.
  public var isBrokenPipe: Bool { errno == .brokenPipe }

  public var description: String { "\(file): \(reason)" }
}
