extension LayerTree {
  /// A new view animation on a property that basic animations already animate composes with them
  /// as UIKit's do since iOS 8, instead of replacing them (which made the layer jump):
  ///
  /// - additive properties (position, bounds, transform): every animation on it becomes additive,
  ///   from (old − new) to 0 over the model value, so the presentation is the final model value plus
  ///   each animation's remaining delta (WWDC 2014, "Building Interruptible and Responsive
  ///   Interactions");
  /// - opacity: the new animation takes over at its begin time from the value showing then and holds
  ///   its target; the earlier ones hold their ends until it begins.
  ///
  /// Returns the key to add `animation` under: its key path when nothing else animates the
  /// property (the earlier animation, or a keyframe or spring one, is then replaced, as CA's
  /// `add(_:forKey:)` does), a fresh key otherwise.
  mutating func composeWithEarlier(_ animation: inout BasicAnimation, on layer: LayerID, modelBefore: Double)
    -> String
  {
    let property = animation.property
    let earlier = animations.indices.filter {
      animations[$0].layer == layer && animations[$0].animation.property == property
    }
    guard !earlier.isEmpty,
      earlier.allSatisfy({ if case .basic = animations[$0].animation { true } else { false } })
    else { return property.keyPath }
    if property.isAdditive {
      for index in earlier {
        guard case .basic(var a) = animations[index].animation, !a.isAdditive else { continue }
        (a.fromValue, a.toValue, a.isAdditive) = (a.fromValue - a.toValue, 0, true)
        animations[index].animation = .basic(a)
      }
      (animation.fromValue, animation.toValue, animation.isAdditive) =
        (animation.fromValue - animation.toValue, 0, true)
    } else {
      var showing = modelBefore
      for index in earlier {
        guard case .basic(var a) = animations[index].animation else { continue }
        // Each earlier one holds its end until a later one begins (the model is already the new value).
        if a.timing.fillMode == .backwards { a.timing.fillMode = .both }
        if a.timing.fillMode == .removed { a.timing.fillMode = .forwards }
        animations[index].animation = .basic(a)
        if let x = a.value(atLayerTime: animation.timing.beginTime) {
          showing = a.isAdditive ? showing + x : x
        }
      }
      // No backwards fill: until it begins, the earlier ones show.
      animation.fromValue = showing
      animation.timing.fillMode = .forwards
    }
    var n = earlier.count + 1
    while animations.contains(where: { $0.layer == layer && $0.key == "\(property.keyPath)-\(n)" }) { n += 1 }
    return "\(property.keyPath)-\(n)"
  }
}
