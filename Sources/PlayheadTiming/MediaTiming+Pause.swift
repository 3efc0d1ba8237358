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
  ///
  /// `speed` other than 1 (a slowed-down timeline) resumes at that rate: the begin time is then
  /// `now − pausedTime / speed`, which is QA1673's formula when the speed is 1. A speed that is not
  /// positive and finite is read as 1.
  public mutating func resume(atParentTime parentTime: Double, speed newSpeed: Double = 1) {
    let rate = newSpeed > 0 && newSpeed.isFinite ? newSpeed : 1
    let paused = timeOffset
    speed = rate
    timeOffset = 0
    beginTime = 0
    let sincePause = localTime(fromParent: parentTime) - paused
    beginTime = sincePause / rate
  }

  /// Timing that runs from local time `localTime` at parent time `parentTime` on, at `speed`
  /// (`timeOffset = 0`, `beginTime` chosen so nothing jumps): how a frozen or re-paced layer is
  /// set running again. A speed of 0 freezes it at `localTime` instead.
  public static func running(from localTime: Double, atParentTime parentTime: Double, speed: Double)
    -> MediaTiming
  {
    guard speed != 0 && speed.isFinite else { return MediaTiming(timeOffset: localTime, speed: 0) }
    return MediaTiming(beginTime: parentTime - localTime / speed, timeOffset: 0, speed: speed)
  }
}
