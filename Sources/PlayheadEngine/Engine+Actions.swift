import PlayheadEvents

/// The host's half: what the core asks (timers, the display link, frames, records, stopping) is done
/// here, and the log's health is checked after.
extension Engine {
  /// Performs the core's actions in order; returns whether they ask for a frame, which the caller
  /// requests once its own bookkeeping is done. `deadline`: the tick's, for a frame built. The actions
  /// are `inout` only to be read in place (docs/speed.md, "Eighth pass"); they are not changed.
  func perform(_ actions: inout EngineActions, deadline: Instant? = nil) -> Bool {
    // Most events act on nothing: skip copying the actions into an iterator (measured).
    if actions.isEmpty {
      _ = checkLog()
      return false
    }
    var wantsFrame = false
    // By index: the actions are a trivial value, read in place rather than through an iterator's copy.
    for i in 0..<actions.count {
      switch actions[i] {
      case .arm(.recognizer, let at):
        recognizerTimer.arm(at: at)
      case .arm(.watchdog, let at):
        watchdogTimer.arm(at: at)
      case .disarm(.recognizer):
        recognizerTimer.disarm()
      case .disarm(.watchdog):
        watchdogTimer.disarm()
      case .requestFrame:
        wantsFrame = true
      case .setDisplayLinkRunning(let running, let awaitingInput):
        displayLink.setRunning(running, awaitingInput: awaitingInput)
      case .buildFrame(let target):
        _ = checkLog()
        emitFrame(at: target, deadline: deadline ?? loop.now)
        guard isRunning else { return false }
      case .logGesture:
        if let log, core.hasGesture { log.gesture(core.newestGesture) }
      case .logDecision(let t):
        if let log, let d = core.lastDecision {
          log.decision(
            at: t, transition: core.scenes[core.active].transition, finish: d.outcome == .finish,
            percent: d.percent,
            velocity: d.velocity, reason: d.reason, duration: d.duration)
        }
      case .logComplete(let finished, let t):
        log?.complete(at: t, transition: core.scenes[core.active].transition, finished: finished)
      case .release:
        if let onRelease = releaseHandler, let d = core.lastDecision {
          let driver = core.drivers[core.active]
          onRelease(d, driver.track, driver.releaseSituation)
        }
      case .notice:
        notice = core.reloadFailure
      case .quit:
        stop(.quit)
        return false
      case .idle:
        idleHandler?()
      }
    }
    _ = checkLog()
    return wantsFrame
  }

  /// Stops on a log failure; returns whether it did.
  func checkLog() -> Bool {
    guard let failure = log?.failure else { return false }
    if stopping { return true }
    stop(StopReason(outputFailure: failure))
    return true
  }
}
