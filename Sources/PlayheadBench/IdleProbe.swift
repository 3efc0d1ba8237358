import PlayheadEngine

/// Measures wake-ups over an idle period: the frame clock's own tick count and the process's voluntary
/// context switches (every thread, from /proc), both per second.
///
/// Start it when the engine has gone idle (no gesture, no animation), let the period pass, then
/// `finish`. An idle Playhead should report 0 timer wake-ups per second.
public struct IdleProbe: Sendable {
  public let startTime: Int64
  public let startTimerWakeups: Int
  public let startStatus: ProcStatus?

  /// The figures of one idle period.
  public struct Result: Sendable, Hashable, Codable {
    public var seconds: Double
    /// Frame-clock ticks per second.
    public var timerWakeupsPerSecond: Double
    /// Voluntary context switches per second, all threads (nil where /proc is unreadable).
    public var contextSwitchesPerSecond: Double?
  }

  /// Begins an idle period at `time` (ns) with the recorder's current timer count.
  public init(at time: Int64, timerWakeups: Int) {
    startTime = time
    startTimerWakeups = timerWakeups
    startStatus = try? ProcStatus.process()
  }

  /// Ends the period at `time` (ns); `status` is the process's counters read at that moment (read
  /// now when nil).
  public func finish(at time: Int64, timerWakeups: Int, status: ProcStatus? = nil) -> Result {
    let seconds = Double(Swift.max(1, time - startTime)) / 1e9
    var switches: Double?
    if let startStatus, let end = status ?? (try? ProcStatus.process()) {
      switches = Double(end.voluntaryContextSwitches - startStatus.voluntaryContextSwitches) / seconds
    }
    return Result(
      seconds: seconds, timerWakeupsPerSecond: Double(timerWakeups - startTimerWakeups) / seconds,
      contextSwitchesPerSecond: switches)
  }
}
