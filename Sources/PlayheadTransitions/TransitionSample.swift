/// The interaction state at one frame time, next to the layers' presentation values.
public struct TransitionSample: Sendable, Hashable {
  /// The transition's catalogue name.
  public var transition: String
  /// Idle, interactive, finishing or cancelling.
  public var phase: TransitionPhase
  /// Percent complete, in [0, 1] (0 when idle).
  public var percent: Double
  /// The container's speed: 0 while scrubbed or paused, the rate of its local time during a
  /// completion (negative when cancelling), 1 / slow-factor for a key play, 1 when idle.
  public var speed: Double
  /// The container's local time, duration × percent (UIKit's timeOffset while scrubbed); 0 when idle.
  public var timeOffset: Double
  /// The animator's duration, seconds.
  public var duration: Double
  /// True when the transition runs in the reverse direction.
  public var isDismissal: Bool
  /// True when an interactor drives the timeline (a gesture started or grabbed it).
  public var isInteractive: Bool
  /// True while a completion or key play is held by the pause key.
  public var isPaused: Bool

  public init(
    transition: String, phase: TransitionPhase, percent: Double, speed: Double, timeOffset: Double,
    duration: Double, isDismissal: Bool, isInteractive: Bool, isPaused: Bool
  ) {
    self.transition = transition
    self.phase = phase
    self.percent = percent
    self.speed = speed
    self.timeOffset = timeOffset
    self.duration = duration
    self.isDismissal = isDismissal
    self.isInteractive = isInteractive
    self.isPaused = isPaused
  }
}
