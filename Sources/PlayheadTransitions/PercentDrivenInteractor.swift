import PlayheadTiming

/// `UIPercentDrivenInteractiveTransition` as a value: it scrubs the container layer's timeline while a
/// gesture drives it and plays the completion when told to finish or cancel.
///
/// It moves the context's container layer, which is the only place the percent lives: while
/// interactive the container's `speed` is 0 and `timeOffset = duration × percentComplete`. `finish`
/// with o = timeOffset and r = duration − o drives, frame by frame (`advance(_:to:)`, UIKit's display
/// link), `timeOffset(t) = o + r × completionCurve((t − t₀) / (r / completionSpeed))`, reaching the
/// duration at t₀ + r / completionSpeed; `cancel` runs the same backwards with r = o. At the end the
/// container is set running (`speed = 1`, `timeOffset = 0`, `beginTime` so that its local time does not
/// jump). Finish or cancel before the transition starts are kept and applied when it starts; a second
/// finish or cancel is ignored; `pause` grabs a running completion where it is.
/// Time is a parameter: nothing here reads a clock.
public struct PercentDrivenInteractor: Sendable {
  /// Named states; each event is handled per state with an exhaustive switch.
  public enum State: Sendable, Hashable {
    /// Created, `startInteractiveTransition` not yet called.
    case waitingToStart
    /// Scrubbed by `update(_:in:)`: the container's speed is 0.
    case interactive
    /// Running the completion toward the end.
    case finishing
    /// Running the completion back to the start.
    case cancelling
    /// The completion reached its end; `completeTransition(finished)` is due or done.
    case completed(finished: Bool)
  }

  /// Where the interactor is in its life: waiting, scrubbed, completing, or done.
  public private(set) var state: State = .waitingToStart
  /// The animator's `transitionDuration`, seconds (taken from the context when the transition starts).
  public private(set) var duration: Double = 0
  /// The percent given to `update` before the start (UIKit allows it); from the start on the
  /// container's timeOffset holds the percent.
  public private(set) var startingPercent: Double = 0
  /// UIKit's `completionSpeed`: a value ≤ 0 (or not finite) behaves as 1.
  public var completionSpeed: Double = 1
  /// UIKit's `completionCurve` (easeInEaseOut).
  public var completionCurve: TimingFunction = .easeInEaseOut
  /// UIKit's `wantsInteractiveStart`: false starts playing until paused.
  public var wantsInteractiveStart = true
  /// Slows every completion's display link down by this factor (1 = normal speed).
  public var slowAnimationFactor = 1.0
  /// A finish (`true`) or cancel (`false`) asked for before the start, with the completion it was
  /// given (nil: UIKit's `completionCurve` at `completionSpeed`).
  public private(set) var pending: (finish: Bool, completion: CompletionAnimation?)?
  /// The running (or last) completion: the curve the display link drives the timeOffset along.
  public private(set) var completion: CompletionAnimation?

  /// UIKit's defaults unless given; a slow factor that is not positive and finite is read as 1.
  public init(
    completionSpeed: Double = 1, completionCurve: TimingFunction = .easeInEaseOut,
    slowAnimationFactor: Double = 1
  ) {
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.slowAnimationFactor =
      slowAnimationFactor > 0 && slowAnimationFactor.isFinite ? slowAnimationFactor : 1
  }

  /// `startInteractiveTransition(_:)`: the context's timeline of `transitionDuration` seconds is now
  /// scrubbed: its container freezes at the starting percent. A pending finish or cancel starts at
  /// once; `wantsInteractiveStart == false` starts playing. Ignored for a non-finite time (a
  /// completion starting at NaN would never end).
  public mutating func startInteractiveTransition(_ context: inout TransitionContext, at time: Double) {
    guard time.isFinite else { return }
    switch state {
    case .waitingToStart:
      let d = context.transitionDuration
      duration = d.isFinite && d > 0 ? d : 0
      context.isInteractive = true
      context.updateInteractiveTransition(startingPercent)
      state = .interactive
      if let pending {
        self.pending = nil
        _ = end(toward: pending.finish ? 1 : 0, &context, at: time, along: pending.completion)
      } else if !wantsInteractiveStart {
        // Plays at the animation's own pace: a linear run of the remaining timeline at speed 1.
        begin(
          CompletionAnimation.curve(
            from: startingPercent, to: 1, at: time, transitionDuration: duration, completionSpeed: 1,
            curve: .linear, slowFactor: slowAnimationFactor), finishing: true, in: &context, at: time)
      }
    case .interactive, .finishing, .cancelling, .completed:
      return
    }
  }

  /// `updateInteractiveTransition(_:)`: clamps to [0, 1]; NaN is ignored. While scrubbing it sets the
  /// container's timeOffset; before the start it sets the starting percent; otherwise it is ignored.
  public mutating func update(_ percent: Double, in context: inout TransitionContext) {
    guard !percent.isNaN else { return }
    switch state {
    case .waitingToStart:
      startingPercent = min(max(percent, 0), 1)
    case .interactive:
      context.updateInteractiveTransition(percent)
    case .finishing, .cancelling, .completed:
      return
    }
  }

  /// `percentComplete`: the starting percent before the start, the container's afterwards.
  // Always inlined (measured, issue 26): called on the driver's optional interactor, an outlined call
  // copied the whole interactor (808 bytes) and part of the context on every update.
  @inline(__always)
  public func percentComplete(in context: TransitionContext) -> Double {
    switch state {
    case .waitingToStart: return startingPercent
    case .interactive, .finishing, .cancelling: return context.percentComplete
    case .completed(let finished): return finished ? 1 : 0
    }
  }

  /// `finishInteractiveTransition()`, along `completion` — one a release policy built (velocity-aware
  /// curves, springs, the dynamic physics) — or, when nil, UIKit's `completionCurve` at
  /// `completionSpeed`. Returns false when ignored (already finishing, cancelling or done, or a
  /// non-finite time: a completion starting at NaN would never end).
  @discardableResult
  public mutating func finish(
    _ context: inout TransitionContext, at time: Double, along completion: CompletionAnimation? = nil
  ) -> Bool {
    end(toward: 1, &context, at: time, along: completion)
  }

  /// `cancelInteractiveTransition()`. Returns false when ignored (as `finish(_:at:along:)`).
  @discardableResult
  public mutating func cancel(
    _ context: inout TransitionContext, at time: Double, along completion: CompletionAnimation? = nil
  ) -> Bool {
    end(toward: 0, &context, at: time, along: completion)
  }

  private mutating func end(
    toward target: Double, _ context: inout TransitionContext, at time: Double,
    along completion: CompletionAnimation?
  ) -> Bool {
    guard time.isFinite else { return false }
    switch state {
    case .waitingToStart:
      if pending != nil { return false }
      pending = (target >= 1, completion)
      return true
    case .interactive:
      let run = completion ?? uikitCompletion(from: context.percentComplete, to: target, at: time)
      begin(run, finishing: run.targetPercent >= 1, in: &context, at: time)
      return true
    case .finishing, .cancelling, .completed:
      return false
    }
  }

  /// `pauseInteractiveTransition()`: a running completion stops where it is and the container is
  /// scrubbed again from that percent (no jump). Returns false when there was nothing to pause.
  @discardableResult
  public mutating func pause(_ context: inout TransitionContext, at time: Double) -> Bool {
    switch state {
    case .finishing, .cancelling:
      drive(&context, at: time)
      completion = nil
      state = .interactive
      context.pauseInteractiveTransition()
      return true
    case .waitingToStart, .interactive, .completed:
      return false
    }
  }

  /// The display link's tick at `time`: sets the container's timeOffset along the running completion.
  /// When the completion reaches its end the container is set running from there (speed 1, timeOffset
  /// 0, beginTime = time − local time) and this returns `finished`, once.
  public mutating func advance(_ context: inout TransitionContext, to time: Double) -> Bool? {
    switch state {
    case .finishing, .cancelling:
      guard let completion, completion.isComplete(at: time) else {
        drive(&context, at: time)
        return nil
      }
      let finished = completion.targetPercent >= 1
      context.containerTiming = .running(from: finished ? duration : 0, atParentTime: time, speed: 1)
      state = .completed(finished: finished)
      return finished
    case .waitingToStart, .interactive, .completed:
      return nil
    }
  }

  /// The display link's frame work without the ending: the container's timeOffset at `time` along the
  /// running completion (`speed = 0`), so the tree can be sampled at `time`.
  public func drive(_ context: inout TransitionContext, at time: Double) {
    context.containerTiming = containerTiming(at: time, in: context)
  }

  /// The container's timing as the display link sets it at `time`: frozen at `duration × percent` of
  /// the running completion; the context's own timing in every other state.
  public func containerTiming(at time: Double, in context: TransitionContext) -> MediaTiming {
    switch state {
    case .finishing, .cancelling:
      guard let completion else { return context.containerTiming }
      return MediaTiming(timeOffset: duration * completion.percent(at: time), speed: 0)
    case .waitingToStart, .interactive, .completed:
      return context.containerTiming
    }
  }

  /// Percent complete at `time`: the container's local time then (as `containerTiming(at:in:)` sets
  /// it) over the duration.
  public func percent(at time: Double, in context: TransitionContext) -> Double {
    switch state {
    case .waitingToStart: return startingPercent
    case .completed(let finished): return finished ? 1 : 0
    case .interactive, .finishing, .cancelling:
      let timing = containerTiming(at: time, in: context)
      return TransitionContext.fraction(timing.localTime(fromParent: time), of: context.transitionDuration)
    }
  }

  /// Changes the slow-animation factor; a running completion keeps its percent at `time` and runs
  /// the rest at the new pace. Ignored unless positive and finite.
  public mutating func setSlowAnimationFactor(_ factor: Double, at time: Double) {
    guard factor.isFinite && factor > 0 else { return }
    completion?.rescale(by: factor / slowAnimationFactor, at: time)
    slowAnimationFactor = factor
  }

  /// Delays a running completion by `seconds` (its display link was held by a pause).
  mutating func delayCompletion(by seconds: Double) {
    completion?.delay(by: seconds)
  }

  private mutating func begin(
    _ run: CompletionAnimation, finishing: Bool, in context: inout TransitionContext, at time: Double
  ) {
    completion = run
    state = finishing ? .finishing : .cancelling
    if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    drive(&context, at: time)
  }

  /// UIKit's own completion: `completionCurve` at `completionSpeed` over the timeline left to play.
  private func uikitCompletion(from p0: Double, to target: Double, at time: Double) -> CompletionAnimation {
    .curve(
      from: p0, to: target, at: time, transitionDuration: duration, completionSpeed: completionSpeed,
      curve: completionCurve, slowFactor: slowAnimationFactor)
  }
}
