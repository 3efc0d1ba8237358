import PlayheadTiming

/// `UIViewControllerContextTransitioning` as a value: the container layer with the from and to
/// layers, the interactive state, and the completion, which happens exactly once.
///
/// The container layer's media timing is the scrub: `updateInteractiveTransition(_:)` freezes it
/// (`speed = 0`) at `timeOffset = transitionDuration × percent`, as UIKit's context does to its
/// container view's layer, and every layer below follows through its own timing. The percent is not
/// kept anywhere else: `percentComplete` reads it back from the container.
public struct TransitionContext: Sendable {
  /// The container layer and everything the animator put in it.
  public var layers: LayerTree
  /// The container layer (its sublayerTransform's m34 gives the perspective).
  public private(set) var container: LayerID
  /// The layer being transitioned away from.
  public private(set) var from: LayerID
  /// The layer being transitioned to.
  public private(set) var to: LayerID
  /// The container's size in points.
  public private(set) var size: ContainerSize
  /// True for a dismissal (the reverse direction).
  public private(set) var isDismissal: Bool
  /// Always true: Playhead only runs animated transitions.
  public let isAnimated = true
  /// True while an interactor drives the timeline.
  public internal(set) var isInteractive: Bool
  /// Set by `cancelInteractiveTransition()`.
  public private(set) var transitionWasCancelled = false
  /// The animator's `transitionDuration`, seconds: the timeline a percent of 1 reaches (set when the
  /// animator has animated the transition; 0 before).
  public internal(set) var transitionDuration = 0.0
  /// The argument of the one `completeTransition(_:)` call, once made.
  public private(set) var completion: Bool?
  /// Model values before the animator ran: restored when the transition is cancelled.
  public private(set) var initialModels: [LayerValues] = []

  /// A container of `size` holding `layerNames` (back to front, each filling the container), of
  /// which `fromName` and `toName` are the from and to layers.
  public init(
    size: ContainerSize = .standard, layerNames: [String] = ["from", "to"], fromName: String = "from",
    toName: String = "to", isDismissal: Bool = false, isInteractive: Bool = false
  ) throws(TimingError) {
    var tree = LayerTree()
    let full = LayerValues(
      positionX: size.width / 2, positionY: size.height / 2, width: size.width, height: size.height)
    container = try tree.addLayer(named: "container", model: full)
    for name in layerNames { try tree.addLayer(named: name, parent: container, model: full) }
    from = try tree.requireLayer(named: fromName)
    to = try tree.requireLayer(named: toName)
    layers = tree
    self.size = size
    self.isDismissal = isDismissal
    self.isInteractive = isInteractive
  }

  // MARK: The container's timing

  /// The container layer's media timing: speed 0 and `timeOffset` while scrubbed.
  public var containerTiming: MediaTiming {
    get { layers[timingOf: container] }
    set { layers.setTiming(newValue, of: container) }
  }

  /// The container's local time at global time `time` (`convertTime(time, from: nil, to: container)`).
  public func containerTime(at time: Double) -> Double {
    layers.localTime(of: container, atGlobal: time)
  }

  /// Percent complete: the container's `timeOffset / transitionDuration` while it is frozen, in [0, 1];
  /// 0 for a timeline of no length. (A running container's percent depends on the time: `percent(at:)`.)
  public var percentComplete: Double {
    // One read of the timing (measured, issue 26): each is a call into the layer tree.
    let timing = containerTiming
    return Self.fraction(timing.speed == 0 ? timing.timeOffset : 0, of: transitionDuration)
  }

  /// Percent complete at global time `time`: the container's local time over the duration, in [0, 1].
  public func percent(at time: Double) -> Double {
    Self.fraction(containerTime(at: time), of: transitionDuration)
  }

  static func fraction(_ local: Double, of duration: Double) -> Double {
    guard duration > 0, local.isFinite else { return 0 }
    return min(max(local / duration, 0), 1)
  }

  /// Records the models as they are before the animator's animations (an animator calls it once its
  /// layers are set up, before adding animations): a cancel restores them.
  public mutating func snapshotInitialModels() {
    initialModels = layers.layers.map(\.model)
  }

  /// `updateInteractiveTransition(_:)`: the container is frozen (`speed = 0`) at `timeOffset =
  /// transitionDuration × percent`, the percent clamped to [0, 1]; NaN changes nothing.
  public mutating func updateInteractiveTransition(_ percent: Double) {
    guard !percent.isNaN else { return }
    let clamped = min(max(percent, 0), 1)
    var timing = layers[timingOf: container]
    timing.speed = 0
    timing.timeOffset = transitionDuration * clamped
    layers.setTiming(timing, of: container)
  }

  /// `finishInteractiveTransition()`.
  public mutating func finishInteractiveTransition() {
    transitionWasCancelled = false
  }

  /// `cancelInteractiveTransition()`: the transition will end back where it started.
  public mutating func cancelInteractiveTransition() {
    transitionWasCancelled = true
  }

  /// `pauseInteractiveTransition()`: the timeline is scrubbed again.
  public mutating func pauseInteractiveTransition() {
    isInteractive = true
    transitionWasCancelled = false
  }

  /// Ends the animations: on cancel the layers go back to their model values from before the
  /// animation (UIKit reverts them before the completion handler runs); on finish they rest at the
  /// animations' end values, which the model already holds. The container's timing is kept.
  mutating func endAnimations(finished: Bool) {
    layers.removeAllAnimations()
    if !finished && initialModels.count == layers.count {
      for index in initialModels.indices { layers[LayerID(index)].model = initialModels[index] }
    }
  }

  /// Makes this context `other` (a context of the same transition, e.g. a prepared copy for either
  /// direction), writing the layer tree into this context's own storage so that setting the
  /// container's timing afterwards does not copy the tree (see `LayerTree.assign(from:)`).
  mutating func assign(from other: TransitionContext) {
    // `tree` holds this context's storage while `self = other` takes every other field; it is then
    // the only holder, so the tree is written in place.
    var tree = layers
    self = other
    tree.assign(from: other.layers)
    layers = tree
  }

  /// `completeTransition(_:)`: returns true the first time, false (and changes nothing) afterwards.
  @discardableResult
  public mutating func completeTransition(_ didComplete: Bool) -> Bool {
    guard completion == nil else { return false }
    completion = didComplete
    return true
  }

  /// The id of the layer named `name`.
  public func layer(named name: String) -> LayerID? { layers.layer(named: name) }
}
