extension LayerTree {
  /// `UIView.animate(withDuration:delay:options:animations:)`: runs `changes` on the model values,
  /// then adds one `BasicAnimation` per changed property from the old to the new model value, starting
  /// at global time `time` + `delay`, along `curve` (easeInEaseOut by default, as UIKit).
  ///
  /// Animations start at the layer's local time for `time` (as Core Animation stamps beginTime when a
  /// transaction commits), so under a container frozen with speed 0 they start at its timeOffset.
  /// UIKit fills backwards (a delayed animation shows its from-value); the model already holds the new
  /// value, so once an animation ends or is removed the layer rests at the model value.
  /// `repeatCount` and `autoreverses` are `UIView.AnimationOptions`' `.repeat` and `.autoreverse`
  /// (`modifyAnimations(withRepeatCount:autoreverses:)`). A `beginTime` (in each layer's local time,
  /// before the delay) is used as given instead of stamped, as Core Animation does with a non-zero one.
  /// Returns the animations added. Throws (leaving the tree unchanged) for a negative or non-finite
  /// duration or delay, a non-finite time, or a non-finite model value set by `changes`.
  @discardableResult
  public mutating func animate(
    duration: Double, delay: Double = 0, curve: TimingFunction = .easeInEaseOut, atGlobal time: Double = 0,
    fillMode: FillMode = .backwards, beginTime: Double? = nil, repeatCount: Double = 0,
    autoreverses: Bool = false, _ changes: (inout LayerTree) -> Void
  ) throws(TimingError) -> [AnimationEntry] {
    try Self.checkArguments(duration, delay, time, repeatCount, beginTime)
    let original = self
    let before = layers.map(\.model)
    changes(&self)
    // The (layer, property) pairs already animated, once: only those compose (a large file's build).
    let animated = Set(animations.map { $0.layer.index &* 64 &+ $0.animation.property.rawValue })
    var added: [AnimationEntry] = []
    for i in before.indices {
      let id = LayerID(i)
      let begin = (beginTime ?? original.localTime(of: id, atGlobal: time)) + delay
      for property in LayerProperty.allCases where layers[i].model[property] != before[i][property] {
        let target = layers[i].model[property]
        guard target.isFinite else {
          self = original
          throw .notFinite(parameter: property.name, value: target)
        }
        var animation = BasicAnimation(
          unchecked: property, from: before[i][property], to: target,
          timing: MediaTiming(
            beginTime: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
            fillMode: fillMode), timingFunction: curve)
        let key =
          animated.contains(i &* 64 &+ property.rawValue)
          ? composeWithEarlier(&animation, on: id, modelBefore: before[i][property]) : property.keyPath
        try add(.basic(animation), forKey: key, to: id)
        added.append(AnimationEntry(key: key, layer: id, animation: .basic(animation)))
      }
    }
    return added
  }

  /// `UIView.animateKeyframes(withDuration:delay:options:animations:)`: one `KeyframeAnimation` per
  /// changed property over the whole duration, key times from each keyframe's relative start and
  /// duration, the value held outside its windows, and the whole animation along `curve`
  /// (easeInEaseOut, UIKit's default with options 0) before the key times split it.
  ///
  /// Afterwards each changed property's model value is the value its timeline ends on.
  /// `calculationModes` gives some (layer, property) tracks a mode of their own (CAKeyframeAnimation's,
  /// which UIKit's options cannot); `beginTime`, `repeatCount` and `autoreverses` as for `animate`.
  /// Returns the animations added; throws (leaving the tree unchanged) for bad durations, relative
  /// times outside [0, 1], or non-finite values.
  @discardableResult
  public mutating func animateKeyframes(
    duration: Double, delay: Double = 0, curve: TimingFunction = .easeInEaseOut,
    calculationMode: CalculationMode = .linear,
    calculationModes: [LayerID: [LayerProperty: CalculationMode]] = [:],
    atGlobal time: Double = 0, fillMode: FillMode = .backwards, beginTime: Double? = nil,
    repeatCount: Double = 0, autoreverses: Bool = false, _ keyframes: (inout KeyframeBuilder) -> Void
  ) throws(TimingError) -> [AnimationEntry] {
    try Self.checkArguments(duration, delay, time, repeatCount, beginTime)
    var builder = KeyframeBuilder(tree: self)
    keyframes(&builder)
    if let error = builder.error { throw error }
    // Group the changes by (layer, property) in the order the properties were first set.
    var order: [(layer: LayerID, property: LayerProperty)] = []
    for change in builder.changes where !order.contains(where: { $0 == (change.layer, change.property) }) {
      order.append((change.layer, change.property))
    }
    var updated = self
    var added: [AnimationEntry] = []
    for (layer, property) in order {
      let frames = builder.changes.filter { $0.layer == layer && $0.property == property }
      let (keyTimes, values) = KeyframeBuilder.track(initial: self[layer, property], frames: frames)
      let begin = (beginTime ?? localTime(of: layer, atGlobal: time)) + delay
      let animation = try KeyframeAnimation(
        property: property, values: values, keyTimes: keyTimes,
        calculationMode: calculationModes[layer]?[property] ?? calculationMode,
        timing: MediaTiming(
          beginTime: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
          fillMode: fillMode), timingFunction: curve)
      updated[layer, property] = values[values.count - 1]
      try updated.add(.keyframe(animation), to: layer)
      added.append(AnimationEntry(key: property.keyPath, layer: layer, animation: .keyframe(animation)))
    }
    self = updated
    return added
  }

  /// The arguments both `animate` forms take: a duration and delay ≥ 0, a finite time, a repeat
  /// count in [0, ∞] (∞: `.repeat` without a count) and a finite begin time, or throws.
  static func checkArguments(
    _ duration: Double, _ delay: Double, _ time: Double, _ repeatCount: Double, _ beginTime: Double?
  ) throws(TimingError) {
    try TimingError.requireNonNegative(duration, "duration")
    try TimingError.requireNonNegative(delay, "delay")
    try TimingError.requireFinite(time, "time")
    guard !repeatCount.isNaN, repeatCount >= 0 else {
      throw .outOfRange(parameter: "repeatCount", value: repeatCount, range: "[0, ∞]")
    }
    if let beginTime { try TimingError.requireFinite(beginTime, "beginTime") }
  }
}
