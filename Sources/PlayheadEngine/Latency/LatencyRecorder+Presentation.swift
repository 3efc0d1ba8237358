extension LatencyRecorder {
  // MARK: Presentation (a window's compositor feedback)

  /// Frame `frame` reached the screen at `presentedTime` (ns), committed at `committedTime` (0 unknown),
  /// on a display refreshing every `refresh` ns (0 unknown). Records `build_to_commit`,
  /// `commit_to_presented`, `presented_interval` (from the previous frame presented), missed refreshes,
  /// and `event_to_presented` for each event the frame shows first (with those of discarded frames
  /// before it).
  public func framePresented(
    _ frame: FrameStamp, committedAt committedTime: Int64, presentedAt presentedTime: Int64,
    refresh: Int64
  ) {
    guard frame.index >= 0 else { return }
    framesPresented += 1
    if committedTime != 0 {
      if frame.builtTime != 0 { recordInterval(.buildToCommit, committedTime - frame.builtTime) }
      recordInterval(.commitToPresented, presentedTime - committedTime)
    }
    if lastPresented != 0 {
      let interval = presentedTime - lastPresented
      recordInterval(.presentedInterval, interval)
      missedRefreshes += MissedRefreshes.count(interval: interval, refresh: refresh)
    }
    lastPresented = presentedTime
    let first = Swift.min(unpresentedEvent ?? frame.firstEvent, frame.firstEvent)
    unpresentedEvent = nil
    let oldestKept = eventCount - configuration.pendingCapacity
    var sequence = Swift.max(first, oldestKept)
    while sequence < frame.endEvent {
      let eventTime = pending[sequence % configuration.pendingCapacity].eventTime
      if eventTime != 0 { recordInterval(.eventToPresented, presentedTime - eventTime) }
      sequence += 1
    }
  }

  /// Frame `frame` was never shown: the events it showed first wait for the next frame presented.
  public func frameDiscarded(_ frame: FrameStamp) {
    guard frame.index >= 0 else { return }
    framesDiscarded += 1
    if frame.endEvent > frame.firstEvent {
      unpresentedEvent = Swift.min(unpresentedEvent ?? frame.firstEvent, frame.firstEvent)
    }
  }

  /// Values recorded in one metric.
  public func count(_ metric: LatencyMetric) -> UInt64 {
    histograms[metric.slot].totalCount
  }
}
