/// What a release policy made of one gesture: the outcome, the velocity its own estimator saw, where
/// it projected the motion, why, and the completion it runs from the release.
public struct Release: Sendable {
  /// The policy that decided.
  public var policy: ReleasePolicy
  /// Finish or cancel.
  public var outcome: Decision.Outcome
  /// The velocity the policy's estimator saw, in `policy.velocityUnit` (percent per second, Hyprland's
  /// percent per event, 0 for KWin), positive toward finishing.
  public var velocity: Double
  /// Where the policy projected the motion to stop, in percent (nil for rules that do not project).
  public var projected: Double?
  /// Why, in the policy's own terms.
  public var reason: ReleaseReason
  /// The completion from the release percent at the release time.
  public var completion: CompletionAnimation

  /// Seconds the completion takes (slow-animation factor included).
  public var duration: Double { completion.duration }
}
