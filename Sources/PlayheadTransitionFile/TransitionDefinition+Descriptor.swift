import PlayheadTransitions

extension TransitionDefinition {
  /// The catalogue entry that runs this definition through a `DefinedAnimator`; `key` tells two
  /// definitions apart (the file and a digest of its text).
  public func descriptor(key: String) -> TransitionDescriptor {
    TransitionDescriptor(
      name: name, animator: DefinedAnimator(self), animatorKey: key, seed: seed, summary: summary,
      duration: duration, curveName: curveName, defaultGesture: gesture, dismissalGesture: dismissalGesture,
      percentMapping: percentMapping, rule: rule, layerNames: containerLayerNames, fromName: fromName,
      toName: toName,
      swapsRolesOnDismissal: swapsRolesOnDismissal, usesDynamics: usesDynamics)
  }

  /// A short line for `playhead check`: name, duration, layers, animations, gesture.
  public var summaryLine: String {
    let blocks = presentation.animations.count
    return "\(name): \(duration.short) s, \(layers.count) layer\(layers.count == 1 ? "" : "s"), "
      + "\(blocks) animation block\(blocks == 1 ? "" : "s"), \(gesture), percent \(percentMapping.summary), "
      + "release \(rule.summary)"
  }
}
