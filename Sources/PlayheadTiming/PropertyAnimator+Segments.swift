extension PropertyAnimator {
  /// Stops the clock where it is, keeping τ and the shown progress.
  mutating func freeze(at time: Double) {
    guard isRunning else { return }
    pausedTau = timelinePosition(at: time)
    pausedProgress = progress(at: time)
    isRunning = false
    scrubbed = false
    pausedAt = time
  }

  /// Starts a segment at `time` from the paused state toward the end of the current direction.
  ///
  /// A plain pause/resume continues the original segment (shifted by the pause), as pausing a Core
  /// Animation layer does; after a scrub, a reversal or new timing parameters, the rest is re-timed
  /// from the shown progress.
  mutating func resume(
    at time: Double, curve newCurve: AnimatorCurve, durationFactor: Double, forceRetime: Bool = false
  ) {
    let target = reversed ? 0.0 : 1.0
    let remaining = abs(target - pausedTau)
    let canShift = !forceRetime && !scrubbed && durationFactor == 0 && tauTarget == target && pausedAt != nil
    if canShift, let pausedAt {
      segmentStart += time - pausedAt
    } else {
      tau0 = pausedTau
      progress0 = pausedProgress
      tauTarget = target
      curve = newCurve
      segmentStart = time
      segmentDuration = durationFactor > 0 ? durationFactor * duration : remaining * duration
    }
    scrubbed = false
    self.pausedAt = nil
    isRunning = true
  }

  /// Pins the animator at timeline position `tau` (shown progress equal), not running.
  mutating func settle(tau: Double) {
    pausedTau = tau
    pausedProgress = tau
    isRunning = false
    scrubbed = false
    pausedAt = nil
  }

  /// Runs the completion handlers once, in order, and goes inactive.
  mutating func complete(at position: AnimatingPosition) {
    state = .inactive
    completedPosition = position
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(position) }
    // The next run starts afresh from where this one left the timeline.
    tau0 = pausedTau
    progress0 = pausedProgress
  }
}
