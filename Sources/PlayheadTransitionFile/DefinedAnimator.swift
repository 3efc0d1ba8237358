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
    context.layers[context.container].sublayerM34 = definition.m34.value(width: w, height: h)
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
          tree[id].content = spec.content
          progressed = true
        } else if let parentName = spec.parent, let parent = tree.layer(named: parentName) {
          try tree.addLayer(
            named: spec.name, parent: parent, model: spec.model(width: w, height: h),
            timing: spec.timing ?? MediaTiming(),
            sublayerM34: spec.m34?.value(width: w, height: h) ?? 0, content: spec.content)
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

  /// Setup values and fromValues, the snapshot a cancel restores, then each block in order.
  func run(_ play: TransitionDefinition.Play, in context: inout TransitionContext) throws(TimingError) {
    let w = context.size.width
    let h = context.size.height
    for change in play.set { try apply(change, to: &context.layers, width: w, height: h) }
    for block in play.animations {
      for change in block.allChanges {
        guard let from = change.from else { continue }
        context.layers[try context.layers.requireLayer(named: change.layer), change.property] = from.value(
          width: w, height: h)
      }
    }
    context.snapshotInitialModels()
    for block in play.animations { try add(block, to: &context.layers, width: w, height: h) }
  }

  /// The presentation's end state back to its start: every property its blocks animate returns to
  /// the value it had once the presentation was set up, along the same blocks' curves and springs.
  func runReversed(in context: inout TransitionContext) throws(TimingError) {
    let w = context.size.width
    let h = context.size.height
    var forward = context
    try run(definition.presentation, in: &forward)
    let start = forward.initialModels
    for index in start.indices { context.layers[LayerID(index)].model = forward.layers[LayerID(index)].model }
    context.snapshotInitialModels()
    for block in definition.presentation.animations {
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
      // The checker refuses `dismissal: reverse` with keyframes: the windows would have to mirror.
      case .keyframes: throw .invalidKeyframes("a reversed dismissal cannot run keyframes")
      }
      try add(back, to: &context.layers, width: w, height: h)
    }
  }

  func apply(_ change: PropertyChange, to tree: inout LayerTree, width w: Double, height h: Double)
    throws(TimingError)
  {
    let id = try tree.requireLayer(named: change.layer)
    switch change.target {
    case .to(let e): tree[id, change.property] = e.value(width: w, height: h)
    case .by(let e): tree[id, change.property] += e.value(width: w, height: h)
    }
  }

  func add(_ block: AnimationBlock, to tree: inout LayerTree, width w: Double, height h: Double)
    throws(TimingError)
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
        switch target {
        case .to(let e): tree[id, property] = e.value(width: w, height: h)
        case .by(let e): tree[id, property] += e.value(width: w, height: h)
        }
      }
    }
    let duration = block.duration ?? definition.duration
    switch block.kind {
    case .basic(let curve, let changes):
      let list = try resolved(changes)
      try tree.animate(duration: duration, delay: block.delay, curve: curve) { set(&$0, list) }
    case .keyframes(let curve, let frames):
      var lists: [(Double, Double, [(LayerID, LayerProperty, PropertyChange.Target)])] = []
      for frame in frames { lists.append((frame.start, frame.duration, try resolved(frame.changes))) }
      try tree.animateKeyframes(duration: duration, delay: block.delay, curve: curve) { builder in
        for (start, length, list) in lists {
          builder.addKeyframe(relativeStartTime: start, relativeDuration: length) { set(&$0, list) }
        }
      }
    case .spring(let spring, let changes):
      let list = try resolved(changes)
      var after = tree
      set(&after, list)
      for (id, property, _) in list {
        let animation = try SpringAnimation(
          property: property, from: tree[id, property], to: after[id, property], spring: spring,
          duration: block.duration, beginTime: tree.localTime(of: id, atGlobal: 0) + block.delay,
          fillMode: .backwards)
        try after.add(.spring(animation), to: id)
      }
      tree = after
    }
  }
}
