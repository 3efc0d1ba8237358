import PlayheadEvents
import PlayheadInput

/// Delivers recorded input to an engine on its loop: the one feeder of replays, the demo and the
/// bench.
///
/// - `.events`: events held in memory, each at its own time (shifted on every round of `cycle`).
/// - `.transcript` of a file: read as it plays, one chunk ahead, each event at its own time, in
///   constant memory.
/// - `.transcript` of a pipe (`libinput debug-events | playhead replay -`): each event as its line
///   arrives. Times are moved onto the loop's clock by the smallest delay seen between an event's
///   time and its arrival (the pipe's own), so a reader that started late does not hold events back;
///   the read time is the arrival, which latency is measured from.
///
/// When the input has ended and the engine has come to rest, `onEnd` runs (by default the engine
/// stops with `.inputEnded`). A transcript that turns out to be unreadable stops the engine with
/// `.inputFailed`. Use from the loop only.
public final class EventFeeder: EventSource {
  public enum Input {
    case events([InputEvent])
    case transcript(TranscriptCursor)
  }

  public let input: Input
  public unowned let loop: EngineLoop
  public unowned let engine: Engine
  /// Play `.events` again and again, two seconds apart (the demo), until the engine stops.
  public let cycle: Bool
  /// Runs once the input has ended and the engine is at rest; replaces stopping the engine.
  public var onEnd: (() -> Void)?

  private var index = 0
  /// Added to every event's time: the current round's shift, or a pipe's time base.
  private var offset: Duration = 0
  /// The next event, read but not yet due.
  private var held: InputEvent?
  private var timer: LoopTimer!
  private var pipeSource: LoopSource?
  private var finished = false
  private var stopped = false

  public init(_ input: Input, loop: EngineLoop, engine: Engine, cycle: Bool = false) {
    self.input = input
    self.loop = loop
    self.engine = engine
    if case .events = input { self.cycle = cycle } else { self.cycle = false }
    timer = loop.makeTimer { [unowned self] in self.deliverDue() }
    engine.onIdle = { [unowned self] in self.idle() }
  }

  /// Starts delivering (call on the loop).
  public func start() {
    loop.assertOnLoop("EventFeeder.start")
    if case .transcript(let cursor) = input, !cursor.isRegularFile {
      // Whatever was read ahead (to learn the unit) is played first, as arrived now.
      pipeSource = loop.makeReadSource(fd: cursor.fileDescriptor) { [unowned self] in
        self.pipeReadable(cursor)
      }
      deliverArrived(cursor)
      return
    }
    deliverDue()
  }

  /// Stops delivering: no more events are read or played, and `onEnd` does not run.
  public func stop() {
    stopped = true
    timer.disarm()
    pipeSource?.cancel()
    pipeSource = nil
  }

  // MARK: At their own times

  private func deliverDue() {
    while engine.isRunning, !stopped {
      guard let event = held ?? pull() else {
        finish()
        return
      }
      held = nil
      let due = event.shifted(by: offset)
      guard due.time <= loop.now else {
        held = event
        timer.arm(at: due.time)
        return
      }
      engine.receive(due, readTime: loop.now)
    }
  }

  /// The next event of the input, nil at its end (or after a read failed, which stops the engine).
  private func pull() -> InputEvent? {
    switch input {
    case .events(let events):
      guard index < events.count else { return nil }
      index += 1
      return events[index - 1]
    case .transcript(let cursor):
      do throws(TranscriptError) {
        return try cursor.next()
      } catch {
        engine.stop(.inputFailed(error))
        return nil
      }
    }
  }

  // MARK: As they arrive

  private func pipeReadable(_ cursor: TranscriptCursor) {
    if !cursor.readAvailable() {
      pipeSource?.cancel()
      pipeSource = nil
    }
    deliverArrived(cursor)
  }

  private func deliverArrived(_ cursor: TranscriptCursor) {
    let arrival = loop.now
    while engine.isRunning, !stopped, let event = cursor.nextReady() {
      // The least delay seen is the pipe's own; a line that waited longer arrives "now".
      if index == 0 || arrival - event.time < offset { offset = arrival - event.time }
      index += 1
      engine.receive(event.shifted(by: offset), readTime: arrival)
    }
    // Everything before a bad line was played; then the line is reported.
    if cursor.ended, let failure = cursor.failure, engine.isRunning {
      engine.stop(.inputFailed(failure))
      return
    }
    if cursor.ended { finish() }
  }

  // MARK: The end

  private func finish() {
    guard !finished else { return }
    finished = true
    if engine.isIdle { idle() }
  }

  private func idle() {
    guard finished, !stopped, engine.isRunning else { return }
    if cycle, case .events(let events) = input, let first = events.first?.time, let last = events.last?.time {
      // Again from the top, two seconds after the end of this round.
      finished = false
      index = 0
      offset = max(loop.now, last + offset) + Duration(seconds: 2) - first
      deliverDue()
      return
    }
    if let onEnd {
      self.onEnd = nil
      onEnd()
    } else {
      engine.stop(.inputEnded)
    }
  }
}

extension InputEvent {
  /// The same event `offset` µs later.
  public func shifted(by offset: Duration) -> InputEvent {
    guard offset != 0 else { return self }
    switch self {
    case .gesture(var g):
      g.time += offset
      return .gesture(g)
    case .device(var d):
      d.time += offset
      return .device(d)
    }
  }
}
