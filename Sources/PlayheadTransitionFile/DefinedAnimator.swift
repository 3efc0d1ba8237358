import PlayheadTiming
import PlayheadTransitions

/// The animator of a transition file: sets up its layers and adds its animations, as a compiled
/// animator does in `animateTransition(using:)`. Built once per direction (the driver prepares
/// both), so the work here is never on a frame's path.
public struct DefinedAnimator: Animator {
  public let definition: TransitionDefinition

  public init(_ definition: TransitionDefinition) { self.definition = definition }

  public func transitionDuration(using context: TransitionContext?) -> Double { definition.duration }

  public func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let w = context.size.width
    let h = context.size.height
    if let entries = definition.sublayerTransform {
      context.layers[context.container].sublayerTransform = Transform3D(
        entries: entries.map { $0.value(width: w, height: h) })
    } else {
      context.layers[context.container].sublayerM34 = definition.m34.value(width: w, height: h)
    }
    try addLayers(to: &context.layers, width: w, height: h)
    if context.isDismissal {
      switch definition.dismissal {
      case .same: try run(definition.presentation, in: &context)
      case .own(let play): try run(play, in: &context)
      case .reverse: try runReversed(in: &context)
      }
    } else {
      try run(definition.presentation, in: &context)
    }
  }

  /// The context made the container's sublayers; the rest go under their parents, parents first.
  func addLayers(to tree: inout LayerTree, width w: Double, height h: Double) throws(TimingError) {
    var pending = definition.layers
    while !pending.isEmpty {
      var progressed = false
      var waiting: [LayerDefinition] = []
      for spec in pending {
        if let id = tree.layer(named: spec.name) {
          tree[id].model = spec.model(width: w, height: h)
          if let timing = spec.timing { tree[id].timing = timing }
          if let m34 = spec.m34 { tree[id].sublayerM34 = m34.value(width: w, height: h) }
          if spec.sublayerTransform != nil, let t = spec.sublayerTransform(width: w, height: h) {
            tree[id].sublayerTransform = t
          }
          tree[id].content = spec.content
          progressed = true
        } else if let parentName = spec.parent, let parent = tree.layer(named: parentName) {
          try tree.addLayer(
            named: spec.name, parent: parent, model: spec.model(width: w, height: h),
            timing: spec.timing ?? MediaTiming(),
            sublayerTransform: spec.sublayerTransform(width: w, height: h) ?? .identity, content: spec.content
          )
          progressed = true
        } else {
          waiting.append(spec)
        }
      }
      // The checker refuses cycles and undeclared parents; this only guards a hand-made definition.
      guard progressed else { throw .unknownLayer(waiting[0].parent ?? waiting[0].name) }
      pending = waiting
    }
  }

  /// Setup values and fromValues, the snapshot a cancel restores, then each block in order; returns
  /// each block's animations.
  @discardableResult
  func run(_ play: TransitionDefinition.Play, in context: inout TransitionContext) throws(TimingError)
    -> [[AnimationEntry]]
  {
    let w = context.size.width
    let h = context.size.height
    for change in play.set {
      let id = try context.layers.requireLayer(named: change.layer)
      context.layers[id, change.property] = change.target.value(
        from: context.layers[id, change.property], width: w, height: h)
    }
    for block in play.animations {
      for change in block.allChanges {
        guard let from = change.from else { continue }
        context.layers[try context.layers.requireLayer(named: change.layer), change.property] = from.value(
          width: w, height: h)
      }
    }
    context.snapshotInitialModels()
    var added: [[AnimationEntry]] = []
    for block in play.animations { added.append(try add(block, to: &context.layers, width: w, height: h)) }
    return added
  }

  /// Adds one block's animations. They begin at their layer's local time 0 plus the block's delay (an
  /// explicit beginTime, not Core Animation's stamp of the current time), so a layer's own beginTime,
  /// timeOffset, repeats and fill move them, as an animation group's do its animations.
  @discardableResult
  func add(_ block: AnimationBlock, to tree: inout LayerTree, width w: Double, height h: Double)
    throws(TimingError) -> [AnimationEntry]
  {
    // Names resolve before the closures run: UIKit's blocks cannot throw either.
    func resolved(_ changes: [PropertyChange]) throws(TimingError) -> [(
      LayerID, LayerProperty, PropertyChange.Target
    )] {
      var out: [(LayerID, LayerProperty, PropertyChange.Target)] = []
      for c in changes { out.append((try tree.requireLayer(named: c.layer), c.property, c.target)) }
      return out
    }
    func set(_ tree: inout LayerTree, _ changes: [(LayerID, LayerProperty, PropertyChange.Target)]) {
      for (id, property, target) in changes {
        tree[id, property] = target.value(from: tree[id, property], width: w, height: h)
      }
    }
    let duration = block.duration ?? definition.duration
    if block.beginsFromCurrentState {
      return try beginFromCurrentState(block, in: &tree, width: w, height: h)
    }
    switch block.kind {
    case .basic(let curve, let changes):
      let list = try resolved(changes)
      return try tree.animate(
        duration: duration, delay: block.delay, curve: curve, beginTime: 0, repeatCount: block.repeatCount,
        autoreverses: block.autoreverses
      ) { set(&$0, list) }
    case .keyframes(let curve, let frames):
      var lists: [(Double, Double, [(LayerID, LayerProperty, PropertyChange.Target)])] = []
      for frame in frames { lists.append((frame.start, frame.duration, try resolved(frame.changes))) }
      var modes: [LayerID: [LayerProperty: CalculationMode]] = [:]
      for (name, byProperty) in block.calculationModes {
        modes[try tree.requireLayer(named: name)] = byProperty
      }
      return try tree.animateKeyframes(
        duration: duration, delay: block.delay, curve: curve, calculationMode: block.calculationMode,
        calculationModes: modes, beginTime: 0, repeatCount: block.repeatCount,
        autoreverses: block.autoreverses
      ) { builder in
        for (start, length, list) in lists {
          builder.addKeyframe(relativeStartTime: start, relativeDuration: length) { set(&$0, list) }
        }
      }
    case .spring(let spring, let changes):
      let list = try resolved(changes)
      var after = tree
      set(&after, list)
      var added: [AnimationEntry] = []
      for (id, property, _) in list {
        var animation = try SpringAnimation(
          property: property, from: tree[id, property], to: after[id, property], spring: spring,
          duration: block.duration, beginTime: block.delay, fillMode: .backwards)
        animation.timing.repeatCount = block.repeatCount
        animation.timing.autoreverses = block.autoreverses
        try after.add(.spring(animation), to: id)
        added.append(AnimationEntry(key: property.keyPath, layer: id, animation: .spring(animation)))
      }
      tree = after
      return added
    }
  }

  /// `.beginFromCurrentState`, as if the block were called when it begins: each property it changes
  /// (without a from of its own) starts from what the layer shows then, and an earlier block's
  /// animation of it runs until then (kept under its own key; the block's do not fill backwards).
  func beginFromCurrentState(
    _ block: AnimationBlock, in tree: inout LayerTree, width w: Double, height h: Double
  )
    throws(TimingError) -> [AnimationEntry]
  {
    var scratch = tree
    for change in block.allChanges where change.from == nil {
      let id = try tree.requireLayer(named: change.layer)
      // Read at the layer's own time, whatever the container's timing is while the animator runs.
      var shown = tree[id, change.property]
      for entry in tree.animations where entry.layer == id && entry.animation.property == change.property {
        // An additive (composed) animation adds its remaining delta to what shows so far.
        if let value = entry.animation.value(atLayerTime: block.delay), value.isFinite {
          shown = entry.animation.isAdditive ? shown + value : value
        }
      }
      scratch[id, change.property] = shown
    }
    // The block replaces what shows from its begin: built without the earlier animations, so that
    // none composes with them (UIView.animate's additive overlap is for blocks without the option).
    scratch.removeAllAnimations()
    var plain = block
    plain.beginsFromCurrentState = false
    let entries = try add(plain, to: &scratch, width: w, height: h)
    for index in 0..<tree.count { tree[LayerID(index)].model = scratch[LayerID(index)].model }
    var added: [AnimationEntry] = []
    for entry in entries {
      var animation = entry.animation
      switch animation {
      case .basic(var a):
        a.timing.fillMode = .removed
        animation = .basic(a)
      case .keyframe(var a):
        a.timing.fillMode = .removed
        animation = .keyframe(a)
      case .spring(var a):
        a.timing.fillMode = .removed
        animation = .spring(a)
      }
      let key = "\(entry.key) from current state \(tree.animations.count)"
      try tree.add(animation, forKey: key, to: entry.layer)
      added.append(AnimationEntry(key: key, layer: entry.layer, animation: animation))
    }
    return added
  }
}
