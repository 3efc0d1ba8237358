import PlayheadEvents

extension Engine {
  // MARK: Presentation feedback (a window's compositor), with `awaitsPresentation`

  /// Frame `seq` was committed to the display at `committed` (µs, CLOCK_MONOTONIC). Call it on the loop,
  /// from inside the frame sink or after it: the ledger holds the frame before the sink runs. The
  /// ledger is the one keeper of commit times (`framePresented` hands the time back).
  public func frameCommitted(seq: Int, at committed: Instant) {
    loop.assertOnLoop("Engine.frameCommitted")
    presentations.commit(seq: seq, at: committed)
  }

  /// Frame `seq` reached the screen at `presented` (µs, CLOCK_MONOTONIC) on a display refreshing every
  /// `refresh` µs (0 unknown): its log record is written with `presented` and `presentFlags`, and the
  /// stages to presentation are recorded. Call it on the loop, after the frame sink returned (the
  /// record is held only then).
  /// - Returns: when the frame was committed (µs, as given to `frameCommitted`), for a display that
  ///   measures commit → presentation; nil when the frame is not kept or its commit is unknown.
  @discardableResult
  public func framePresented(
    seq: Int, at presented: Instant, refresh: Duration, flags: PresentationFlags
  ) -> Instant? {
    loop.assertOnLoop("Engine.framePresented")
    guard let frame = presentations.take(seq: seq) else { return nil }
    let committed = frame.committed != 0 ? frame.committed : nil
    recorder?.framePresented(
      frame.stamp, committedAt: frame.committed.nanoseconds, presentedAt: presented.nanoseconds,
      refresh: refresh.nanoseconds)
    guard let log, isRunning else { return committed }
    log.framePresented(
      seq: seq, at: presented, flags: flags, built: Instant(nanoseconds: frame.stamp.builtTime),
      committed: frame.committed)
    _ = checkLog()
    return committed
  }

  /// Frame `seq` was never shown (the compositor replaced it): its log record is written with
  /// `"discarded":true`, and the events it showed first count as shown by the next frame presented.
  public func frameDiscarded(seq: Int) {
    loop.assertOnLoop("Engine.frameDiscarded")
    guard let frame = presentations.take(seq: seq) else { return }
    recorder?.frameDiscarded(frame.stamp)
    guard let log, isRunning else { return }
    log.frameDiscarded(seq: seq)
    _ = checkLog()
  }
}
