import PlayheadEvents

/// One tick of a display link: build a frame now, for `targetTimestamp` (CADisplayLink's `timestamp`
/// and `targetTimestamp`), µs on the event clock.
public struct DisplayTick: Sendable, Hashable {
  /// When the link meant this tick to come (a timer's deadline, the refresh a frame callback answers).
  public var timestamp: Instant
  /// The time the frame is for: the moment it is meant to be on screen (a grid point, the next refresh).
  public var targetTimestamp: Instant

  public init(timestamp: Instant, targetTimestamp: Instant) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
  }
}

/// Where frame ticks come from (CADisplayLink's role), provided by the host: a timer at `--fps` for the
/// terminal and the log (`TimerDisplayLink`), the display's frame callbacks for a window
/// (`ExternalDisplayLink`).
///
/// The engine asks for ticks only while something moves (`requestFrame(at:)` after a change,
/// `setRunning(true)` while an animation runs) and says when nothing does (`setRunning(false)`): an
/// idle link requests nothing. Everything happens on the engine's loop.
public protocol DisplayLink: AnyObject {
  /// Set by the engine: build one frame for the tick. May be called from inside `requestFrame(at:)`
  /// (a frame drawn at once, `--frames immediate`).
  var onTick: ((DisplayTick) -> Void)? { get set }
  /// Set by an engine with a latency recorder: the link woke the loop (a timer firing, a frame
  /// callback), whether or not a tick follows; the recorder counts these as timer wake-ups.
  var onWakeup: (() -> Void)? { get set }
  /// Something changed at `now`: a frame should show it.
  func requestFrame(at now: Instant)
  /// After a frame: keep ticking (a completion animates) or stop. `awaitingInput`: stopped with
  /// fingers on the touchpad, so the next event will want the next frame.
  func setRunning(_ running: Bool, awaitingInput: Bool)
  /// The engine stopped: no more ticks.
  func invalidate()
  /// A tick is wanted (requested or running); false when idle.
  var isTicking: Bool { get }
  /// The frame rate frames are drawn at (shown by the HUD).
  var framesPerSecond: Double { get }
  /// Ticks, frames, late, missed and spurious ticks so far.
  var statistics: FrameClock.Statistics { get }
}

extension DisplayLink {
  /// After a frame: keep ticking, or stop with no input expected.
  public func setRunning(_ running: Bool) { setRunning(running, awaitingInput: false) }
}
