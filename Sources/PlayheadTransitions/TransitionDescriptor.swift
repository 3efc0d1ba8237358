import PlayheadTiming

/// One transition of the catalogue: its seed's numbers and how it is driven.
public struct TransitionDescriptor: Sendable, Hashable, Identifiable {
  /// How a release completes: along the curve, or with `DynamicMotion`'s physics.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The animator's timeline, finished or cancelled along the completion curve.
    case custom
    /// The slide that ends with physics (`usesDynamics`).
    case dynamic
  }

  /// The catalogue name (`flip`, `fade`, …).
  public let name: String
  /// How a release completes.
  public let kind: Kind
  /// The seed file it follows (`000` … `004`).
  public let seed: String
  /// One line on what it does.
  public let summary: String
  /// The animator's `transitionDuration`, seconds.
  public let duration: Double
  /// The animation's timing curve (`easeInEaseOut`, `easeIn`, `linear`).
  public let curveName: String
  /// The gesture that drives it by default, in `GestureBinding` syntax (`swipe:3:down`, `pinch:2`).
  public let defaultGesture: String
  /// The gesture for the dismissal (the reverse direction).
  public let dismissalGesture: String
  /// How the gesture becomes the percent.
  public let percentMapping: PercentMapping
  /// The seed's release rule.
  public let rule: DecisionRule
  /// Layer names, back to front, as `playhead sample` and the state log show them.
  public let layerNames: [String]
  /// Names of the from and to layers among them, for a presentation.
  public let fromName: String
  public let toName: String
  /// The dismissal swaps the from and to roles (the slide family: anchoring, then resetting).
  public let swapsRolesOnDismissal: Bool
  /// The animator this descriptor carries (a transition file's, or one written in Swift).
  public let animatorSource: AnimatorSource

  public var id: String { name }

  /// A transition run by `animator` (yours, or a transition file's). `layerNames` are the container's
  /// sublayers the context creates, back to front, each filling the container; `usesDynamics` ends a
  /// release with `DynamicMotion`'s physics (and keeps the release-direction rule, as `dynamic` does).
  public init(
    name: String, animator: any Animator, animatorKey: String, seed: String = "", summary: String = "",
    duration: Double, curveName: String, defaultGesture: String, dismissalGesture: String,
    percentMapping: PercentMapping, rule: DecisionRule, layerNames: [String], fromName: String,
    toName: String,
    swapsRolesOnDismissal: Bool = false, usesDynamics: Bool = false
  ) {
    self.name = name
    self.kind = usesDynamics ? .dynamic : .custom
    self.seed = seed
    self.summary = summary
    self.duration = duration
    self.curveName = curveName
    self.defaultGesture = defaultGesture
    self.dismissalGesture = dismissalGesture
    self.percentMapping = percentMapping
    self.rule = rule
    self.layerNames = layerNames
    self.fromName = fromName
    self.toName = toName
    self.swapsRolesOnDismissal = swapsRolesOnDismissal
    self.animatorSource = AnimatorSource(animator: animator, key: animatorKey)
  }

  /// The seed's threshold (0.5 for rules without one).
  public var threshold: Double { rule.threshold }

  /// Points of travel for percent 1 in the standard 320 × 568 container.
  public var fullTravelPoints: Double { percentMapping.fullTravelPoints(in: .standard) }

  /// The animator for this transition.
  public func makeAnimator() -> any Animator { animatorSource.animator }

  /// The from and to layer names for a presentation or a dismissal (the slide family swaps them:
  /// anchoring goes from the top layer to the under one, resetting back).
  public func roles(isDismissal: Bool) -> (from: String, to: String) {
    swapsRolesOnDismissal && isDismissal ? (toName, fromName) : (fromName, toName)
  }
}
