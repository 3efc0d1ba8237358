import PlayheadEvents

/// The display link of the terminal and the log: a `FrameClock` (grid or immediate frames at `--fps`)
/// on one loop timer, made once and re-armed. A tick's `targetTimestamp` is the frame time the clock
/// gives (the grid point under `--frames grid`), its `timestamp` the timer's deadline.
public final class TimerDisplayLink: DisplayLink {
  public var onTick: ((DisplayTick) -> Void)?
  public var onWakeup: (() -> Void)?
  /// The frame clock that decides when frames are drawn.
  public private(set) var clock: FrameClock
  private let loop: EngineLoop
  private var timer: LoopTimer!

  public init(loop: EngineLoop, fps: Double, policy: FrameClock.Policy) {
    self.loop = loop
    clock = FrameClock(fps: fps, policy: policy)
    timer = loop.makeTimer { [unowned self] in self.timerFired() }
  }

  public var isTicking: Bool { clock.deadline != nil }
  public var framesPerSecond: Double { clock.fps }
  public var statistics: FrameClock.Statistics { clock.statistics }

  public func requestFrame(at now: Instant) { apply(clock.stateChanged(at: now)) }

  public func setRunning(_ running: Bool) { apply(clock.afterFrame(keepRunning: running)) }

  /// Disarms the timer; the clock keeps its deadline, as the engine's own clock did when it stopped.
  public func invalidate() { timer.disarm() }

  private func timerFired() {
    onWakeup?()
    let due = clock.deadline ?? loop.now
    guard let frameTime = clock.tick(at: loop.now) else { return }
    onTick?(DisplayTick(timestamp: due, targetTimestamp: frameTime))
  }

  private func apply(_ action: FrameClock.Action) {
    switch action {
    case .none: break
    case .arm(let deadline): timer.arm(at: deadline)
    case .disarm: timer.disarm()
    case .drawNow(let t): onTick?(DisplayTick(timestamp: t, targetTimestamp: t))
    }
  }
}
