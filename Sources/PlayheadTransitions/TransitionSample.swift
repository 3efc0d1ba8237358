/// The interaction state at one frame time, next to the layers' presentation values.
public struct TransitionSample: Sendable, Hashable {
  /// The transition's catalogue name.
  public var transition: String
  /// Idle, interactive, finishing or cancelling.
  public var phase: TransitionPhase
  /// Percent complete, in [0, 1] (0 when idle).
  public var percent: Double
  /// The container layer's own `speed`: 0 while scrubbed, paused, or completing (UIKit's display link
  /// moves its timeOffset), 1 ÷ the slow factor during a key play, 1 after a completion, 0 when ready
  /// before the first transition (frozen at its first frame).
  public var speed: Double
  /// The container layer's own `timeOffset`: duration × percent while it is frozen (scrubbed, paused,
  /// completing), 0 while it runs (a key play, after a completion).
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
