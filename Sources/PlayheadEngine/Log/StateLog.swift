import PlayheadEvents
import PlayheadGestures

/// The state log: one JSON object per line, each with `type` and `t` (seconds on the event clock),
/// written with one `write(2)` per line so a reader (or a crash) never sees half a record.
///
/// Record types: `gesture`, `frame`, `decision`, `complete` (see docs/engine.md for every field).
/// While frames await presentation (`holdFrames(capacity:)`), records are held in order until the
/// fate of every frame before them is known.
/// Writing stops at the first error; `failure` says why (a closed pipe is a clean stop, anything else
/// is an error to report).
public final class StateLog {
  public let output: FileOutput
  var line = JSONLine()
  /// The first write error; once set, nothing more is written.
  public private(set) var failure: OutputError?
  /// Lines written.
  public private(set) var records = 0
  /// Records held while frames await presentation (see StateLog+Presentation.swift); nil: none held.
  var held: HeldRecords?
  /// The line being completed from the held ring (reused).
  var completed: [UInt8] = []
  /// Frame latencies left out because they came out negative (`FrameLatency`): 0 in a correct run.
  public internal(set) var refusedLatencies = 0

  public init(output: FileOutput) { self.output = output }

  /// `-` is stdout; anything else is a file created or truncated.
  public static func open(_ path: String) throws(OutputError) -> StateLog {
    if path == "-" { return StateLog(output: FileOutput(fd: .standardOutput, name: "stdout")) }
    return StateLog(output: try FileOutput(path: path))
  }

  /// Seconds on the event clock from µs.
  @inline(__always) static func seconds(_ t: Microseconds) -> Double { Double(t) / 1_000_000 }

  /// A `gesture` record: the recognizer's snapshot in its own units (mm or libinput units).
  public func gesture(_ s: GestureSnapshot) {
    guard failure == nil else { return }
    line.begin(type: "gesture", t: StateLog.seconds(s.time))
    line.field("kind", s.kind.rawValue)
    line.field("fingers", s.fingers)
    line.field("state", s.state.rawValue)
    line.field("translation", s.translation.x, s.translation.y)
    line.field("velocity", s.velocity.x, s.velocity.y)
    line.field("scale", s.scale)
    line.field("rotation", s.rotation)
    line.field("units", s.units.rawValue)
    line.end()
    flush()
  }

  /// A `decision` record: what the interactor decided on release and why.
  public func decision(
    at t: Microseconds, transition: String, finish: Bool, percent: Double, velocity: Double, reason: String,
    duration: Double
  ) {
    guard failure == nil else { return }
    line.begin(type: "decision", t: StateLog.seconds(t))
    line.field("transition", transition)
    line.field("outcome", finish ? "finish" : "cancel")
    line.field("percent", percent)
    line.field("velocity", velocity)
    line.field("reason", reason)
    line.field("duration", duration)
    line.end()
    flush()
  }

  /// A `complete` record: the transition ended, finished or cancelled.
  public func complete(at t: Microseconds, transition: String, finished: Bool) {
    guard failure == nil else { return }
    line.begin(type: "complete", t: StateLog.seconds(t))
    line.field("transition", transition)
    line.field("finished", finished)
    line.end()
    flush()
  }

  func flush() {
    if held != nil {
      hold(seq: nil)
      return
    }
    write(line.bytes)
  }

  func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    do throws(OutputError) {
      try output.write(bytes)
      records += 1
    } catch {
      failure = error
    }
  }
}
