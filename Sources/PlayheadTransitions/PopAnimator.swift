import PlayheadTiming

/// Seed 002's `TWTPopTransitionController`: over 3.0 s, linear, the from-layer scales to 0.3 and fades
/// out, revealing the to-layer inserted below it.
public struct PopAnimator: Animator {
  public var duration = 3.0
  /// The from-layer's final scale.
  public var finalScale = 0.3

  public init() {}

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  public func animateTransition(using context: inout TransitionContext) throws(TimingError) {
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
