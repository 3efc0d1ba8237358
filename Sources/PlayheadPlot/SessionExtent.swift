/// What the first pass over a state log learns: the time span, the ranges of the curves, and counts.
/// `playhead plot` reads the log twice — once for this, once to draw — so it never holds the log.
public struct SessionExtent: Sendable {
  public private(set) var start = Double.infinity
  public private(set) var end = -Double.infinity
  public private(set) var frames = 0
  public private(set) var decisions = 0
  public private(set) var velocityLow = 0.0
  public private(set) var velocityHigh = 0.0
  public private(set) var timeOffsetHigh = 0.0
  var velocity = PercentVelocity()

  public init() {}

  /// A record's time (any type).
  public mutating func time(_ t: Double) {
    start = min(start, t)
    end = max(end, t)
  }

  /// A frame record.
  public mutating func frame(
    t: Double, phase: SessionPhase, percent: Double, timeOffset: Double, transition: String
  ) {
    time(t)
    frames += 1
    if timeOffset.isFinite { timeOffsetHigh = max(timeOffsetHigh, timeOffset) }
    if let v = velocity.next(t: t, phase: phase, percent: percent, transition: transition) {
      velocityLow = min(velocityLow, v)
      velocityHigh = max(velocityHigh, v)
    }
  }

  /// A decision record.
  public mutating func decision(t: Double) {
    time(t)
    decisions += 1
  }
}

/// The percent's velocity from frame to frame (percent per second), as the plot draws it: only
/// between frames of one moving transition (not across the reset to idle, a change of transition, or
/// a pause in the frames of more than `PercentVelocity.gap`, when nothing moved in between).
struct PercentVelocity: Sendable {
  static let gap = 0.25
  var previous: (t: Double, percent: Double, transition: String)?

  mutating func next(t: Double, phase: SessionPhase, percent: Double, transition: String) -> Double? {
    defer { previous = phase == .idle ? nil : (t, percent, transition) }
    guard phase != .idle, let p = previous, p.transition == transition, t > p.t,
      t - p.t <= PercentVelocity.gap,
      percent.isFinite, p.percent.isFinite
    else { return nil }
    return (percent - p.percent) / (t - p.t)
  }
}
