import PlayheadEvents
import SystemPackage

/// Reads `libinput debug-events` text of every era and Playhead's own JSON-lines recordings into
/// `InputEvent`s. The format is decided by the first non-blank line (`{` means a recording).
///
/// Transcripts are untrusted: lines are streamed (never more than `maxLineLength` bytes of one line
/// in memory), numbers are bounded, and every outcome is defined — see docs/transcripts.md. Lines that
/// are not libinput's (issue headers, prose, code fences, POINTER_*/KEYBOARD_* events) are skipped; a
/// cut-off last line is a warning; a gesture line that cannot be read throws `FILE:LINE: reason`.
public struct TranscriptReader: Sendable {
  public struct Options: Sendable, Hashable {
    /// Repair what pastes break (the default): UPDATE without BEGIN gets a BEGIN, END without BEGIN is
    /// dropped, an unfinished gesture ends cancelled, time going backwards is shifted to continue.
    /// Each repair is a warning. When false, events pass exactly as written.
    public var repairsSequences: Bool
    /// Lines longer than this are not held in memory (see `TranscriptLimits.maxLineLength`).
    public var maxLineLength: Int

    public init(repairsSequences: Bool = true, maxLineLength: Int = TranscriptLimits.maxLineLength) {
      self.repairsSequences = repairsSequences
      self.maxLineLength = max(256, maxLineLength)
    }
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Reads a whole file into a `Transcript`.
  public func read(contentsOf path: String) throws(TranscriptError) -> Transcript {
    try collect { (onEvent) throws(TranscriptError) in try stream(contentsOf: path, onEvent: onEvent) }
  }

  /// Reads text held in memory; `name` stands for the file name in messages.
  public func read(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
    try collect { (onEvent) throws(TranscriptError) in try stream(bytes, name: name, onEvent: onEvent) }
  }

  /// The transcript `stream` returns, with every event it passed on.
  private func collect(
    _ stream: ((InputEvent) -> Bool) throws(TranscriptError) -> Transcript
  ) throws(TranscriptError) -> Transcript {
    var events: [InputEvent] = []
    var transcript = try stream { event in
      events.append(event)
      return true
    }
    transcript.events = events
    return transcript
  }

  /// Reads text held in memory; `name` stands for the file name in messages.
  public func read(_ text: String, name: String) throws(TranscriptError) -> Transcript {
    try read(Array(text.utf8), name: name)
  }

  /// Streams a file ("-" is standard input): `onEvent` gets each event as soon as its line is read (return false to stop
  /// reading). The result has no `events`, everything else. Memory stays constant for any file size.
  public func stream(
    contentsOf path: String, onEvent: (InputEvent) -> Bool
  ) throws(TranscriptError) -> Transcript {
    let cursor = try TranscriptCursor(path: path, options: options)
    while let event = try cursor.next() {
      if !onEvent(event) { return cursor.stop() }
    }
    return cursor.stop()
  }

  /// Streams bytes held in memory, as `stream(contentsOf:onEvent:)` does a file.
  public func stream(
    _ bytes: [UInt8], name: String, onEvent: (InputEvent) -> Bool
  ) throws(TranscriptError) -> Transcript {
    var parser = TranscriptParser(file: name, options: options)
    var splitter = LineSplitter(maxLineLength: options.maxLineLength)
    var stopped = false
    func emit(_ event: InputEvent) { if !stopped && !onEvent(event) { stopped = true } }
    try bytes.withUnsafeBufferPointer { (buffer) throws(TranscriptError) in
      try splitter.feed(buffer) { (line, overlong) throws(TranscriptError) in
        guard !stopped else { return }
        try parser.consume(line, overlong: overlong, terminated: true, emit: emit)
      }
    }
    if !stopped {
      _ = try splitter.finish { (line, overlong) throws(TranscriptError) in
        try parser.consume(line, overlong: overlong, terminated: false, emit: emit)
      }
    }
    return try parser.finish(emit: emit)
  }
}
