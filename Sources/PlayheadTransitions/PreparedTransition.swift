import PlayheadTiming

/// One direction of a transition, built once when the driver is made: the animator, the context
/// with the animator's animations in place, and the layer trees it settles to on finish or cancel.
///
/// Starting the next transition copies these (the copies share their copy-on-write storage), so the
/// swipe that begins it allocates nothing instead of building the layer tree, its keyframe arrays
/// and the animator's existential box again. The context's layers are not changed while the
/// transition runs, so the settled trees are exactly what `endAnimations(finished:)` would leave.
struct PreparedTransition: Sendable {
  /// The animator (catalogue animators are immutable values).
  let animator: any Animator
  /// The context as `makeContext` returns it, animations in place.
  let context: TransitionContext
  /// `context.layers` after `endAnimations(finished: true)`.
  let finishedLayers: LayerTree
  /// `context.layers` after `endAnimations(finished: false)`.
  let cancelledLayers: LayerTree

  init(animator: any Animator, context: TransitionContext) {
    self.animator = animator
    self.context = context
    var finished = context
    finished.endAnimations(finished: true)
    finishedLayers = finished.layers
    var cancelled = context
    cancelled.endAnimations(finished: false)
    cancelledLayers = cancelled.layers
  }

  /// The layers a transition started from `context` rests on once it ends, or nil when `layers`
  /// is no longer this context's tree (then the caller ends the animations itself). Comparing trees
  /// that share storage is O(1).
  func settledLayers(from layers: LayerTree, finished: Bool) -> LayerTree? {
    guard layers == context.layers else { return nil }
    return finished ? finishedLayers : cancelledLayers
  }
}
