import PlayheadTiming
import PlayheadTransitions

/// Seed 000's card flip (`SCFlipAnimation`): 1.0 s of keyframes, the from-layer turning 0 → 90° about x
/// in the first half and the to-layer −90° → 0 in the second, seen through m34 = −1/height; the
/// direction reverses on dismissal. Options 0: the whole keyframe timeline runs along easeInEaseOut.
struct FlipAnimator: Animator {
  var duration = 1.0

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let from = context.from
    let to = context.to
    context.layers[context.container].sublayerM34 = -1 / context.size.height
    let direction = context.isDismissal ? -1.0 : 1.0
    context.layers[to, .rotationX] = -direction * 90
    context.snapshotInitialModels()
    try context.layers.animateKeyframes(duration: duration, curve: .easeInEaseOut) { frames in
      frames.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) {
        $0[from, .rotationX] = direction * 90
      }
      frames.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { $0[to, .rotationX] = 0 }
    }
  }
}
