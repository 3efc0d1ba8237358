import PlayheadTiming

/// `UIViewControllerAnimatedTransitioning`: builds the transition's animations in the context's
/// container. Under an interactor the container is frozen and scrubbed; without one it plays. There is
/// no `interruptibleAnimator(using:)`: a re-grab pauses the percent-driven interactor instead
/// (`pauseInteractiveTransition`), from the percent shown.
public protocol Animator: Sendable {
  /// `transitionDuration(using:)`, seconds.
  func transitionDuration(using context: TransitionContext?) -> Double
  /// `animateTransition(using:)`: sets up the layers and adds the animations (UIView-style: model
  /// values set to the end state, animations from the start state).
  func animateTransition(using context: inout TransitionContext) throws(TimingError)
  /// `animationEnded(_:)`: called once after `completeTransition(_:)`.
  func animationEnded(_ transitionCompleted: Bool)
}

extension Animator {
  public func animationEnded(_ transitionCompleted: Bool) {}
}
