import PlayheadEvents

/// The display link of the terminal and the log: a `FrameClock` (grid or immediate frames at `--fps`)
/// on one loop timer, made once and re-armed. A tick's `targetTimestamp` is the frame time the clock
/// gives (the grid point under `--frames grid`), its `timestamp` the timer's deadline.
public final class TimerDisplayLink: DisplayLink {
  public var onTick: ((DisplayTick) -> Void)? {
    get { tickHandler }
    set { tickHandler = newValue }
  }
  public var onWakeup: (() -> Void)? {
    get { wakeupHandler }
    set { wakeupHandler = newValue }
  }
  // Non-public storage (measured, issue 26): its accesses are proven exclusive, no runtime checks.
  private var tickHandler: ((DisplayTick) -> Void)?
  private var wakeupHandler: (() -> Void)?
  /// The frame clock that decides when frames are drawn.
  private var frameClock: FrameClock
  private let loop: EngineLoop
  private var timer: LoopTimer!
  /// The engine stopped: a frame's end must not set the kernel timer again (`setRunning`).
  private var invalidated = false

  public init(loop: EngineLoop, fps: Double, policy: FrameClock.Policy) {
    self.loop = loop
    frameClock = FrameClock(fps: fps, policy: policy)
    timer = loop.makeTimer { [unowned self] in self.timerFired() }
  }

  public var isTicking: Bool { frameClock.deadline != nil }
  public var framesPerSecond: Double { frameClock.fps }
  public var statistics: FrameClock.Statistics { frameClock.statistics }

  public func requestFrame(at now: Instant) { apply(frameClock.stateChanged(at: now)) }

  public func setRunning(_ running: Bool, awaitingInput: Bool) {
    apply(frameClock.afterFrame(keepRunning: running))
    // Fingers on the pad, nothing animating: the next event will want the next frame. The kernel
    // timer is set for it now, in this frame's turn, so that the event's turn (read → log line) makes
    // no system call for it (measured, issue 26). No event by then: one wake-up for nothing.
    guard !running, awaitingInput, !invalidated, frameClock.deadline == nil,
      let next = frameClock.nextFrameTime(), next > loop.now
    else { return }
    timer.prepare(at: next)
  }

  /// Disarms the timer; the clock keeps its deadline, as the engine's own clock did when it stopped.
  public func invalidate() {
    invalidated = true
    timer.disarm()
  }

  private func timerFired() {
    wakeupHandler?()
    let due = frameClock.deadline ?? loop.now
    guard let frameTime = frameClock.tick(at: loop.now) else { return }
    tickHandler?(DisplayTick(timestamp: due, targetTimestamp: frameTime))
  }

  private func apply(_ action: FrameClock.Action) {
    switch action {
    case .none: break
    case .arm(let deadline): timer.arm(at: deadline)
    case .disarm: timer.disarm()
    case .drawNow(let t): tickHandler?(DisplayTick(timestamp: t, targetTimestamp: t))
    }
  }
}
