import PlayheadTiming

/// One transition of the catalogue: its seed's numbers and how it is driven.
public struct TransitionDescriptor: Sendable, Hashable, Identifiable {
  /// The animators the catalogue builds.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case flip, fade, pieces, pop, slide, fold, zoom, dynamic
    /// An animator the descriptor carries (a transition file's, or one written in Swift).
    case custom
  }

  /// The catalogue name (`flip`, `fade`, …).
  public let name: String
  /// Which animator builds it.
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
  /// The animator this descriptor carries, for `.custom` (and a file-defined `.dynamic`).
  public let animatorSource: AnimatorSource?

  public var id: String { name }

  /// A catalogue entry built by one of the compiled animators.
  init(
    name: String, kind: Kind, seed: String, summary: String, duration: Double, curveName: String,
    defaultGesture: String, dismissalGesture: String, percentMapping: PercentMapping, rule: DecisionRule,
    layerNames: [String], fromName: String, toName: String
  ) {
    let swaps: Bool
    switch kind {
    case .slide, .fold, .zoom, .dynamic: swaps = true
    case .flip, .fade, .pieces, .pop, .custom: swaps = false
    }
    self.init(
      name: name, kind: kind, seed: seed, summary: summary, duration: duration, curveName: curveName,
      defaultGesture: defaultGesture, dismissalGesture: dismissalGesture, percentMapping: percentMapping,
      rule: rule,
      layerNames: layerNames, fromName: fromName, toName: toName, swapsRolesOnDismissal: swaps,
      animatorSource: nil)
  }

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
    self.init(
      name: name, kind: usesDynamics ? .dynamic : .custom, seed: seed, summary: summary, duration: duration,
      curveName: curveName, defaultGesture: defaultGesture, dismissalGesture: dismissalGesture,
      percentMapping: percentMapping, rule: rule, layerNames: layerNames, fromName: fromName, toName: toName,
      swapsRolesOnDismissal: swapsRolesOnDismissal, animatorSource: AnimatorSource(animator, key: animatorKey)
    )
  }

  /// Every stored property, given.
  private init(
    name: String, kind: Kind, seed: String, summary: String, duration: Double, curveName: String,
    defaultGesture: String, dismissalGesture: String, percentMapping: PercentMapping, rule: DecisionRule,
    layerNames: [String], fromName: String, toName: String, swapsRolesOnDismissal: Bool,
    animatorSource: AnimatorSource?
  ) {
    self.name = name
    self.kind = kind
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
    self.animatorSource = animatorSource
  }

  /// The seed's threshold (0.5 for rules without one).
  public var threshold: Double { rule.threshold }

  /// Points of travel for percent 1 in the standard 320 × 568 container.
  public var fullTravelPoints: Double { percentMapping.fullTravelPoints(in: .standard) }

  /// The animator for this transition.
  public func makeAnimator() -> any Animator {
    if let animatorSource { return animatorSource.animator }
    switch kind {
    case .flip: return FlipAnimator()
    case .fade: return FadeAnimator(duration: duration)
    case .pieces: return PiecesAnimator()
    case .pop: return PopAnimator()
    case .slide, .dynamic: return SlidingAnimator()
    case .fold: return FoldAnimator()
    case .zoom: return ZoomAnimator()
    // Only the public init makes `.custom`, and it always sets `animatorSource`.
    case .custom: preconditionFailure("a custom transition without its animator")
    }
  }

  /// The from and to layer names for a presentation or a dismissal (the slide family swaps them:
  /// anchoring goes from the top layer to the under one, resetting back).
  public func roles(isDismissal: Bool) -> (from: String, to: String) {
    swapsRolesOnDismissal && isDismissal ? (toName, fromName) : (fromName, toName)
  }
}
