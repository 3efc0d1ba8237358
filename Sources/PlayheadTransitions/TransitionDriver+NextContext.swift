extension TransitionDriver {
  /// At rest after a transition completed: makes the next one's context ready in `spare`, beside the
  /// spent context (which frames still show until then), so that the next start swaps it in.
  ///
  /// Measured hot path (issue 26): copying the prepared layer tree into the context was most of the
  /// instructions of a `began` (about 3,600 of 4,700), and all of it cold in the event's turn, which
  /// `libinput debug-events` is measured against; the engine calls this after the completion's last
  /// frame instead. The context a start gets is the same either way: the prepared one's values.
  public mutating func prepareNextContext() {
    let isDismissal = configuration.isDismissal
    guard contextIsSpent, spareDirection != isDismissal, let ready = preparedContext(isDismissal: isDismissal)
    else { return }
    spare.assign(from: ready)
    spareDirection = isDismissal
  }

  // The prepared transitions read field by field (measured, issue 26): taking one out whole copied
  // it (a retain and a release of each of its references).

  /// The prepared context of one direction, nil where it could not be built.
  func preparedContext(isDismissal: Bool) -> TransitionContext? {
    isDismissal ? prepared.dismissal?.context : prepared.presentation?.context
  }

  /// The prepared animator of one direction, nil where it could not be built.
  func preparedAnimator(isDismissal: Bool) -> (any Animator)? {
    isDismissal ? prepared.dismissal?.animator : prepared.presentation?.animator
  }
}
