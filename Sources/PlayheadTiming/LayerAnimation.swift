/// Any animation a layer can run: the closed set Playhead samples without dynamic dispatch.
public enum LayerAnimation: Sendable, Hashable {
  case basic(BasicAnimation)
  case keyframe(KeyframeAnimation)
  case spring(SpringAnimation)

  /// The animated property.
  public var property: LayerProperty {
    switch self {
    case .basic(let a): return a.property
    case .keyframe(let a): return a.property
    case .spring(let a): return a.property
    }
  }

  /// The animation's media timing.
  public var timing: MediaTiming {
    switch self {
    case .basic(let a): return a.timing
    case .keyframe(let a): return a.timing
    case .spring(let a): return a.timing
    }
  }

  /// True for an additive basic animation: its value adds to the property's value so far.
  @inlinable public var isAdditive: Bool {
    if case .basic(let a) = self { return a.isAdditive }
    return false
  }

  /// The value at the layer's local time, or nil where the animation has no effect.
  @inlinable public func value(atLayerTime layerTime: Double) -> Double? {
    switch self {
    case .basic(let a): return a.value(atLayerTime: layerTime)
    case .keyframe(let a): return a.value(atLayerTime: layerTime)
    case .spring(let a): return a.value(atLayerTime: layerTime)
    }
  }

  /// The end of the animation's active range in the layer's local time (for a speed > 0 animation);
  /// `.infinity` for endless repeats.
  public var endTime: Double {
    let t = timing
    let active = t.activeDuration
    if !active.isFinite { return .infinity }
    return t.parentTime(fromLocal: active)
  }
}
