import PlayheadTiming
import PlayheadTransitions

/// ECSlidingViewController's default `ECSlidingAnimationController` (seed 004, "slide"): the top
/// layer slides between centred and anchored right, its left edge moving by `anchorRevealAmount`
/// (276 pt, the library's default) over 0.25 s with a linear curve. Presenting anchors; dismissing
/// resets. Layers: `under` (the under-left view) and `top`.
struct SlidingAnimator: Animator {
  var duration = 0.25
  var anchorRevealAmount = SlidingAnimator.defaultAnchorRevealAmount

  /// ECSlidingViewController's `anchorRightRevealAmount` default, points.
  static let defaultAnchorRevealAmount = 276.0

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let top = try context.layers.requireLayer(named: "top")
    let centred = context.size.width / 2
    let anchored = centred + anchorRevealAmount
    context.layers[top, .positionX] = context.isDismissal ? anchored : centred
    context.snapshotInitialModels()
    let target = context.isDismissal ? centred : anchored
    try context.layers.animate(duration: duration, curve: .linear) { $0[top, .positionX] = target }
  }
}
