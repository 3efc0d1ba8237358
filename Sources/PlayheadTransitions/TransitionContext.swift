import PlayheadTiming

/// `UIViewControllerContextTransitioning` as a value: the container layer with the from and to
/// layers, the interactive state, and the completion, which happens exactly once.
public struct TransitionContext: Sendable {
  /// The container layer and everything the animator put in it.
  public var layers: LayerTree
  /// The container layer (its sublayerTransform's m34 gives the perspective).
  public let container: LayerID
  /// The layer being transitioned away from.
  public let from: LayerID
  /// The layer being transitioned to.
  public let to: LayerID
  /// The container's size in points.
  public let size: ContainerSize
  /// True for a dismissal (the reverse direction).
  public let isDismissal: Bool
  /// Always true: Playhead only runs animated transitions.
  public let isAnimated = true
  /// True while an interactor drives the timeline.
  public internal(set) var isInteractive: Bool
  /// Set by `cancelInteractiveTransition()`.
  public private(set) var transitionWasCancelled = false
  /// The last percent given to `updateInteractiveTransition(_:)`.
  public private(set) var percentComplete = 0.0
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
    let full = LayerValues(positionX: size.width / 2, positionY: size.height / 2, width: size.width, height: size.height)
    container = try tree.addLayer(named: "container", model: full)
    for name in layerNames { try tree.addLayer(named: name, parent: container, model: full) }
    from = try tree.requireLayer(named: fromName)
    to = try tree.requireLayer(named: toName)
    layers = tree
    self.size = size
    self.isDismissal = isDismissal
    self.isInteractive = isInteractive
  }

  /// Records the models as they are before the animator's animations (an animator calls it once its
  /// layers are set up, before adding animations): a cancel restores them.
  public mutating func snapshotInitialModels() {
    initialModels = layers.layers.map(\.model)
  }

  /// `updateInteractiveTransition(_:)`.
  public mutating func updateInteractiveTransition(_ percent: Double) {
    if !percent.isNaN { percentComplete = min(max(percent, 0), 1) }
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
  /// animations' end values, which the model already holds.
  mutating func endAnimations(finished: Bool) {
    layers.removeAllAnimations()
    if !finished && initialModels.count == layers.count {
      for index in initialModels.indices { layers[LayerID(index)].model = initialModels[index] }
    }
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
