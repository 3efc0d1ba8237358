import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// The transitioning delegate and the action container.
@Suite struct TransitioningDelegateTests {
  @Test func anInteractorOnlyWhileAGestureDrives() throws {
    // Seed 000's interactionControllerFor…: `interactionInProgress ? interactor : nil`; seed 002's
    // frozen UI came from returning one for a button-triggered transition.
    var configuration = TransitionConfiguration()
    configuration.completionSpeed = 2
    configuration.slowAnimationFactor = 3
    let transitioningDelegate = TransitioningDelegate(
      descriptor: descriptor("pop"), configuration: configuration)
    let animator = transitioningDelegate.animationController(isDismissal: false)
    #expect(animator.transitionDuration(using: nil) == 3)
    #expect(transitioningDelegate.interactionController(for: animator, interactionInProgress: false) == nil)
    let interactor = try #require(
      transitioningDelegate.interactionController(for: animator, interactionInProgress: true))
    #expect(interactor.completionSpeed == 2 && interactor.slowAnimationFactor == 3)
    #expect(interactor.completionCurve == .easeInEaseOut)
  }

  @Test func contextCompletesOnce() throws {
    var context = try TransitionContext()
    #expect(context.isAnimated && !context.isInteractive)
    context.cancelInteractiveTransition()
    #expect(context.transitionWasCancelled)
    let first = context.completeTransition(false)
    let second = context.completeTransition(true)
    #expect(first && !second)
    #expect(context.completion == false)
  }

  @Test func slideRolesSwapOnReset() {
    #expect(descriptor("slide").roles(isDismissal: false) == ("top", "under"))
    #expect(descriptor("slide").roles(isDismissal: true) == ("under", "top"))
    #expect(descriptor("flip").roles(isDismissal: true) == ("from", "to"))
  }

  @Test func actionsKeepOrderUpToTheirCapacity() {
    var actions = TransitionActions()
    #expect(actions.isEmpty && actions.decision == nil && actions.completion == nil)
    actions.append(.watchdogCancelled)
    actions.append(.completed(finished: false))
    actions.append(.paused(true))
    actions.append(.began(interactive: false))
    // A fifth would be a driver bug: it stops a debug build (`assertionFailure`), so it is not made here.
    #expect(actions.count == TransitionActions.capacity)
    #expect(
      Array(actions) == [
        .watchdogCancelled, .completed(finished: false), .paused(true), .began(interactive: false),
      ])
    #expect(actions.completion == false)
  }
}
