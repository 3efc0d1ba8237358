import PlayheadTiming

extension TransitionDriver {
  // MARK: Completion and watchdog

  /// Starts the completion a release policy chose and reports its decision (the seed's rules in their
  /// own words; another platform's named, as `gnome: …`), and the completion when already at its end.
  mutating func complete(_ release: Release, at t: Double, into actions: inout TransitionActions) {
    containerDrivenAt = -.infinity
    let p = interactor?.percentComplete(in: context) ?? 0
    switch release.outcome {
    case .finish: interactor?.finish(&context, at: t, along: release.completion)
    case .cancel: interactor?.cancel(&context, at: t, along: release.completion)
    }
    let reason: DecisionReason
    if release.policy == .uikit, case .transitionRule(let own) = release.reason {
      reason = own
    } else {
      reason = .policy(release.policy, release.reason)
    }
    let decision = Decision(
      outcome: release.outcome, percent: p, velocity: release.velocity, reason: reason,
      duration: interactor?.completion?.duration ?? 0)
    lastDecision = decision
    stage = .completing
    pausedAt = nil
    actions.append(.decision(decision))
    completeIfDue(at: t, into: &actions)
  }

  /// Ends a completion (or key play) that has reached its end: model values settle (reverted on
  /// cancel), then `completeTransition` runs once and the animator hears `animationEnded`.
  @inline(__always)
  mutating func completeIfDue(at t: Double, into actions: inout TransitionActions) {
    // measured, issue 26: the test inline and the work outlined, so an interactive or idle event
    // pays a compare.
    guard completionMayEnd else { return }
    completeIfReachedEnd(at: t, into: &actions)
  }

  /// A completion or key play runs: it may reach its end at any time.
  var completionMayEnd: Bool { pausedAt == nil && (stage == .completing || stage == .playing) }

  @inline(never)
  mutating func completeIfReachedEnd(at t: Double, into actions: inout TransitionActions) {
    let finished: Bool?
    switch stage {
    case .completing:
      finished = interactor?.advance(&context, to: t)
      containerDrivenAt = t
    case .playing:
      // Done once the running container's local time reaches the duration (a rounding's slack).
      let d = duration
      guard context.containerTime(at: t) >= d - 1e-12 * max(1, d) else { return }
      context.containerTiming = .running(from: d, atParentTime: t, speed: 1)
      finished = true
    case .idle, .interactive:
      finished = nil
    }
    guard let finished else { return }
    endAnimations(finished: finished)
    if context.completeTransition(finished) {
      animator.animationEnded(finished)
      completedCount += 1
      actions.append(.completed(finished: finished))
    }
    stage = .idle
    grab = nil
    contextIsSpent = true
    if finished { configuration.isDismissal.toggle() }
  }

  /// The watchdog: an interactive transition with no update for `watchdogTimeout` is cancelled.
  @inline(__always)
  mutating func fireWatchdogIfDue(at t: Double, into actions: inout TransitionActions) {
    // measured, issue 26: the test inline and the cancel outlined (it checks the timeout is on), so an
    // event pays a compare (a NaN or +∞ timeout already fails it).
    guard watchdogMayFire(at: t) else { return }
    cancelForWatchdog(at: t, into: &actions)
  }

  /// The watchdog's test without its checks of the timeout (`cancelForWatchdog` makes them).
  func watchdogMayFire(at t: Double) -> Bool {
    stage == .interactive && t - lastUpdate >= configuration.watchdogTimeout
  }

  /// The watchdog's deadline has passed by the caller's clock (the engine's timer, armed at
  /// `watchdogDeadline` rounded up to the µs, fired): cancels as `advance(to:)` would, even where
  /// `time − lastUpdate` falls a rounding short of the timeout.
  package mutating func expireWatchdog(at time: Double) -> TransitionActions {
    var actions = advance(to: time)
    if let t = accept(time) { cancelForWatchdog(at: t, into: &actions) }
    return actions
  }

  /// Cancels an interactive transition for its watchdog (a finite, positive timeout), at `t`.
  @inline(never)
  mutating func cancelForWatchdog(at t: Double, into actions: inout TransitionActions) {
    guard stage == .interactive, configuration.watchdogIsOn else { return }
    let timeout = configuration.watchdogTimeout
    actions.append(.watchdogCancelled)
    // Cancelled the seeds' way, at rest, whatever the release policy.
    let p = interactor?.percentComplete(in: context) ?? 0
    let run = ReleasePolicy.uikitCompletion(from: p, to: 0, velocity: 0, releaseSituation, at: t)
    let reason = DecisionReason.watchdog(idle: t - lastUpdate, timeout: timeout)
    let release = Release(
      policy: .uikit, outcome: .cancel, velocity: 0, projected: nil, reason: .transitionRule(reason),
      completion: run)
    complete(release, at: t, into: &actions)
  }
}
