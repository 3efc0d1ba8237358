import PlayheadTiming

/// The transitioning delegate: vends the animator for a presentation or dismissal, and an interactor
/// **only** while a gesture is driving the transition (seed 000's `interactionInProgress`), so a
/// transition started by a key plays on its own instead of waiting for updates nobody sends (the
/// frozen-UI bug of seed 002).
public struct TransitioningDelegate: Sendable {
  /// The transition it vends animators for.
  public let descriptor: TransitionDescriptor
  /// Completion speed, curve and slow factor handed to each interactor.
  public internal(set) var configuration: TransitionConfiguration

  /// A delegate for `descriptor` with these options.
  public init(descriptor: TransitionDescriptor, configuration: TransitionConfiguration) {
    self.descriptor = descriptor
    self.configuration = configuration
  }

  /// `animationController(forPresented:…)` / `animationController(forDismissed:)`.
  public func animationController(isDismissal: Bool) -> any Animator {
    descriptor.makeAnimator()
  }

  /// `interactionControllerForPresentation(using:)` / `…ForDismissal`: nil unless an interaction is
  /// in progress.
  public func interactionController(for animator: any Animator, interactionInProgress: Bool)
    -> PercentDrivenInteractor?
  {
    guard interactionInProgress else { return nil }
    return PercentDrivenInteractor(
      completionSpeed: configuration.completionSpeed, completionCurve: configuration.completionCurve,
      slowAnimationFactor: configuration.effectiveSlowFactor)
  }

  /// A context for the transition with the animator's animations in place (`animateTransition`).
  public func makeContext(animator: any Animator, isDismissal: Bool, isInteractive: Bool) throws(TimingError)
    -> TransitionContext
  {
    let roles = descriptor.roles(isDismissal: isDismissal)
    var context = try TransitionContext(
      size: configuration.container, layerNames: descriptor.layerNames, fromName: roles.from,
      toName: roles.to,
      isDismissal: isDismissal, isInteractive: isInteractive)
    try animator.animateTransition(using: &context)
    context.transitionDuration = animator.transitionDuration(using: context)
    return context
  }
}
