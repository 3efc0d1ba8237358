import PlayheadTiming

/// One change of a layer property: a target (UIView-style), optionally from a start value, or by an
/// amount.
public struct PropertyChange: Sendable, Hashable {
  public enum Target: Sendable, Hashable {
    case to(ValueExpression)
    case by(ValueExpression)

    /// The property's value after the change from `current`, in a container of this size.
    func value(from current: Double, width: Double, height: Double) -> Double {
      switch self {
      case .to(let e): return e.value(width: width, height: height)
      case .by(let e): return current + e.value(width: width, height: height)
      }
    }
  }

  public var layer: String
  public var property: LayerProperty
  /// Set as the model value before the animations (a basic animation's fromValue).
  public var from: ValueExpression?
  public var target: Target
}

/// One keyframe of a keyframe block: relative start and duration, and its changes.
public struct KeyframeDefinition: Sendable, Hashable {
  public var start: Double
  public var duration: Double
  public var changes: [PropertyChange]
}

/// One animation call, UIView-style.
public struct AnimationBlock: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// `UIView.animate(withDuration:delay:options:animations:)`: basic animations along `curve`.
    case basic(curve: TimingFunction, changes: [PropertyChange])
    /// `UIView.animateKeyframes(withDuration:…)`.
    case keyframes(curve: TimingFunction, frames: [KeyframeDefinition])
    /// `CASpringAnimation`s (`UIView.animate(springDuration:bounce:)`): each change along `spring`,
    /// settling when the spring settles unless `duration` is given.
    case spring(Spring, changes: [PropertyChange])
  }

  public var kind: Kind
  /// Seconds (nil: the transition's duration; for a spring, its settling time).
  public var duration: Double?
  public var delay: Double
  /// `UIView.AnimationOptions.repeat` (∞) or a count of iterations; 0 plays once.
  public var repeatCount = 0.0
  /// `.autoreverse`: each iteration plays forwards then back.
  public var autoreverses = false
  /// `.beginFromCurrentState`: each property starts from what it shows when the block begins (an
  /// earlier block's animation in flight), not from its model value.
  public var beginsFromCurrentState = false
  /// A keyframe block's calculation mode (`UIView.KeyframeAnimationOptions.calculationMode…`).
  public var calculationMode = CalculationMode.linear
  /// Tracks with a mode of their own, by layer name then property (CAKeyframeAnimation's).
  public var calculationModes: [String: [LayerProperty: CalculationMode]] = [:]

  /// Every change of the block, keyframes flattened.
  public var allChanges: [PropertyChange] {
    switch kind {
    case .basic(_, let changes), .spring(_, let changes): return changes
    case .keyframes(_, let frames): return frames.flatMap(\.changes)
    }
  }
}
