import PlayheadTiming

/// What a policy needs to know of the transition it releases: its own rule and timing (for `uikit`
/// and AndroidX's caller-decided rule) and its size (for the rules written in pixels).
public struct ReleaseSituation: Sendable {
  /// The transition's release rule (the seed's, with the configuration's overrides).
  public var rule: DecisionPolicy
  /// The animator's duration, seconds.
  public var duration: Double
  /// UIKit's completionSpeed and completionCurve, for `uikit`.
  public var completionSpeed: Double
  public var completionCurve: TimingFunction
  /// The slow-animation factor every completion is stretched by.
  public var slowFactor: Double
  /// True when the transition's percent grows along the vertical axis (GNOME's distance is 300 then).
  public var verticalAxis: Bool
  /// The container's width in points (Flutter's width: its fling threshold of 50 px/s).
  public var containerWidth: Double
  /// The points a whole transition travels (KWin's spring works in pixels: its 1 px epsilon).
  public var fullTravelPoints: Double
  /// For `uikit`: how the completion runs (`--completion`), the spring of `.spring`, and whether the
  /// transition ends with the dynamic transition's physics.
  public var completion: CompletionAnimation.Mode = .curve
  public var spring: Spring = CompletionAnimation.libadwaitaSpring
  public var isDynamic = false

  public init(
    rule: DecisionPolicy, duration: Double, completionSpeed: Double = 1,
    completionCurve: TimingFunction = .easeInEaseOut,
    slowFactor: Double = 1, verticalAxis: Bool = true, containerWidth: Double = 320,
    fullTravelPoints: Double = 568
  ) {
    self.rule = rule
    self.duration = duration
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
    self.slowFactor = slowFactor > 0 && slowFactor.isFinite ? slowFactor : 1
    self.verticalAxis = verticalAxis
    self.containerWidth = containerWidth
    self.fullTravelPoints = fullTravelPoints
  }
}
