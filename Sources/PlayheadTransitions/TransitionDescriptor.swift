import PlayheadTiming

/// One transition of the catalogue: its seed's numbers and how it is driven.
public struct TransitionDescriptor: Sendable, Hashable, Identifiable {
  /// The animators the catalogue builds.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case flip, fade, pieces, pop, slide, fold, zoom, dynamic
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
  public let interaction: Interaction
  /// The seed's release rule.
  public let rule: DecisionRule
  /// Layer names, back to front, as `playhead sample` and the state log show them.
  public let layerNames: [String]
  /// Names of the from and to layers among them, for a presentation.
  public let fromName: String
  public let toName: String

  public var id: String { name }

  /// The seed's threshold (0.5 for rules without one).
  public var threshold: Double { rule.threshold }

  /// Points of travel for percent 1 in the standard 320 × 568 container.
  public var fullTravelPoints: Double { interaction.fullTravelPoints(in: .standard) }

  /// The animator for this transition.
  public func makeAnimator() -> any Animator {
    switch kind {
    case .flip: return FlipAnimator()
    case .fade: return FadeAnimator(duration: duration)
    case .pieces: return PiecesAnimator()
    case .pop: return PopAnimator()
    case .slide, .dynamic: return SlidingAnimator()
    case .fold: return FoldAnimator()
    case .zoom: return ZoomAnimator()
    }
  }

  /// The from and to layer names for a presentation or a dismissal (the slide family swaps them:
  /// anchoring goes from the top layer to the under one, resetting back).
  public func roles(isDismissal: Bool) -> (from: String, to: String) {
    switch kind {
    case .slide, .fold, .zoom, .dynamic: return isDismissal ? (toName, fromName) : (fromName, toName)
    case .flip, .fade, .pieces, .pop: return (fromName, toName)
    }
  }
}
