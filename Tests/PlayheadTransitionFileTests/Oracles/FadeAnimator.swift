import PlayheadTiming
import PlayheadTransitions

/// Seeds 003 (`SCFadeTransition`, 2.0 s) and 001 (`FadeTransition`, 3.0 s): the to-layer, added above,
/// fades in from opacity 0 to 1 along UIKit's default curve, easeInEaseOut.
struct FadeAnimator: Animator {
  var duration: Double

  init(duration: Double = 2.0) { self.duration = duration }

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let to = context.to
    context.layers[to, .opacity] = 0
    context.snapshotInitialModels()
    try context.layers.animate(duration: duration, curve: .easeInEaseOut) { $0[to, .opacity] = 1 }
  }
}
