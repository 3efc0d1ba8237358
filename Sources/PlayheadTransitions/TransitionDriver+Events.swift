import PlayheadEvents
import PlayheadGestures
import PlayheadTiming

extension TransitionDriver {
  // MARK: Events

  /// A gesture snapshot in container points: began starts (or grabs) an interactive transition,
  /// changed updates the percent, ended decides, cancelled (or failed) cancels.
  public mutating func handle(_ gesture: GestureSnapshot, at time: Double) -> TransitionActions {
    guard let t = accept(time) else { return TransitionActions() }
    // Measured, issue 26: an update (most events) returns empty actions made in place; actions made
    // in a variable that handlers append to are copied twice on the way out.
    if gesture.state == .changed && !watchdogMayFire(at: t) {
      changed(gesture, at: t)
      return TransitionActions()
    }
    return handleActing(gesture, at: t)
  }

  @inline(never)
  mutating func handleActing(_ gesture: GestureSnapshot, at t: Double) -> TransitionActions {
    var actions = TransitionActions()
    fireWatchdogIfDue(at: t, into: &actions)
    switch gesture.state {
    case .began: began(gesture, at: t, into: &actions)
    case .changed: changed(gesture, at: t)
    case .ended: ended(gesture, at: t, ending: .lifted, into: &actions)
    case .cancelled:
      ended(gesture, at: t, ending: .cancelled(byLibinput: gesture.libinputCancelled), into: &actions)
    case .failed: ended(gesture, at: t, ending: .cancelled(byLibinput: false), into: &actions)
    case .possible: break
    }
    return actions
  }

  /// The space key: plays the transition without an interactor (ignored unless idle).
  public mutating func trigger(at time: Double) -> TransitionActions {
    var actions = TransitionActions()
    guard let t = accept(time) else { return actions }
    fireWatchdogIfDue(at: t, into: &actions)
    switch stage {
    case .idle:
      prepareContext(isInteractive: false)
      interactor = transitioningDelegate.interactionController(for: animator, interactionInProgress: false)
      // No interactor: the container runs from its start at the animations' own pace (slowed by the
      // slow-animation factor through its speed), as a UIKit transition started without a gesture.
      context.containerTiming = .running(
        from: 0, atParentTime: t, speed: 1 / configuration.effectiveSlowFactor)
      stage = .playing
      actions.append(.began(interactive: false))
      completeIfDue(at: t, into: &actions)
    case .interactive, .completing, .playing:
      break
    }
    return actions
  }

  /// Moves the clock on: ends a completion that reached its end, fires the watchdog.
  public mutating func advance(to time: Double) -> TransitionActions {
    // Measured, issue 26: as `handle`, a clock that moves nothing on returns empty actions made in place.
    guard let t = accept(time), watchdogMayFire(at: t) || completionMayEnd else { return TransitionActions() }
    return advanceActing(to: t)
  }

  @inline(never)
  mutating func advanceActing(to t: Double) -> TransitionActions {
    var actions = TransitionActions()
    fireWatchdogIfDue(at: t, into: &actions)
    completeIfDue(at: t, into: &actions)
    return actions
  }

  /// The p key: pauses a running completion (or key play) where it is, or resumes it: Apple's QA1673
  /// on the container layer (`timeOffset = convertTime(now)`, `speed = 0`; resumed with `beginTime`).
  /// A completion's display link is held meanwhile and goes on from where it stopped.
  public mutating func togglePause(at time: Double) -> TransitionActions {
    var actions = TransitionActions()
    guard let t = accept(time) else { return actions }
    containerDrivenAt = -.infinity
    switch stage {
    case .completing, .playing:
      if let since = pausedAt {
        pausedAt = nil
        if stage == .playing {
          context.layers.resume(context.container, atGlobal: t, speed: 1 / configuration.effectiveSlowFactor)
        } else {
          interactor?.delayCompletion(by: t - since)
          interactor?.drive(&context, at: t)
        }
        actions.append(.paused(false))
        completeIfDue(at: t, into: &actions)
      } else {
        if stage == .completing { interactor?.drive(&context, at: t) }
        context.layers.pause(context.container, atGlobal: t)
        pausedAt = t
        actions.append(.paused(true))
      }
    case .idle, .interactive:
      break
    }
    return actions
  }

  /// The s key: changes the slow-animation factor at once. A running completion or key play keeps
  /// its percent at `time` and runs the rest at the new pace; later completions use it too.
  /// Ignored unless the factor is positive and finite.
  public mutating func setSlowAnimationFactor(_ factor: Double, at time: Double) {
    guard factor.isFinite && factor > 0, let t = accept(time) else { return }
    containerDrivenAt = -.infinity
    let at = pausedAt ?? t
    if stage == .playing && pausedAt == nil {
      // The key play's pace is the container's speed: re-paced from where it is now, no jump.
      context.containerTiming = .running(
        from: context.containerTime(at: t), atParentTime: t, speed: 1 / factor)
    }
    interactor?.setSlowAnimationFactor(factor, at: at)
    configuration.slowAnimationFactor = factor
    transitioningDelegate.configuration.slowAnimationFactor = factor
  }

  /// Swaps presentation and dismissal while idle; returns false (and changes nothing) otherwise.
  @discardableResult
  public mutating func reverseDirection() -> Bool {
    guard stage == .idle else { return false }
    configuration.isDismissal.toggle()
    contextIsSpent = true
    prepareContext(isInteractive: false)
    return true
  }

  /// Scrubs to `percent` as an interactive transition would (starting one when idle): `playhead
  /// sample` and scripted use.
  @discardableResult
  public mutating func scrub(to percent: Double, at time: Double) -> TransitionActions {
    var actions = TransitionActions()
    guard let t = accept(time) else { return actions }
    fireWatchdogIfDue(at: t, into: &actions)
    if stage != .interactive {
      var began = GestureSnapshot(kind: .swipe, fingers: 3, state: .began, time: 0, units: .millimetres)
      began.scale = 1
      self.began(began, at: t, into: &actions)
    }
    guard stage == .interactive, !percent.isNaN else { return actions }
    update(to: percent, at: t)
    return actions
  }

  // MARK: Handlers (one per event, a switch over the stage)

  // The handlers append to the caller's actions (measured, issue 26): returning a collection from each
  // built, copied and destroyed one of some 230 bytes per call, though nearly all are empty.

  mutating func began(_ s: GestureSnapshot, at t: Double, into actions: inout TransitionActions) {
    switch stage {
    case .idle:
      prepareContext(isInteractive: true)
      var fresh = transitioningDelegate.interactionController(for: animator, interactionInProgress: true)
      fresh?.startInteractiveTransition(&context, at: t)
      interactor = fresh
      grab = nil
      axis = descriptor.percentMapping.defaultAxis(direction: direction)
      lastUpdate = t
      stage = .interactive
      track.begin(at: t, percent: 0)
      actions.append(.began(interactive: true))
    case .interactive, .completing, .playing:
      // `percent(at:)`'s rule on the parts (measured, issue 26: `percent(at:)` copied the whole driver).
      let grabbed = Self.percent(
        at: pausedAt ?? t, stage: stage, pausedAt: pausedAt, interactor: interactor, context: context)
      switch stage {
      case .completing:
        interactor?.pause(&context, at: pausedAt ?? t)
      case .playing:
        var fresh = transitioningDelegate.interactionController(for: animator, interactionInProgress: true)
        fresh?.update(grabbed, in: &context)
        fresh?.startInteractiveTransition(&context, at: t)
        interactor = fresh
      case .idle, .interactive:
        break
      }
      context.pauseInteractiveTransition()
      pausedAt = nil
      grab = (
        grabbed,
        descriptor.percentMapping.signedPercent(of: s, axis: axis, container: configuration.container)
      )
      lastUpdate = t
      stage = .interactive
      track.begin(at: t, percent: grabbed)
      actions.append(.regrabbed(percent: grabbed))
    }
  }

  /// An update acts on nothing but the transition (a changed gesture never ends one).
  mutating func changed(_ s: GestureSnapshot, at t: Double) {
    switch stage {
    case .interactive:
      let raw = rawPercent(of: s)
      if !raw.isNaN {
        update(to: raw, at: t)
        track.update(at: t, percent: interactor?.percentComplete(in: context) ?? raw)
      }
    case .idle, .completing, .playing:
      break  // an update with no transition to drive (after completion, or before a began)
    }
  }

  mutating func ended(
    _ s: GestureSnapshot, at t: Double, ending: GestureTrack.Ending, into actions: inout TransitionActions
  ) {
    switch stage {
    case .interactive:
      let raw = rawPercent(of: s)
      if !raw.isNaN { update(to: raw, at: t) }
      let current = interactor?.percentComplete(in: context) ?? 0
      var velocity = descriptor.percentMapping.velocity(of: s, axis: axis, container: configuration.container)
      if !velocity.isFinite { velocity = 0 }
      // an END that moved it
      if abs(track.percent - current) > 1e-9 { track.update(at: t, percent: current) }
      track.release(at: t, ending: ending, recognizerVelocity: velocity, percent: raw)
      complete(configuration.policy.release(track, in: releaseSituation), at: t, into: &actions)
    case .idle, .completing, .playing:
      break
    }
  }

  // MARK: Helpers

  /// +1 for a presentation, −1 for a dismissal.
  var direction: Double { configuration.isDismissal ? -1 : 1 }

  /// The snapshot's percent: the seed's formula for a fresh gesture, or the grabbed percent plus the
  /// travel since the grab. Latches the progress axis.
  mutating func rawPercent(of s: GestureSnapshot) -> Double {
    let mapping = descriptor.percentMapping
    if let grab {
      return grab.base + mapping.signedPercent(of: s, axis: axis, container: configuration.container)
        - grab.origin
    }
    axis = mapping.progressAxis(of: s, latched: axis, direction: direction)
    return mapping.percent(of: s, container: configuration.container, direction: direction)
  }

  /// The percent goes to the interactor, which sets the container's timeOffset (nothing else keeps it).
  // Always inlined (measured, issue 26): on every update the call cost more than this small body.
  @inline(__always)
  mutating func update(to percent: Double, at t: Double) {
    interactor?.update(percent, in: &context)
    lastUpdate = t
  }

  /// What a release policy needs to know of this transition now.
  public var releaseSituation: ReleaseSituation {
    var situation = ReleaseSituation(
      rule: policy, duration: duration, completionSpeed: configuration.completionSpeed,
      completionCurve: configuration.completionCurve, slowFactor: configuration.effectiveSlowFactor,
      verticalAxis: axis.y != 0, containerWidth: configuration.container.width,
      fullTravelPoints: descriptor.percentMapping.fullTravelPoints(in: configuration.container))
    situation.completion = configuration.completion
    situation.spring = configuration.spring
    situation.isDynamic = descriptor.kind == .dynamic
    return situation
  }

  /// A usable event time: NaN and infinities are refused; an earlier time counts as the latest seen.
  mutating func accept(_ time: Double) -> Double? {
    guard time.isFinite else { return nil }
    clock = max(clock, time)
    return clock
  }

  /// Ends the context's animations: the prepared settled tree when the context came from the
  /// prepared one (written in place, no allocation), else `endAnimations(finished:)` on the context
  /// itself. The container keeps the timing the completion left it with (running, no jump).
  mutating func endAnimations(finished: Bool) {
    let timing = context.containerTiming
    // The prepared transitions read field by field, here and below (measured, issue 26): taking one
    // out whole copied both directions (a retain and a release of each of their references).
    let settled: LayerTree?
    if !contextIsPrepared {
      settled = nil
    } else if context.isDismissal {
      settled = finished ? prepared.dismissal?.finishedLayers : prepared.dismissal?.cancelledLayers
    } else {
      settled = finished ? prepared.presentation?.finishedLayers : prepared.presentation?.cancelledLayers
    }
    if let settled {
      context.layers.assign(from: settled)
    } else {
      context.endAnimations(finished: finished)
    }
    context.containerTiming = timing
  }

  /// A fresh context for the next transition (after one completed or the direction changed): the
  /// prepared one (swapped in when made ready at rest, else copied), or (if that could not be built)
  /// one built now.
  mutating func prepareContext(isInteractive: Bool) {
    let isDismissal = configuration.isDismissal
    if contextIsSpent, let readyAnimator = preparedAnimator(isDismissal: isDismissal) {
      if spareDirection == isDismissal {
        // Made ready at rest (`prepareNextContext()`): swapped in, not copied now.
        swap(&context, &spare)
        spareDirection = nil
      } else if let ready = preparedContext(isDismissal: isDismissal) {
        context.assign(from: ready)
      }
      animator = readyAnimator
      contextIsPrepared = true
      contextIsSpent = false
    } else if contextIsSpent {
      animator = transitioningDelegate.animationController(isDismissal: configuration.isDismissal)
      if let fresh = try? Self.readyContext(
        transitioningDelegate, animator: animator, isDismissal: configuration.isDismissal)
      {
        context = fresh
        context.layers.makeStorageUnique()
        contextIsPrepared = false
      }
      contextIsSpent = false
    }
    context.isInteractive = isInteractive
  }
}
