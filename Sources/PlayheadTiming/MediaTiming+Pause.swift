extension MediaTiming {
  /// Apple's QA1673 `pauseLayer:` for an object whose parent time is `parentTime` now:
  /// `pausedTime = convertTime(now, from: nil); speed = 0; timeOffset = pausedTime`.
  public mutating func pause(atParentTime parentTime: Double) {
    let paused = localTime(fromParent: parentTime)
    speed = 0
    timeOffset = paused
  }

  /// Apple's QA1673 `resumeLayer:`: `speed = 1; timeOffset = 0; beginTime = 0;`
  /// `beginTime = convertTime(now, from: nil) − pausedTime`, so local time continues from the pause.
  public mutating func resume(atParentTime parentTime: Double) {
    let paused = timeOffset
    speed = 1
    timeOffset = 0
    beginTime = 0
    let sincePause = localTime(fromParent: parentTime) - paused
    beginTime = sincePause
  }
}
