import Glibc
import PlayheadEvents
import PlayheadSystem
import SystemPackage

/// A transcript or recording read as it is played: the file is read a chunk at a time when the events
/// already read run out, so memory stays constant whatever the file's size (a 175 MB transcript plays
/// in the same few hundred KiB as a short one).
///
/// Two ways to read: `next()` pulls the next event, reading (and waiting) as needed — a file, or
/// `--speed max` (`withNext(_:)` does the same, lending each event to a closure: the replay's hot
/// path); a pipe from a live `libinput debug-events` is read with `readAvailable()` when its
/// descriptor is readable (one `read(2)`, never waiting), and its events taken with `nextReady()`.
/// Not thread-safe: use it from one queue.
public final class TranscriptCursor {
  /// The file's name in messages ("-" is standard input).
  public let file: String
  /// The descriptor read (for a read source on a pipe).
  public let fileDescriptor: Int32
  /// True for a regular file (also `- < file`); false for a pipe or a terminal, whose lines arrive live.
  public let isRegularFile: Bool

  private let fd: FileDescriptor
  private let ownsDescriptor: Bool
  private var parser: TranscriptParser
  private var splitter: LineSplitter
  private let chunk: UnsafeMutableRawBufferPointer
  /// Events read but not yet taken; reused, so it grows to the most one chunk holds and stays there.
  private var ready = ReadyEvents()
  private var readyIndex = 0
  private var reachedEnd = false
  private var summary: Transcript?
  /// Why reading stopped early (a line that cannot be read, an I/O error); reported once the events
  /// read before it have been taken, so nothing before the bad line is lost.
  public var failure: TranscriptError? { readFailure }
  // Non-public storage (measured, issue 26): a public stored property keeps a runtime exclusivity
  // check on every read, here one per event.
  private var readFailure: TranscriptError?

  /// Opens `path` ("-" is standard input). Throws `.unreadable` with the reason when it cannot.
  public init(path: String, options: TranscriptReader.Options = .init()) throws(TranscriptError) {
    file = path
    if path == "-" {
      fd = .standardInput
      ownsDescriptor = false
    } else {
      do {
        fd = try FileDescriptor.openForReading(path)
      } catch {
        throw TranscriptError(kind: .unreadable, file: path, line: nil, reason: "cannot open: \(error)")
      }
      ownsDescriptor = true
    }
    fileDescriptor = fd.rawValue
    var info = stat()
    isRegularFile = fstat(fd.rawValue, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    parser = TranscriptParser(file: path, options: options)
    splitter = LineSplitter(maxLineLength: options.maxLineLength)
    chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
    ready = ReadyEvents(capacity: 256)  // stored whole: see `readChunk()`
  }

  deinit {
    chunk.deallocate()
    if ownsDescriptor { try? fd.close() }
  }

  /// The next event, reading as much as needed; nil once the input has ended and every event was taken.
  public func next() throws(TranscriptError) -> InputEvent? {
    guard try readUntilReady() else { return nil }
    return nextReady()
  }

  /// The next event without taking it, reading as much as needed; nil at the end.
  public func peek() throws(TranscriptError) -> InputEvent? {
    guard try readUntilReady() else { return nil }
    return ready[readyIndex]
  }

  /// Reads until an event is ready: false at the end of the input; a read's failure is thrown once the
  /// events read before it were taken.
  @inline(__always)
  private func readUntilReady() throws(TranscriptError) -> Bool {
    while readyIndex >= ready.count {
      if let readFailure { throw readFailure }
      if reachedEnd { return false }
      readAvailable()
    }
    return true
  }

  /// The next event already read, nil when none is (read more, or the input ended: see `ended`).
  public func nextReady() -> InputEvent? {
    guard readyIndex < ready.count else { return nil }
    let event = ready[readyIndex]
    readyIndex += 1
    taken += 1
    return event
  }

  /// Lends the next event to `body` (a gesture made anew from its plain value), reading as much as
  /// needed; false once the input has ended and every event was taken. The same events as `next()`,
  /// in the same order.
  ///
  /// Measured hot path (issue 26): the `InputEvent?` that `next()` returns is destroyed through
  /// `Optional`'s generic value witness; a lent event is not.
  public func withNext(_ body: (InputEvent) -> Void) throws(TranscriptError) -> Bool {
    guard try readUntilReady() else { return false }
    let index = readyIndex
    readyIndex += 1
    taken += 1
    if let gesture = ready.gesture(at: index) {
      body(.gesture(gesture))
    } else {
      body(ready[index])
    }
    return true
  }

  /// Events taken so far, by `next()`, `nextReady()` or `withNext(_:)`.
  public var eventsTaken: Int { taken }
  private var taken = 0

  /// True once the input has ended (or failed) and every event read before was taken.
  public var ended: Bool { reachedEnd && readyIndex >= ready.count }

  /// One `read(2)` (waiting only if nothing is there, which a readable pipe never does), its lines
  /// parsed into events for `nextReady()`. Returns false at the end of the input, or when reading
  /// stopped at a `failure`.
  @discardableResult
  public func readAvailable() -> Bool {
    guard !reachedEnd else { return false }
    do throws(TranscriptError) {
      return try readChunk()
    } catch {
      readFailure = error
      reachedEnd = true
      return false
    }
  }

  private func readChunk() throws(TranscriptError) -> Bool {
    let count: Int
    do {
      count = try fd.read(into: chunk)
    } catch {
      throw TranscriptError(
        kind: .unreadable, file: file, line: max(parser.lineNumber + 1, 1),
        reason: "cannot read: \(error as? Errno ?? .ioError)")
    }
    // Measured hot path (issue 26): the parser and the events are taken out for the chunk and put back,
    // so that no access to this class's storage is made inside the splitter's per-line calls: each was
    // a runtime exclusivity check, several per line.
    var parser = self.parser
    var ready = self.ready
    self.ready = ReadyEvents()
    defer {
      self.parser = parser
      self.ready = ready
    }
    // Changed here, never in place: `ready` is only ever read or stored whole, so that `nextReady()`,
    // once an event, reads it without a runtime exclusivity check (measured, issue 26).
    if readyIndex >= ready.count {
      ready.removeAll()
      readyIndex = 0
    }
    if count == 0 {
      reachedEnd = true
      _ = try splitter.finish { (line, overlong) throws(TranscriptError) in
        try parser.consume(line, overlong: overlong, terminated: false) { ready.append($0) }
      }
      summary = try parser.finish { ready.append($0) }
      return false
    }
    let bytes = UnsafeBufferPointer(
      start: chunk.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
    try splitter.feed(bytes) { (line, overlong) throws(TranscriptError) in
      try parser.consume(line, overlong: overlong, terminated: true) { ready.append($0) }
    }
    return true
  }

  /// Reads until the unit of the deltas is known (the first line that tells: a recording header, a
  /// version line, a DEVICE_ADDED or gesture line's layout) or the input ends; the events read on the
  /// way wait for `next()`. For a live pipe this is its first lines, printed when libinput starts.
  public func unit() throws(TranscriptError) -> LibinputUnit {
    while !reachedEnd {
      // A narrow DEVICE_ADDED cannot tell 1.6–1.14 from 1.15–1.18 (the same unit): in a file, the
      // first gesture line's decimals can, for the note that names the era.
      if let known = parser.unit,
        parser.layoutSettled || !isRegularFile || known.source != .layout(.narrowTypeColumn)
      {
        return known
      }
      // A gesture read and still nothing told (padding collapsed by a paste): stop reading ahead.
      let pending = ready  // a copy: the closure runs outside any access to `ready` (see `readChunk()`)
      if pending.containsGesture(from: readyIndex) { break }
      readAvailable()
    }
    if let readFailure, readyIndex >= ready.count { throw readFailure }
    if let known = parser.unit { return known }
    return summary?.unit ?? LibinputUnit(millimetres: LibinputUnit.filteredMillimetres, source: .assumed)
  }

  /// Stops reading (the reader went away, or the input ended): everything but the events read so far.
  public func stop() -> Transcript {
    if let summary { return summary }
    reachedEnd = true
    ready = ReadyEvents()
    readyIndex = 0
    let finished = try? parser.finish { _ in }
    summary = finished ?? Transcript(format: .debugEvents, lineCount: parser.lineNumber)
    return summary!
  }

  /// Everything but the events (warnings, device, unit), once the input has ended; nil before.
  public var transcript: Transcript? { summary }

  /// Lines read so far.
  public var lineNumber: Int { parser.lineNumber }
}
