import PlayheadTransitions

/// The seeds' transitions as hand-written animators: the independent oracle the shipped transition
/// files are checked against (they left Sources when the files became the only built-ins).
enum CompiledCatalogue {
  /// All transitions, in seed order.
  static let all: [TransitionDescriptor] = [
    TransitionDescriptor(
      name: "flip", animator: FlipAnimator(), animatorKey: "compiled:flip", seed: "000",
      summary: "card flip: from-layer 0→90° about x, then to-layer −90°→0, perspective −1/height",
      duration: 1.0, curveName: "easeInEaseOut", defaultGesture: "swipe:3:down",
      dismissalGesture: "swipe:3:up",
      percentMapping: .verticalPan, rule: .threshold(0.5), layerNames: ["from", "to"], fromName: "from",
      toName: "to"),
    TransitionDescriptor(
      name: "fade", animator: FadeAnimator(duration: 2.0), animatorKey: "compiled:fade", seed: "003",
      summary: "to-layer fades in, 2.0 s (iOS 7 Day-by-Day)",
      duration: 2.0, curveName: "easeInEaseOut", defaultGesture: "swipe:3", dismissalGesture: "swipe:3",
      percentMapping: .anyPan, rule: .threshold(0.5), layerNames: ["from", "to"], fromName: "from",
      toName: "to"),
    TransitionDescriptor(
      name: "fade-3s", animator: FadeAnimator(duration: 3.0), animatorKey: "compiled:fade-3s", seed: "001",
      summary: "to-layer fades in, 3.0 s (View Controller Transitions)",
      duration: 3.0, curveName: "easeInEaseOut", defaultGesture: "swipe:3", dismissalGesture: "swipe:3",
      percentMapping: .anyPan, rule: .threshold(0.5), layerNames: ["from", "to"], fromName: "from",
      toName: "to"),
    TransitionDescriptor(
      name: "pieces", animator: PiecesAnimator(), animatorKey: "compiled:pieces", seed: "001",
      summary: "four tiles fly 140 pt diagonally outward as the source fades",
      duration: 0.7, curveName: "easeIn", defaultGesture: "swipe:3:right", dismissalGesture: "swipe:3:left",
      percentMapping: .horizontalPan(distance: 150), rule: .threshold(0.7), layerNames: ["to", "from"],
      fromName: "from", toName: "to"),
    TransitionDescriptor(
      name: "pop", animator: PopAnimator(), animatorKey: "compiled:pop", seed: "002",
      summary: "from-layer scales to 0.3 and fades out",
      duration: 3.0, curveName: "linear", defaultGesture: "pinch:2", dismissalGesture: "pinch:2",
      percentMapping: .pinch, rule: .projectedAhead(horizon: 0.1, threshold: 0.5),
      layerNames: ["to", "from"],
      fromName: "from", toName: "to"),
    TransitionDescriptor(
      name: "slide", animator: SlidingAnimator(), animatorKey: "compiled:slide", seed: "004",
      summary: "top layer slides 276 pt to the anchored position",
      duration: 0.25, curveName: "linear", defaultGesture: "swipe:3:right", dismissalGesture: "swipe:3:left",
      percentMapping: .slide(distance: SlidingAnimator.defaultAnchorRevealAmount), rule: .releaseDirection,
      layerNames: ["under", "top"], fromName: "top", toName: "under", swapsRolesOnDismissal: true),
    TransitionDescriptor(
      name: "fold", animator: FoldAnimator(), animatorKey: "compiled:fold", seed: "004",
      summary: "top layer slides while the under view unfolds in two halves",
      duration: 0.25, curveName: "linear", defaultGesture: "swipe:3:right", dismissalGesture: "swipe:3:left",
      percentMapping: .slide(distance: SlidingAnimator.defaultAnchorRevealAmount), rule: .releaseDirection,
      layerNames: ["under", "under-left-half", "under-right-half", "top"], fromName: "top", toName: "under",
      swapsRolesOnDismissal: true),
    TransitionDescriptor(
      name: "zoom", animator: ZoomAnimator(), animatorKey: "compiled:zoom", seed: "004",
      summary: "top layer zooms to 0.75 and slides; the under layer fades in from 1.25",
      duration: 0.25, curveName: "easeInEaseOut", defaultGesture: "swipe:3:right",
      dismissalGesture: "swipe:3:left",
      percentMapping: .slide(distance: SlidingAnimator.defaultAnchorRevealAmount), rule: .releaseDirection,
      layerNames: ["under", "top"], fromName: "top", toName: "under", swapsRolesOnDismissal: true),
    TransitionDescriptor(
      name: "dynamic", animator: SlidingAnimator(), animatorKey: "compiled:dynamic", seed: "004",
      summary: "slide that ends with physics: gravity, a push from the release, collisions",
      duration: 0.25, curveName: "linear", defaultGesture: "swipe:3:right", dismissalGesture: "swipe:3:left",
      percentMapping: .slide(distance: SlidingAnimator.defaultAnchorRevealAmount), rule: .releaseDirection,
      layerNames: ["under", "top"], fromName: "top", toName: "under", swapsRolesOnDismissal: true,
      usesDynamics: true),
  ]

  /// The transition with this name.
  static func named(_ name: String) -> TransitionDescriptor? { all.first { $0.name == name } }
}
