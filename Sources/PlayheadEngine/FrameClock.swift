import PlayheadEvents
import PlayheadSystem

/// When frames are drawn: a value-type state machine the engine asks after every input and every tick.
///
/// The clock is armed only while something moves; when nothing does, it holds no deadline and the
/// engine's timer is disarmed, so an idle Playhead wakes up zero times a second.
public struct FrameClock: Sendable {
  /// How frames line up in time.
  public enum Policy: String, Sendable, CaseIterable {
    /// Frames only at `k × period` on the event clock, like a display's refresh grid.
    case grid
    /// An input that changes state is drawn at once when the last frame is at least a period old.
    case immediate
  }

  /// What the engine should do with its timer or its drawing after asking the clock.
  public enum Action: Sendable, Equatable {
    /// Nothing to change: the timer is already armed, or nothing needs drawing.
    case none
    /// Arm the frame timer for this deadline (µs on the event clock).
    case arm(Instant)
    /// Build and write a frame now, at this time.
    case drawNow(Instant)
    /// Disarm the frame timer.
    case disarm
  }

  /// Counters for the HUD, the log and the benchmark.
  public struct Statistics: Sendable, Equatable {
    /// Timer firings handled.
    public var ticks = 0
    /// Frames drawn (ticks plus immediate draws).
    public var frames = 0
    /// Ticks that fired later than `lateTolerance` after their deadline.
    public var lateTicks = 0
    /// Grid points that passed without a frame because a tick came too late.
    public var missedTicks = 0
    /// Timer firings that found nothing armed (should stay 0).
    public var spuriousTicks = 0
    public init() {}
  }

  public let fps: Double
  public let policy: Policy
  /// A tick this much after its deadline counts as late.
  public let lateTolerance: Duration
  /// The timer's current deadline; nil when disarmed.
  public private(set) var deadline: Instant?
  /// The time of the newest frame drawn.
  public private(set) var lastFrame: Instant?
  public private(set) var statistics = Statistics()
  /// The grid cell last looked up (FrameClock+GridCell.swift).
  var cell = GridCell.empty

  /// - Parameters:
  ///   - fps: frames per second, clamped to 1…1000 (a NaN becomes 60).
  ///   - lateTolerance: µs after a deadline from which a tick counts as late (default 1 ms).
  public init(fps: Double = 60, policy: Policy = .grid, lateTolerance: Duration = 1000) {
    self.fps = fps.isNaN ? 60 : min(max(fps, 1), 1000)
    self.policy = policy
    self.lateTolerance = lateTolerance
  }

  /// One frame period in µs, rounded (the grid itself is computed without accumulating this rounding).
  public var period: Duration { Duration(microseconds: Int64((1_000_000 / fps).rounded())) }

  /// The time of grid point `k`: `round(k × 10⁶ / fps)` µs.
  public func gridPoint(_ k: Int64) -> Instant { Self.gridPoint(k, fps: fps) }

  /// The index of the last grid point at or before `t`.
  public func gridIndex(atOrBefore t: Instant) -> Int64 { Self.gridIndex(atOrBefore: t, fps: fps) }

  // Static (measured, issue 26): called as methods from the mutating ones, they copied the whole clock
  // to pass it as `self`.
  static func gridPoint(_ k: Int64, fps: Double) -> Instant {
    // Without libm's `round` (measured, issue 26: two calls per frame and per input in the grid's search).
    Instant(microseconds: FixedPointText.rounded(Double(k) * 1_000_000 / fps))
  }

  static func gridIndex(atOrBefore t: Instant, fps: Double) -> Int64 {
    var k = Int64((Double(t.microseconds) * fps / 1_000_000).rounded(.down))
    // Correct the floating-point guess against the rounded grid times.
    while gridPoint(k, fps: fps) > t { k -= 1 }
    while gridPoint(k + 1, fps: fps) <= t { k += 1 }
    return k
  }

  /// The first grid point strictly after `t`.
  public func gridPoint(after t: Instant) -> Instant { gridPoint(gridIndex(atOrBefore: t) + 1) }

  /// Something changed state at `now` (an input, a key): when should it be drawn?
  public mutating func stateChanged(at now: Instant) -> Action {
    switch policy {
    case .grid:
      let after = max(now - 1, lastFrame ?? Instant.min)
      // Most inputs come while a deadline is armed, whose grid point is also the first after them:
      // the cell found before arming it answers that without the grid's search.
      return armIfNeeded(gridIndex: cellIndex(atOrBefore: after) + 1)
    case .immediate:
      if let last = lastFrame, now - last < period {
        return armIfNeeded(at: last + period)
      }
      deadline = nil
      lastFrame = now
      statistics.frames += 1
      return .drawNow(now)
    }
  }

  /// The frame timer fired at `now`. Returns the time the frame stands for, or nil for a stale firing.
  public mutating func tick(at now: Instant) -> Instant? {
    guard let due = deadline, now >= due else {
      statistics.spuriousTicks += 1
      return nil
    }
    statistics.ticks += 1
    deadline = nil
    let lateness = now - due
    if lateness > lateTolerance { statistics.lateTicks += 1 }
    let frameTime: Instant
    switch policy {
    case .grid:
      // Late past one or more grid points: those frames are missed, this one stands for the newest.
      let due_k = cellIndex(atOrBefore: due)
      // On time (always so on a virtual loop) the index is the same: skip the second search.
      let now_k = now == due ? due_k : cellIndex(atOrBefore: now)
      statistics.missedTicks += Int(now_k - due_k)
      frameTime = cellPoint(now_k)
    case .immediate:
      let periods = lateness / max(period, 1)
      statistics.missedTicks += Int(periods)
      frameTime = now
    }
    lastFrame = frameTime
    statistics.frames += 1
    return frameTime
  }

  /// After a frame: keep ticking (something still moves) or stop.
  public mutating func afterFrame(keepRunning: Bool) -> Action {
    guard keepRunning else { return disarm() }
    guard let last = lastFrame else { return .none }
    switch policy {
    case .grid: return armIfNeeded(gridIndex: cellIndex(atOrBefore: last) + 1)
    case .immediate: return armIfNeeded(at: last + period)
    }
  }

  /// When the frame after the newest can come: the grid point after it, or a period after it
  /// (immediate frames); nil before the first frame. An input before then arms the timer for it.
  public mutating func nextFrameTime() -> Instant? {
    guard let last = lastFrame else { return nil }
    switch policy {
    case .grid: return cellPoint(cellIndex(atOrBefore: last) + 1)
    case .immediate: return last + period
    }
  }

  /// Nothing moves any more: drop the deadline.
  public mutating func disarm() -> Action {
    guard deadline != nil else { return .none }
    deadline = nil
    return .disarm
  }

  private mutating func armIfNeeded(at time: Instant) -> Action {
    if let current = deadline, current <= time { return .none }
    deadline = time
    return .arm(time)
  }

  /// `armIfNeeded(at:)` for grid point `k`.
  private mutating func armIfNeeded(gridIndex k: Int64) -> Action { armIfNeeded(at: cellPoint(k)) }
}
