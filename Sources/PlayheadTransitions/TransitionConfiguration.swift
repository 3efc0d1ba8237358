import PlayheadTiming

/// How a `TransitionDriver` decides and completes; every field has the seeds' or UIKit's default.
public struct TransitionConfiguration: Sendable, Hashable {
  /// Replaces the descriptor's threshold (and turns a direction rule into a threshold rule).
  public var threshold: Double?
  /// How the completion runs after release.
  public var completion: CompletionAnimation.Mode
  /// UIKit's `completionSpeed`: 1 by default; a value ≤ 0 (or not finite) behaves as 1.
  public var completionSpeed: Double
  /// UIKit's `completionCurve` for `.curve` completions: easeInEaseOut by default.
  public var completionCurve: TimingFunction
  /// Scales every completion and every non-interactive play (the iOS Simulator's slow animations).
  public var slowAnimationFactor: Double
  /// Seconds without a gesture update after which an interactive transition is cancelled (≤ 0 or
  /// infinite: never).
  public var watchdogTimeout: Double
  /// Let a fast release velocity decide by projecting where the motion would stop.
  public var velocityWins: Bool
  /// Release speed (percent/s) from which velocity wins, when `velocityWins`.
  public var flickVelocity: Double
  /// The container, in points.
  public var container: ContainerSize
  /// Start with the dismissal (the reverse direction) rather than the presentation.
  public var isDismissal: Bool
  /// The spring for `.spring` completions (its initial velocity is replaced by the release velocity).
  public var spring: Spring
  /// Whose release rule decides and completes: `uikit` (the seed's rule with `completion`, the
  /// default) or another platform's (`ReleasePolicy`), which then replaces rule and completion.
  public var policy: ReleasePolicy = .uikit

  public init(
    threshold: Double? = nil, completion: CompletionAnimation.Mode = .curve, completionSpeed: Double = 1,
    completionCurve: TimingFunction = .easeInEaseOut, slowAnimationFactor: Double = 1,
    watchdogTimeout: Double = 5, velocityWins: Bool = false,
    flickVelocity: Double = DecisionPolicy.gnomeFlickVelocity,
    container: ContainerSize = .standard, isDismissal: Bool = false,
    spring: Spring = CompletionAnimation.libadwaitaSpring
  ) {
    self.threshold = threshold
    self.completion = completion
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.slowAnimationFactor = slowAnimationFactor
    self.watchdogTimeout = watchdogTimeout
    self.velocityWins = velocityWins
    self.flickVelocity = flickVelocity
    self.container = container
    self.isDismissal = isDismissal
    self.spring = spring
  }

  /// Whether the watchdog can fire: its timeout is a positive finite number (0, below 0, ∞ and NaN
  /// turn it off).
  public var watchdogIsOn: Bool { watchdogTimeout.isFinite && watchdogTimeout > 0 }

  /// The slow-animation factor, 1 when not a positive finite number.
  public var effectiveSlowFactor: Double {
    slowAnimationFactor > 0 && slowAnimationFactor.isFinite ? slowAnimationFactor : 1
  }
}
