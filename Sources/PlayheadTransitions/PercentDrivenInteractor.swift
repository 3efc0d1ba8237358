import PlayheadTiming

/// `UIPercentDrivenInteractiveTransition` as a value: it scrubs the container's timeline while a
/// gesture drives it and plays the completion when told to finish or cancel.
///
/// While interactive the container's `speed` is 0 and `timeOffset = duration × percentComplete`.
/// `finish(at:)` with o = timeOffset and r = duration − o runs
/// `timeOffset(t) = o + r × completionCurve((t − t₀) / (r / completionSpeed))`, reaching the duration at
/// t₀ + r / completionSpeed; `cancel(at:)` runs the same backwards with r = o. Then `speed = 1`,
/// `timeOffset = 0`. Finish or cancel before the transition starts are kept and applied when it starts;
/// a second finish or cancel is ignored; `pause(at:)` grabs a running completion where it is.
/// Time is a parameter: nothing here reads a clock.
public struct PercentDrivenInteractor: Sendable {
  /// Named states; each event is handled per state with an exhaustive switch.
  public enum State: Sendable, Hashable {
    /// Created, `startInteractiveTransition` not yet called.
    case waitingToStart
    /// Scrubbed by `update(_:)`: speed 0.
    case interactive
    /// Running the completion toward the end.
    case finishing
    /// Running the completion back to the start.
    case cancelling
    /// The completion reached its end; `completeTransition(finished)` is due or done.
    case completed(finished: Bool)
  }

  /// How a finish or cancel animates (UIKit's curve, or Playhead's velocity-aware extensions).
  public enum CompletionStyle: Sendable {
    /// `completionCurve` at `completionSpeed`.
    case curve
    /// GNOME Shell's velocity-matched easeOutCubic, from the release velocity in percent/s.
    case velocityMatched(velocity: Double)
    /// libadwaita's spring seeded with the release velocity in percent/s.
    case spring(Spring, velocity: Double)
    /// The dynamic transition's physics (its target decides finish or cancel).
    case physics(DynamicMotion)
  }

  /// Where the interactor is in its life: waiting, scrubbed, completing, or done.
  public private(set) var state: State = .waitingToStart
  /// The animator's `transitionDuration`, seconds (set when the transition starts).
  public private(set) var duration: Double = 0
  /// The last percent given to `update(_:)`, clamped to [0, 1].
  public private(set) var percentComplete: Double = 0
  /// UIKit's `completionSpeed`: a value ≤ 0 (or not finite) behaves as 1.
  public var completionSpeed: Double = 1
  /// UIKit's `completionCurve` (easeInEaseOut).
  public var completionCurve: TimingFunction = .easeInEaseOut
  /// UIKit's `wantsInteractiveStart`: false starts playing until paused.
  public var wantsInteractiveStart = true
  /// Slows every completion down by this factor (1 = normal speed).
  public var slowAnimationFactor = 1.0
  /// A finish (`true`) or cancel (`false`) asked for before the start, with its style.
  public private(set) var pending: (finish: Bool, style: CompletionStyle)?
  /// The running (or last) completion.
  public private(set) var completion: CompletionAnimation?

  /// UIKit's defaults unless given; a slow factor that is not positive and finite is read as 1.
  public init(completionSpeed: Double = 1, completionCurve: TimingFunction = .easeInEaseOut, slowAnimationFactor: Double = 1) {
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.slowAnimationFactor = slowAnimationFactor > 0 && slowAnimationFactor.isFinite ? slowAnimationFactor : 1
  }

  /// `startInteractiveTransition(_:)`: the animator's timeline of `duration` seconds is now scrubbed.
  /// A pending finish or cancel starts at once; `wantsInteractiveStart == false` starts playing.
  /// Ignored for a non-finite time (a completion starting at NaN would never end).
  public mutating func startInteractiveTransition(duration: Double, at time: Double) {
    guard time.isFinite else { return }
    switch state {
    case .waitingToStart:
      self.duration = duration.isFinite && duration > 0 ? duration : 0
      state = .interactive
      if let pending {
        self.pending = nil
        if pending.finish { finish(at: time, style: pending.style) } else { cancel(at: time, style: pending.style) }
      } else if !wantsInteractiveStart {
        // Plays at the animation's own pace: a linear run of the remaining timeline at speed 1.
        begin(
          CompletionAnimation.curve(
            from: percentComplete, to: 1, at: time, transitionDuration: self.duration, completionSpeed: 1,
            curve: .linear, slowFactor: slowAnimationFactor), finishing: true)
      }
    case .interactive, .finishing, .cancelling, .completed:
      return
    }
  }

  /// `updateInteractiveTransition(_:)`: clamps to [0, 1]; NaN is ignored. Only while scrubbing (or
  /// before the start, where it sets the starting percent).
  public mutating func update(_ percent: Double) {
    guard !percent.isNaN else { return }
    switch state {
    case .waitingToStart, .interactive:
      percentComplete = min(max(percent, 0), 1)
    case .finishing, .cancelling, .completed:
      return
    }
  }

  /// `finishInteractiveTransition()`. Returns false when ignored (already finishing, cancelling or
  /// done, or a non-finite time: a completion starting at NaN would never end).
  @discardableResult
  public mutating func finish(at time: Double, style: CompletionStyle = .curve) -> Bool {
    guard time.isFinite else { return false }
    switch state {
    case .waitingToStart:
      if pending != nil { return false }
      pending = (true, style)
      return true
    case .interactive:
      begin(makeCompletion(to: 1, style: style, at: time), finishing: true)
      return true
    case .finishing, .cancelling, .completed:
      return false
    }
  }

  /// `cancelInteractiveTransition()`. Returns false when ignored (as `finish(at:style:)`).
  @discardableResult
  public mutating func cancel(at time: Double, style: CompletionStyle = .curve) -> Bool {
    guard time.isFinite else { return false }
    switch state {
    case .waitingToStart:
      if pending != nil { return false }
      pending = (false, style)
      return true
    case .interactive:
      begin(makeCompletion(to: 0, style: style, at: time), finishing: false)
      return true
    case .finishing, .cancelling, .completed:
      return false
    }
  }

  /// `pauseInteractiveTransition()`: a running completion stops where it is and the timeline is
  /// scrubbed again from that percent (no jump). Returns false when there was nothing to pause.
  @discardableResult
  public mutating func pause(at time: Double) -> Bool {
    switch state {
    case .finishing, .cancelling:
      percentComplete = percent(at: time)
      completion = nil
      state = .interactive
      return true
    case .waitingToStart, .interactive, .completed:
      return false
    }
  }

  /// Moves time on to `time`: returns `finished` when the completion reaches its end now (once).
  public mutating func advance(to time: Double) -> Bool? {
    switch state {
    case .finishing, .cancelling:
      guard let completion, completion.isComplete(at: time) else { return nil }
      let finished = completion.targetPercent >= 1
      percentComplete = finished ? 1 : 0
      state = .completed(finished: finished)
      return finished
    case .waitingToStart, .interactive, .completed:
      return nil
    }
  }

  /// Changes the slow-animation factor; a running completion keeps its percent at `time` and runs
  /// the rest at the new pace. Ignored unless positive and finite.
  public mutating func setSlowAnimationFactor(_ factor: Double, at time: Double) {
    guard factor.isFinite && factor > 0 else { return }
    completion?.rescale(by: factor / slowAnimationFactor, at: time)
    slowAnimationFactor = factor
  }

  /// Delays a running completion by `seconds` (a pause of the whole container).
  mutating func delayCompletion(by seconds: Double) {
    completion?.delay(by: seconds)
  }

  /// Percent complete at `time`.
  public func percent(at time: Double) -> Double {
    switch state {
    case .waitingToStart, .interactive:
      return percentComplete
    case .finishing, .cancelling:
      return completion?.percent(at: time) ?? percentComplete
    case .completed(let finished):
      return finished ? 1 : 0
    }
  }

  /// The container's `timeOffset` at `time`: duration × percent while scrubbing or completing, 0 after.
  public func timeOffset(at time: Double) -> Double {
    switch state {
    case .waitingToStart, .interactive, .finishing, .cancelling:
      return duration * percent(at: time)
    case .completed:
      return 0
    }
  }

  /// The container's `speed` at `time`: 0 while scrubbed, the rate of its timeOffset during the
  /// completion (negative when cancelling), 1 afterwards.
  public func speed(at time: Double) -> Double {
    switch state {
    case .waitingToStart, .interactive:
      return 0
    case .finishing, .cancelling:
      return duration * (completion?.velocity(at: time) ?? 0)
    case .completed:
      return 1
    }
  }

  private mutating func begin(_ run: CompletionAnimation, finishing: Bool) {
    completion = run
    state = finishing ? .finishing : .cancelling
  }

  private func makeCompletion(to target: Double, style: CompletionStyle, at time: Double) -> CompletionAnimation {
    switch style {
    case .curve:
      return .curve(
        from: percentComplete, to: target, at: time, transitionDuration: duration, completionSpeed: completionSpeed,
        curve: completionCurve, slowFactor: slowAnimationFactor)
    case .velocityMatched(let velocity):
      return .velocityMatched(from: percentComplete, to: target, velocity: velocity, at: time, slowFactor: slowAnimationFactor)
    case .spring(let spring, let velocity):
      return .spring(from: percentComplete, to: target, velocity: velocity, spring: spring, at: time, slowFactor: slowAnimationFactor)
    case .physics(let motion):
      return .physics(motion, at: time, slowFactor: slowAnimationFactor)
    }
  }
}
