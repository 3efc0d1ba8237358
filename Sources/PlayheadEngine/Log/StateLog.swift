import PlayheadEvents
import PlayheadGestures
import PlayheadTransitions

/// The state log: one JSON object per line, each with `type` and `t` (seconds on the event clock),
/// written with one `write(2)` per line so a reader (or a crash) never sees half a record — or, in a
/// virtual-time replay (`batchWrites()`), whole records gathered into ~64 KiB writes.
///
/// Record types: `gesture`, `frame`, `decision`, `complete` (see docs/engine.md for every field).
/// While frames await presentation (`holdFrames(capacity:)`), records are held in order until the
/// fate of every frame before them is known.
/// Writing stops at the first error; `failure` says why (a closed pipe is a clean stop, anything else
/// is an error to report).
public final class StateLog {
  // Measured hot path (issue 26): what changes per record is stored non-public behind public getters,
  // so whole-module optimization proves its accesses exclusive and drops the runtime checks.
  public let output: FileOutput
  /// The records being formatted: one record at a time, or many while batching (written together).
  var line: JSONLine {
    unsafeAddress { UnsafePointer(lineCell.address) }
    unsafeMutableAddress { lineCell.address }
  }
  // Measured hot path (issue 26): reached once or twice per record; in cells, not a runtime check each.
  private let lineCell = ExclusiveCell(JSONLine(capacity: StateLog.batchBytes + 4096))
  /// Each layer's name and fields as the last frame record wrote them (LayerTextCache.swift).
  var layerTexts: LayerTextCache {
    unsafeAddress { UnsafePointer(layerTextsCell.address) }
    unsafeMutableAddress { layerTextsCell.address }
  }
  // In a cell (measured, issue 26): the frame record reaches it from inside `record`'s closure, where
  // the stored property was a runtime check per layer, and taking it out and back cost two releases.
  private let layerTextsCell = ExclusiveCell(LayerTextCache())
  /// A decision's reason text, kept between records.
  var reasonText = ReasonBytes(capacity: 256)
  /// Records are gathered in `line` and written when it holds `batchBytes` (and when the engine
  /// stops): set for `--speed max`, where nobody waits on a line and one write per record was a
  /// large part of the log's cost. Live and real-time runs write each record at once.
  public var batchesWrites: Bool { batching }
  var batching = false
  static let batchBytes = 65_536
  /// Bytes of records written or gathered to be written.
  public var bytesLogged: Int { loggedBytes }
  var loggedBytes = 0
  /// The first write error; once set, nothing more is written.
  public var failure: OutputError? { writeFailure }
  var writeFailure: OutputError?
  /// Lines written (batching: gathered to be written).
  public var records: Int { recordCount }
  var recordCount = 0
  /// Records held while frames await presentation (see StateLog+Presentation.swift); nil: none held.
  var held: HeldRecords? {
    unsafeAddress { UnsafePointer(heldCell.address) }
    unsafeMutableAddress { heldCell.address }
  }
  private let heldCell = ExclusiveCell<HeldRecords?>(nil)
  /// The line being completed from the held ring (reused).
  var completed: [UInt8] = []
  /// Frame latencies left out because they came out negative (`FrameLatency`): 0 in a correct run.
  public var refusedLatencies: Int { latenciesRefused }
  var latenciesRefused = 0

  public init(output: FileOutput) { self.output = output }

  /// From now on records are gathered and written in ~64 KiB batches until `flushBatch()`, which the
  /// engine calls when it stops (the virtual-time replay asks for this; see `batchesWrites`).
  public func batchWrites() { batching = held == nil }

  /// Writes the records gathered so far.
  public func flushBatch() {
    // Unbatched, `line` still holds the last record, already written.
    guard batching, line.count > 0 else { return }
    if writeFailure == nil {
      do throws(OutputError) {
        try line.withBytes { raw throws(OutputError) in try output.write(raw) }
      } catch {
        writeFailure = error
      }
    }
    line.removeAll()
  }

  /// `-` is stdout; anything else is a file created or truncated.
  public static func open(_ path: String) throws(OutputError) -> StateLog {
    if path == "-" { return StateLog(output: FileOutput(fd: .standardOutput, name: "stdout")) }
    return StateLog(output: try FileOutput(path: path))
  }

  /// A `gesture` record: the recognizer's snapshot in its own units (mm or libinput units).
  public func gesture(_ s: GestureSnapshot) {
    record(type: "gesture", t: s.time) { line in
      line.field("kind", jsonText: s.kind.jsonText)
      line.field("fingers", s.fingers)
      line.field("state", jsonText: s.state.jsonText)
      line.field("translation", s.translation.x, s.translation.y)
      line.field("velocity", s.velocity.x, s.velocity.y)
      line.field("scale", s.scale)
      line.field("rotation", s.rotation)
      line.field("units", jsonText: s.units.jsonText)
    }
  }

  /// The memo slots of the string fields written in most records (`JSONLine.field(_:_:memo:)`).
  enum Memo {
    static let transition = 0
    static let latencyMetric = 1
  }

  /// A `decision` record: what the interactor decided on release and why.
  public func decision(
    at t: Instant, transition: String, finish: Bool, percent: Double, velocity: Double,
    reason: DecisionReason, duration: Double
  ) {
    guard writeFailure == nil else { return }
    // The reason's text written into a reused buffer, not built as a String: a decision allocated 4
    // times for it (the last allocations per event on the live loop, Benchmarks/RESULTS.md).
    reasonText.bytes.removeAll(keepingCapacity: true)
    reason.write(to: &reasonText)
    reasonText.bytes.withUnsafeBufferPointer { reason in
      record(type: "decision", t: t) { line in
        line.field("transition", transition)
        line.field("outcome", finish ? "finish" : "cancel")
        line.field("percent", percent)
        line.field("velocity", velocity)
        line.field("reason", utf8: reason)
        line.field("duration", duration)
      }
    }
  }

  /// A `complete` record: the transition ended, finished or cancelled.
  public func complete(at t: Instant, transition: String, finished: Bool) {
    record(type: "complete", t: t) { line in
      line.field("transition", transition)
      line.field("finished", finished)
    }
  }

  /// Writes one record (`{"type":…,"t":…`, `fields`, `}` and the newline) into `line` and sends it on:
  /// after the batch's records when batching, else alone; held behind frames awaiting presentation
  /// (`seq`: a frame record's). Measured hot path (issue 26): the record is built through one access
  /// to `line`; each `line.…` call on this class's stored property was a dynamic exclusivity check of
  /// its own, about a tenth of a logged replay. `fields` must not touch the log. Nothing after a failure.
  @inline(__always)
  func record(type: StaticString, t: Instant, seq: Int? = nil, _ fields: (inout JSONLine) -> Void) {
    guard writeFailure == nil else { return }
    let appending = batching
    let (total, length) = Self.build(&line, type: type, t: t, appending: appending, fields)
    if held != nil {
      hold(seq: seq)
      return
    }
    if appending {
      tally(length)
      if total >= StateLog.batchBytes { flushBatch() }
      return
    }
    line.withRecord { write($0) }
  }

  /// The record in `line`; returns the buffer's bytes and the record's.
  @inline(__always)
  static func build(
    _ line: inout JSONLine, type: StaticString, t: Instant, appending: Bool,
    _ fields: (inout JSONLine) -> Void
  ) -> (total: Int, record: Int) {
    // (Held records are never batched: see holdFrames.)
    if appending {
      line.beginAppending(type: type, t: t)
    } else {
      line.begin(type: type, t: t)
    }
    fields(&line)
    line.end()
    return (line.count, line.count - line.recordStart)
  }

  /// One more record of `bytes` gathered or written.
  @inline(__always)
  func tally(_ bytes: Int) {
    recordCount += 1
    loggedBytes += bytes
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    guard writeFailure == nil else { return }
    do throws(OutputError) {
      try output.write(bytes)
      tally(bytes.count)
    } catch {
      writeFailure = error
    }
  }
}
