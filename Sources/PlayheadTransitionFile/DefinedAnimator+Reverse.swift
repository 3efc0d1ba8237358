import PlayheadTiming
import PlayheadTransitions

extension DefinedAnimator {
  /// The presentation's end state back to its start. Basic and keyframe blocks play time reversed:
  /// value(t) = presentation(duration − t) in the layer's time. Spring blocks (whose reverse is no
  /// spring) return every property they animate to its value once the presentation was set up,
  /// along their own springs.
  func runReversed(in context: inout TransitionContext) throws(TimingError) {
    let w = context.size.width
    let h = context.size.height
    var forward = context
    let added = try run(definition.presentation, in: &forward)
    let start = forward.initialModels
    for index in start.indices { context.layers[LayerID(index)].model = forward.layers[LayerID(index)].model }
    context.snapshotInitialModels()
    for (block, entries) in zip(definition.presentation.animations, added) {
      guard case .spring(let spring, _) = block.kind else {
        try addTimeReversed(entries, to: &context.layers)
        continue
      }
      let changes = try block.allChanges.map { (change) throws(TimingError) -> PropertyChange in
        let id = try context.layers.requireLayer(named: change.layer)
        return PropertyChange(
          layer: change.layer, property: change.property, from: nil,
          target: .to(.number(start[id.index][change.property])))
      }
      var back = block
      back.kind = .spring(spring, changes: changes)
      try add(back, to: &context.layers, width: w, height: h)
    }
    // Every animated property rests where the presentation started, once its animations end.
    for change in definition.presentation.animations.flatMap(\.allChanges) {
      let id = try context.layers.requireLayer(named: change.layer)
      context.layers[id, change.property] = start[id.index][change.property]
    }
  }

  /// Each basic or keyframe animation mirrored in time about the transition's middle: one active over
  /// [b, b + a) of its layer's time runs backwards over [T − b − a, T − b), T the duration.
  func addTimeReversed(_ entries: [AnimationEntry], to tree: inout LayerTree) throws(TimingError) {
    for entry in entries {
      let timing = entry.animation.timing
      let active = timing.activeDuration
      // The checker refuses repeat: true with play: reverse; an endless animation has no mirror.
      guard active.isFinite else { throw .invalidKeyframes("an endless animation cannot be reversed") }
      let begin = definition.duration - timing.beginTime - active
      let back: LayerAnimation
      switch entry.animation {
      case .basic(let animation): back = .basic(animation.reversed(beginTime: begin))
      case .keyframe(let animation): back = .keyframe(try animation.reversed(beginTime: begin))
      case .spring: continue
      }
      try tree.add(back, forKey: entry.key, to: entry.layer)
    }
  }
}
