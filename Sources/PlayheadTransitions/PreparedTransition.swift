import PlayheadTiming

/// One direction of a transition, built once when the driver is made: the animator, the context
/// with the animator's animations in place, and the layer trees it settles to on finish or cancel.
///
/// Starting the next transition writes these into the driver's own context (layer by layer into its
/// storage; the animations are shared copy-on-write), so the swipe that begins it allocates nothing
/// instead of building the layer tree, its keyframe arrays and the animator's existential box again.
/// Only the container's timing changes while the transition runs, so the settled trees are exactly
/// what `endAnimations(finished:)` would leave, but for that timing, which the driver keeps.
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
}
