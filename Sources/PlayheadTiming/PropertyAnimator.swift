/// `UIViewPropertyAnimator` as a value type driven by explicit times: the interruptible path.
///
/// It tracks the timeline position τ (0 = start values, 1 = end values, linear in time) and the shown
/// progress (τ along the curve). `fractionComplete` is τ measured in the direction of travel, so
/// toggling `isReversed` maps f to 1 − f. While paused after scrubbing with `scrubsLinearly`, the
/// shown progress is τ itself; resuming from a scrub or a reversal re-times the rest from the shown
/// progress so nothing jumps. Completion handlers run exactly once, in the order they were added.
public struct PropertyAnimator {
  /// The animator's nominal duration (seconds).
  public let duration: Double
  /// The timing parameters of the current run.
  public internal(set) var curve: AnimatorCurve
  /// inactive / active / stopped.
  public internal(set) var state: AnimatingState = .inactive
  /// True while time moves the animation (active and not paused).
  public internal(set) var isRunning = false
  /// When true, reaching the end pauses instead of completing (the animator stays active).
  public var pausesOnCompletion = false
  /// When true (UIKit's default), the shown progress is linear in `fractionComplete` while scrubbing.
  public var scrubsLinearly = true
  /// The most recent completion position, once the animator has completed.
  public internal(set) var completedPosition: AnimatingPosition?

  // The timeline position where the current segment began, and the segment itself.
  var tau0 = 0.0
  var progress0 = 0.0
  var tauTarget = 1.0
  var segmentStart = 0.0
  var segmentDuration: Double
  var pausedTau = 0.0
  var pausedProgress = 0.0
  var scrubbed = false
  var pausedAt: Double?
  var reversed = false
  var completions: [(AnimatingPosition) -> Void] = []
  /// The layer properties this animator moves (see `addAnimations(to:_:)`).
  public internal(set) var tracks: [AnimatorTrack] = []

  /// An animator of `duration` seconds along `curve` (easeInEaseOut by default); throws for a negative
  /// or non-finite duration.
  public init(duration: Double, curve: AnimatorCurve = .default) throws(TimingError) {
    try TimingError.requireNonNegative(duration, "duration")
    self.duration = duration
    self.curve = curve
    self.segmentDuration = duration
  }

  /// Adds a handler called once with the final position when the animator completes.
  public mutating func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Reading

  /// τ at `time`: frozen while paused, moving linearly toward the target while running.
  public func timelinePosition(at time: Double) -> Double {
    guard isRunning else { return pausedTau }
    return tau0 + (tauTarget - tau0) * segmentFraction(at: time)
  }

  /// Fraction of the current segment elapsed at `time`, 0…1 (1 for a zero-length segment).
  func segmentFraction(at time: Double) -> Double {
    if segmentDuration <= 0 { return 1 }
    let u = (time - segmentStart) / segmentDuration
    return u.isNaN ? 0 : min(max(u, 0), 1)
  }

  /// `fractionComplete` at `time`: τ in the direction of travel.
  public func fractionComplete(at time: Double) -> Double {
    let tau = timelinePosition(at: time)
    return reversed ? 1 - tau : tau
  }

  /// The shown progress at `time` (0 = start values, 1 = end values; a spring may overshoot).
  public func progress(at time: Double) -> Double {
    guard isRunning else { return pausedProgress }
    let u = segmentFraction(at: time)
    let target = tauTarget
    return progress0 + (target - progress0) * curve.progress(at: u, duration: segmentDuration)
  }

  /// `from + (to − from) × progress(at: time)`: a property's shown value.
  public func value(from: Double, to: Double, at time: Double) -> Double {
    from + (to - from) * progress(at: time)
  }

  /// `isReversed`.
  public var isReversed: Bool { reversed }

  // MARK: Driving

  /// `startAnimation()` at `time` (or `startAnimation(afterDelay:)`): runs from where it is, the
  /// clock starting `delay` seconds later. Not allowed once stopped; a negative delay is rejected.
  public mutating func startAnimation(at time: Double, afterDelay delay: Double = 0) throws(TimingError) {
    try TimingError.requireFinite(time, "time")
    try TimingError.requireNonNegative(delay, "delay")
    switch state {
    case .stopped:
      throw .invalidState("startAnimation while stopped; call finishAnimation(at:)")
    case .inactive, .active:
      guard !isRunning else { return }
      state = .active
      resume(at: time + delay, curve: curve, durationFactor: 0)
    }
  }

  /// `pauseAnimation()` at `time`: freezes the shown state (activating an inactive animator at 0).
  /// A non-finite time is rejected: kept as the pause instant, it would shift the resumed segment to NaN.
  public mutating func pauseAnimation(at time: Double) throws(TimingError) {
    try TimingError.requireFinite(time, "time")
    switch state {
    case .stopped:
      throw .invalidState("pauseAnimation while stopped")
    case .inactive:
      state = .active
    case .active:
      freeze(at: time)
    }
  }

  /// Sets `fractionComplete` while paused (activating an inactive animator). Throws while running or
  /// stopped, or for a non-finite value; values are clamped to 0…1.
  public mutating func setFractionComplete(_ fraction: Double) throws(TimingError) {
    try TimingError.requireFinite(fraction, "fractionComplete")
    switch state {
    case .stopped:
      throw .invalidState("fractionComplete set while stopped")
    case .inactive, .active:
      guard !isRunning else { throw .invalidState("fractionComplete set while running; pause first") }
      state = .active
      let f = min(max(fraction, 0), 1)
      pausedTau = reversed ? 1 - f : f
      pausedProgress = scrubsLinearly ? pausedTau : curve.progress(at: pausedTau, duration: duration)
      scrubbed = true
    }
  }

  /// Sets `isReversed` at `time`. While running, the animation turns around where it is and plays
  /// back over the part already played; a running animator ignores a non-finite time (there is no
  /// "where it is" to turn around at).
  public mutating func setReversed(_ newValue: Bool, at time: Double) {
    guard newValue != reversed else { return }
    if isRunning {
      guard time.isFinite else { return }
      freeze(at: time)
      reversed = newValue
      resume(at: time, curve: curve, durationFactor: 0, forceRetime: true)
    } else {
      reversed = newValue
      scrubbed = true
    }
  }

  /// `continueAnimation(withTimingParameters:durationFactor:)` at `time`, while paused: resumes along
  /// `timing` (nil keeps the current curve) over `durationFactor × duration`, or, with factor 0, the
  /// time that remains of the original duration.
  public mutating func continueAnimation(
    timing newCurve: AnimatorCurve?, durationFactor: Double, at time: Double
  )
    throws(TimingError)
  {
    try TimingError.requireFinite(time, "time")
    try TimingError.requireNonNegative(durationFactor, "durationFactor")
    switch state {
    case .inactive, .stopped:
      throw .invalidState("continueAnimation requires an active animator")
    case .active:
      guard !isRunning else { throw .invalidState("continueAnimation while running; pause first") }
      resume(at: time, curve: newCurve ?? curve, durationFactor: durationFactor, forceRetime: newCurve != nil)
    }
  }

  /// `stopAnimation(_:)` at `time`. Without finishing: the animator goes inactive at the current
  /// position and completions do not run (as UIKit). Otherwise it waits, stopped, for
  /// `finishAnimation(at:)`.
  public mutating func stopAnimation(withoutFinishing: Bool, at time: Double) throws(TimingError) {
    try TimingError.requireFinite(time, "time")
    switch state {
    case .inactive:
      throw .invalidState("stopAnimation on an inactive animator")
    case .stopped:
      throw .invalidState("stopAnimation on a stopped animator")
    case .active:
      freeze(at: time)
      state = withoutFinishing ? .inactive : .stopped
      if withoutFinishing { completions.removeAll() }
    }
  }

  /// `finishAnimation(at:)`: completes a stopped animator at `position`; returns it.
  @discardableResult
  public mutating func finishAnimation(at position: AnimatingPosition) throws(TimingError)
    -> AnimatingPosition
  {
    switch state {
    case .inactive, .active:
      throw .invalidState("finishAnimation requires a stopped animator")
    case .stopped:
      switch position {
      case .end: settle(tau: 1)
      case .start: settle(tau: 0)
      case .current: break
      }
      complete(at: position)
      return position
    }
  }

  /// Moves the clock to `time`: when a run reaches its end the animator completes (or pauses, with
  /// `pausesOnCompletion`). Returns the completion position exactly once, when it happens.
  public mutating func advance(to time: Double) -> AnimatingPosition? {
    guard isRunning, segmentFraction(at: time) >= 1 else { return nil }
    let position: AnimatingPosition = tauTarget >= 1 ? .end : .start
    settle(tau: tauTarget)
    if pausesOnCompletion { return nil }
    complete(at: position)
    return position
  }
}
