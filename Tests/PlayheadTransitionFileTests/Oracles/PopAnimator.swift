import PlayheadTiming
import PlayheadTransitions

/// Seed 002's `TWTPopTransitionController`: over 3.0 s, linear, the from-layer scales to 0.3 and fades
/// out, revealing the to-layer inserted below it.
struct PopAnimator: Animator {
  var duration = 3.0
  /// The from-layer's final scale.
  var finalScale = 0.3

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let from = context.from
    let scale = finalScale
    context.snapshotInitialModels()
    try context.layers.animate(duration: duration, curve: .linear) { tree in
      tree[from, .scaleX] = scale
      tree[from, .scaleY] = scale
      tree[from, .opacity] = 0
    }
  }
}
