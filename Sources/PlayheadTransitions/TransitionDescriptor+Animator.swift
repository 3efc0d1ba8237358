import PlayheadGestures

extension TransitionDescriptor {
  /// A transition run by your `animator`, driven by `gesture` (`swipe:3:down`, `pinch:2`), with what a
  /// UIKit interactive transition leaves implicit filled in: the duration is the animator's
  /// `transitionDuration(using: nil)`; a swipe's percent is its travel along its axis over the
  /// container (any direction over the height when it names none), a pinch's 1 − scale; the dismissal
  /// is the same gesture the other way; released past half way it finishes (the seeds' 0.5); the
  /// container holds `from` under `to`.
  /// - Throws: `GestureBindingError` for a gesture that does not parse.
  public init(name: String, animator: any Animator, gesture: String) throws(GestureBindingError) {
    let binding = try GestureBinding(parsing: gesture)
    var back = binding
    let mapping: PercentMapping
    switch (binding.kind, binding.direction?.axis) {
    case (.swipe, .vertical?): mapping = .verticalPan
    case (.swipe, .horizontal?): mapping = .pan(PanTravel(axis: .x, distance: .width))
    // A hold never travels: its percent stays 0 until released or played.
    case (.swipe, nil), (.hold, _): mapping = .anyPan
    case (.pinch, _): mapping = .pinch
    }
    back.direction = binding.direction.map(\.reversed)
    self.init(
      name: name, animator: animator, animatorKey: name,
      duration: animator.transitionDuration(using: nil), curveName: "custom",
      defaultGesture: binding.description, dismissalGesture: back.description, percentMapping: mapping,
      rule: .threshold(0.5), layerNames: ["from", "to"], fromName: "from", toName: "to")
  }
}
