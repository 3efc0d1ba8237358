import PlayheadEvents
import PlayheadTransitions

/// The drivers' actions, the commands, the slow factor and reloaded slots.
extension EngineCore {
  /// What the active driver asked: its state changes here, its records go out as actions.
  mutating func perform(
    _ driverActions: TransitionActions, at t: Instant, into actions: inout EngineActions
  ) {
    // Most events and frames act on nothing: skip copying the actions into an iterator (measured).
    if driverActions.isEmpty { return }
    // By index: a `for in` copies the whole actions (decisions included) into its iterator (measured).
    for i in 0..<driverActions.count {
      switch driverActions[i] {
      case .began:
        decision = nil
      case .regrabbed:
        decision = nil
        // Fingers that grab a paused completion take it over: it is no longer paused.
        isPaused = false
      case .paused(let paused):
        isPaused = paused
      case .decision(let d):
        decision = d
        lastDecision = d
        // A release, not the watchdog (whose gesture never ended).
        if drivers[active].track.ending != .none { actions.append(.release) }
        actions.append(.logDecision(at: t))
      case .completed(let finished):
        actions.append(.logComplete(finished: finished, at: t))
        if isPaused { isPaused = false }
      case .watchdogCancelled:
        break
      }
    }
  }

  mutating func handle(_ command: EngineCommand, at now: Instant, into actions: inout EngineActions) {
    switch command {
    case .quit:
      actions.append(.quit)
      return
    case .play:
      perform(drivers[active].trigger(at: now.seconds), at: now, into: &actions)
    case .reverse:
      _ = drivers[active].reverseDirection()
    case .toggleSlow:
      isSlow.toggle()
      applySlowFactor()
    case .togglePause:
      perform(drivers[active].togglePause(at: now.seconds), at: now, into: &actions)
    case .replaceSlot(let index, let slot):
      guard configuration.slots.indices.contains(index) else { return }
      pendingSlots[index] = slot
      applyPendingSlots(into: &actions)
      return
    case .settle:
      settle(at: now, into: &actions)
      return
    }
    actions.append(.requestFrame)
  }

  /// Cancels the gesture under way at `now` and runs the completion to its end in one step.
  mutating func settle(at now: Instant, into actions: inout EngineActions) {
    guard drivers[active].needsFrames else { return }
    if let gesture = lastGesture, gesture.state == .began || gesture.state == .changed {
      var cancel = gesture
      cancel.state = .cancelled
      cancel.time = now
      let fullTravel = configuration.slots[active].descriptor.fullTravelPoints
      let mapped = binding(active).map(cancel, container: container, fullTravelPoints: fullTravel)
      perform(drivers[active].handle(mapped, at: now.seconds), at: now, into: &actions)
    }
    let end = now + 3_600_000_000
    perform(drivers[active].advance(to: end.seconds), at: now, into: &actions)
  }

  /// Gives every resting transition the current slow-animations factor; a running one gets it when it
  /// comes to rest (the driver takes its configuration at creation).
  mutating func applySlowFactor() {
    let factor = isSlow ? configuration.slowFactor : 1
    for i in drivers.indices
    where drivers[i].configuration.slowAnimationFactor != factor && drivers[i].phase == .idle {
      var c = drivers[i].configuration
      c.slowAnimationFactor = factor
      if let rebuilt = try? TransitionDriver(descriptor: drivers[i].descriptor, configuration: c) {
        drivers[i] = rebuilt
      }
    }
  }

  /// Builds the waiting replacements whose slots are at rest (the direction and slow factor carry
  /// over); one that cannot be built keeps the old definition and is told as a notice.
  mutating func applyPendingSlots(into actions: inout EngineActions) {
    var failure: String?
    for (index, slot) in pendingSlots where !drivers[index].needsFrames {
      pendingSlots[index] = nil
      var c = slot.driver
      c.isDismissal = drivers[index].isDismissal
      if isSlow { c.slowAnimationFactor = configuration.slowFactor }
      do {
        drivers[index] = try TransitionDriver(descriptor: slot.descriptor, configuration: c)
      } catch {
        failure = "reload failed: \(error)"
        continue
      }
      configuration.slots[index] = slot
      scenes[index] = Self.scene(slot, drivers[index], source: configuration.source)
      durations[index] = slot.descriptor.duration
    }
    if let failure {
      reloadFailure = failure
      actions.append(.notice)
    }
  }
}
