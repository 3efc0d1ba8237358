import PlayheadEvents
import SystemPackage

/// Prints events as `EventJSON` lines to a file descriptor (standard output by default), through a
/// 64 KiB buffer: what `playhead replay --events` writes.
///
/// A closed pipe (`playhead replay … --events | head`) surfaces as `RecordingError.isBrokenPipe`, so
/// the caller can stop quietly (ignore SIGPIPE first, or the process dies on the write).
public final class EventLinePrinter {
  private let fd: FileDescriptor
  private var buffer: [UInt8] = []
  private let flushThreshold: Int

  /// Prints to standard output; `flushEachLine` writes every line at once (for a live pipe such as
  /// `libinput debug-events | playhead replay - --events`), otherwise through a 64 KiB buffer.
  public init(flushEachLine: Bool = false) {
    fd = .standardOutput
    flushThreshold = flushEachLine ? 1 : 64 * 1024
    buffer.reserveCapacity(64 * 1024 + 1024)
  }

  /// Appends one event's line; writes the buffer out when it is full.
  public func print(_ event: InputEvent, origin: Instant = 0) throws(RecordingError) {
    EventJSON.append(event, origin: origin, to: &buffer)
    buffer.append(0x0A)
    if buffer.count >= flushThreshold { try flush() }
  }

  /// Writes out whatever is buffered.
  public func flush() throws(RecordingError) {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    do {
      _ = try fd.writeAll(buffer)
    } catch {
      let code = error as? Errno ?? .ioError
      throw RecordingError(file: "standard output", reason: "cannot write: \(code)", errno: code)
    }
  }
}
