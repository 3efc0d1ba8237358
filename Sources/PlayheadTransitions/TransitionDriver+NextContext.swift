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
    guard contextIsSpent, spareDirection != isDismissal,
      let ready = isDismissal ? prepared.dismissal?.context : prepared.presentation?.context
    else { return }
    spare.assign(from: ready)
    spareDirection = isDismissal
  }
}
