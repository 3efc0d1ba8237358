/// A tree of named layers with their animations: Core Animation's layer tree as a value.
///
/// Layers are added parent-first and never removed, so a `LayerID` stays valid. Time is always a
/// parameter: "global" time is the parent time of the top-level layers (`CACurrentMediaTime()` in
/// Core Animation). Presentation values are sampled with `presentation(at:into:)` without allocating.
public struct LayerTree: Sendable, Hashable {
  /// Every layer, parents before children.
  public internal(set) var layers: [Layer] = []
  /// Every attached animation in the order it was added (later ones win on the same property).
  public internal(set) var animations: [AnimationEntry] {
    get { plan.entries }
    set { plan = AnimationPlan(newValue) }
  }
  /// The animations as sampling reads them (AnimationPlan.swift).
  @usableFromInline var plan = AnimationPlan([])

  /// An empty tree.
  public init() {}

  /// Adds a layer under `parent` (nil: top level) and returns its id. Throws for a duplicate name, a
  /// parent from elsewhere, or model values / timing that are not finite.
  @discardableResult
  public mutating func addLayer(
    named name: String, parent: LayerID? = nil, model: LayerValues = .identity,
    timing: MediaTiming = MediaTiming(), sublayerM34: Double = 0, content: LayerContent = .none
  ) throws(TimingError) -> LayerID {
    try addLayer(
      named: name, parent: parent, model: model, timing: timing,
      sublayerTransform: .perspective(m34: sublayerM34),
      content: content)
  }

  /// Adds a layer whose sublayers are seen through `sublayerTransform` (every entry finite).
  @discardableResult
  public mutating func addLayer(
    named name: String, parent: LayerID? = nil, model: LayerValues = .identity,
    timing: MediaTiming = MediaTiming(), sublayerTransform: Transform3D, content: LayerContent = .none
  ) throws(TimingError) -> LayerID {
    guard layer(named: name) == nil else { throw .duplicateLayer(name) }
    if let parent { try check(parent) }
    try Self.validate(model)
    try timing.validate()
    for (i, entry) in sublayerTransform.entries.enumerated() {
      try TimingError.requireFinite(entry, "sublayerTransform.m\(i / 4 + 1)\(i % 4 + 1)")
    }
    layers.append(
      Layer(
        name: name, parent: parent, timing: timing, model: model, sublayerTransform: sublayerTransform,
        content: content))
    return LayerID(layers.count - 1)
  }

  /// The layer with this name.
  public func layer(named name: String) -> LayerID? {
    layers.firstIndex { $0.name == name }.map(LayerID.init)
  }

  /// The layer with this name, or `TimingError.unknownLayer`.
  public func requireLayer(named name: String) throws(TimingError) -> LayerID {
    guard let id = layer(named: name) else { throw .unknownLayer(name) }
    return id
  }

  /// Reads or replaces a layer (its name and parent cannot change).
  public subscript(id: LayerID) -> Layer {
    get { layers[id.index] }
    set { layers[id.index] = newValue }
  }

  /// A layer's media timing, read in place: no copy of the whole layer, whose name a copy would
  /// retain and release (the container's scrub reads it every event).
  public subscript(timingOf id: LayerID) -> MediaTiming { layers[id.index].timing }

  /// Sets a layer's media timing in place. A method rather than a `_modify` accessor: across the module
  /// boundary that coroutine allocated its frame on every event (TransitionBenchmarks).
  public mutating func setTiming(_ timing: MediaTiming, of id: LayerID) {
    layers[id.index].timing = timing
  }

  /// Reads or sets one model value of a layer.
  public subscript(id: LayerID, property: LayerProperty) -> Double {
    get { layers[id.index].model[property] }
    set { layers[id.index].model[property] = newValue }
  }

  /// Makes this tree equal to `other` (the same layers, by name and parent, in the same order) by
  /// writing each layer into this tree's own storage: no allocation once that storage is not shared
  /// (see `makeStorageUnique()`), where `self = other` would share `other`'s and copy it at the next
  /// change. The animations are shared with `other`; nothing changes them in place. A tree of
  /// another shape is replaced whole.
  public mutating func assign(from other: LayerTree) {
    guard layers.count == other.layers.count else {
      self = other
      return
    }
    for i in layers.indices { layers[i] = other.layers[i] }
    plan = other.plan
  }

  /// Gives the layers storage of their own, so later changes in place (a layer's timing each frame)
  /// never copy the array a copy of this tree shares.
  public mutating func makeStorageUnique() {
    layers = layers.map { $0 }
  }

  /// Number of layers (the size `presentation(at:into:)` needs).
  public var count: Int { layers.count }

  // MARK: Animations

  /// Attaches `animation` to `layer` under `key` (default: the property's key path), replacing any
  /// animation with that key on that layer, as `CALayer.add(_:forKey:)` does.
  public mutating func add(_ animation: LayerAnimation, forKey key: String? = nil, to layer: LayerID)
    throws(TimingError)
  {
    try check(layer)
    let key = key ?? animation.property.keyPath
    if let existing = animations.firstIndex(where: { $0.layer == layer && $0.key == key }) {
      animations.remove(at: existing)
    }
    animations.append(AnimationEntry(key: key, layer: layer, animation: animation))
  }

  /// The animation attached to `layer` under `key`.
  public func animation(forKey key: String, on layer: LayerID) -> LayerAnimation? {
    animations.first { $0.layer == layer && $0.key == key }?.animation
  }

  /// The keys of the animations on `layer`, in the order they were added.
  public func animationKeys(on layer: LayerID) -> [String] {
    animations.filter { $0.layer == layer }.map(\.key)
  }

  /// Removes the animation under `key` on `layer`, if any.
  public mutating func removeAnimation(forKey key: String, from layer: LayerID) {
    animations.removeAll { $0.layer == layer && $0.key == key }
  }

  /// Removes every animation on `layer`.
  public mutating func removeAllAnimations(from layer: LayerID) {
    animations.removeAll { $0.layer == layer }
  }

  /// Removes every animation on `layer` and all its descendants.
  public mutating func removeAllAnimations(inSubtreeOf layer: LayerID) {
    let tree = self
    animations.removeAll { tree.isDescendant($0.layer, of: layer) }
  }

  /// Removes every animation in the tree.
  public mutating func removeAllAnimations() {
    animations.removeAll(keepingCapacity: true)
  }

  /// True when `layer` is `ancestor` or lies beneath it.
  public func isDescendant(_ layer: LayerID, of ancestor: LayerID) -> Bool {
    var current: LayerID? = layer
    while let id = current {
      if id == ancestor { return true }
      current = layers[id.index].parent
    }
    return false
  }

  /// The latest end time, in global time, of the animations in `layer`'s subtree (all layers when
  /// nil), assuming every timeline on the way runs at a positive speed; nil when there are none.
  public func animationsEndTime(inSubtreeOf layer: LayerID? = nil) -> Double? {
    var end: Double?
    for entry in animations where layer.map({ isDescendant(entry.layer, of: $0) }) ?? true {
      let t = convertTime(entry.animation.endTime, from: entry.layer, to: nil)
      end = max(end ?? t, t)
    }
    return end
  }

  // MARK: Checks

  func check(_ id: LayerID) throws(TimingError) {
    guard id.index >= 0 && id.index < layers.count else { throw .unknownLayer(id.description) }
  }

  static func validate(_ values: LayerValues) throws(TimingError) {
    for property in LayerProperty.allCases {
      try TimingError.requireFinite(values[property], property.name)
    }
  }
}
