import PlayheadEvents
import PlayheadSystem
import SystemPackage

/// Writes a Playhead recording: the header line, then one `EventJSON` record per event.
///
/// Every line goes to the file with one `write(2)` as soon as it is complete (no user-space buffer),
/// so a recording cut short by a crash or Ctrl-C loses at most the line being written, and the reader
/// reports that cut-off line as a warning. Event times are written relative to `header.startTime`.
/// Not thread-safe: use it from the queue that delivers the events. The line buffer is reused, so
/// `write` does not allocate once it has grown to the longest line.
public final class RecordingWriter {
  public let header: RecordingHeader
  public let path: String
  private let fd: FileDescriptor
  private let ownsDescriptor: Bool
  private var line: [UInt8] = []
  private var closed = false

  /// Creates (or truncates) `path` and writes the header line.
  public init(path: String, header: RecordingHeader) throws(RecordingError) {
    do throws(Errno) {
      fd = try FileDescriptor.openForWriting(path)
    } catch {
      throw RecordingError(file: path, reason: "cannot create: \(error)")
    }
    self.path = path
    self.header = header
    ownsDescriptor = true
    line.reserveCapacity(512)
    try writeHeader()
  }

  /// Writes to standard output (`path` "-"), which stays open when the writer closes.
  public init(standardOutputWith header: RecordingHeader) throws(RecordingError) {
    fd = .standardOutput
    path = "-"
    self.header = header
    ownsDescriptor = false
    line.reserveCapacity(512)
    try writeHeader()
  }

  deinit { close() }

  private func writeHeader() throws(RecordingError) {
    line.removeAll(keepingCapacity: true)
    EventJSON.append(header, to: &line)
    try flushLine()
  }

  /// Appends one event as one line.
  public func write(_ event: InputEvent) throws(RecordingError) {
    line.removeAll(keepingCapacity: true)
    EventJSON.append(event, origin: header.startTime, to: &line)
    try flushLine()
  }

  private func flushLine() throws(RecordingError) {
    guard !closed else { throw RecordingError(file: path, reason: "the recording is closed") }
    line.append(0x0A)
    do {
      _ = try fd.writeAll(line)
    } catch {
      let code = error as? Errno ?? .ioError
      throw RecordingError(file: path, reason: "cannot write: \(code)", errno: code)
    }
  }

  /// Closes the file (idempotent).
  public func close() {
    guard !closed else { return }
    closed = true
    if ownsDescriptor { try? fd.close() }
  }
}
