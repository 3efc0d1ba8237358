import PlayheadTiming
import PlayheadTransitions

extension DefinedAnimator {
  /// The presentation's end state back to its start. Basic and spring blocks return every property
  /// they animate to its value once the presentation was set up, along their own curves and springs;
  /// keyframe blocks play time reversed: value(t) = presentation(duration − t) in the layer's time.
  func runReversed(in context: inout TransitionContext) throws(TimingError) {
    let w = context.size.width
    let h = context.size.height
    var forward = context
    let added = try run(definition.presentation, in: &forward)
    let start = forward.initialModels
    for index in start.indices { context.layers[LayerID(index)].model = forward.layers[LayerID(index)].model }
    context.snapshotInitialModels()
    for (block, entries) in zip(definition.presentation.animations, added) {
      var back = block
      let changes = try block.allChanges.map { (change) throws(TimingError) -> PropertyChange in
        let id = try context.layers.requireLayer(named: change.layer)
        return PropertyChange(
          layer: change.layer, property: change.property, from: nil,
          target: .to(.number(start[id.index][change.property])))
      }
      switch block.kind {
      case .basic(let curve, _): back.kind = .basic(curve: curve, changes: changes)
      case .spring(let spring, _): back.kind = .spring(spring, changes: changes)
      case .keyframes:
        try addTimeReversed(entries, to: &context.layers)
        continue
      }
      try add(back, to: &context.layers, width: w, height: h)
    }
  }

  /// Each keyframe animation mirrored in time about the transition's middle: one that is active over
  /// [b, b + a) of its layer's time runs backwards over [T − b − a, T − b), T the duration.
  func addTimeReversed(_ entries: [AnimationEntry], to tree: inout LayerTree) throws(TimingError) {
    for entry in entries {
      guard case .keyframe(let animation) = entry.animation else { continue }
      let active = animation.timing.activeDuration
      // The checker refuses repeat: true with play: reverse; an endless animation has no mirror.
      guard active.isFinite else { throw .invalidKeyframes("an endless animation cannot be reversed") }
      let back = try animation.reversed(beginTime: definition.duration - animation.timing.beginTime - active)
      tree[entry.layer, animation.property] = back.values[back.values.count - 1]
      try tree.add(.keyframe(back), forKey: entry.key, to: entry.layer)
    }
  }
}
