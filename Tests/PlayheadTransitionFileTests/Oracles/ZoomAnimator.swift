import PlayheadTiming
import PlayheadTransitions

/// TransitionFun's `MEZoomAnimationController` (seed 004, "zoom") with its custom layout: anchored,
/// the top layer is scaled by 0.75 and its left edge sits at the reveal amount (centre x =
/// 276 + 0.75 × width / 2); the under layer goes from opacity 0 at scale 1.25 to opacity 1 at scale 1.
/// 0.25 s along UIKit's default curve (easeInEaseOut); resetting runs the other way.
struct ZoomAnimator: Animator {
  var duration = 0.25
  var anchorRevealAmount = SlidingAnimator.defaultAnchorRevealAmount
  /// `MEZoomAnimationScaleFactor`.
  static let scaleFactor = 0.75

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let top = try context.layers.requireLayer(named: "top")
    let under = try context.layers.requireLayer(named: "under")
    let width = context.size.width
    let anchoredX = anchorRevealAmount + width * Self.scaleFactor / 2
    let resetting = context.isDismissal
    Self.set(
      &context.layers, top: top, under: under, anchored: resetting, anchoredX: anchoredX, centreX: width / 2)
    context.snapshotInitialModels()
    try context.layers.animate(duration: duration, curve: .easeInEaseOut) { tree in
      Self.set(&tree, top: top, under: under, anchored: !resetting, anchoredX: anchoredX, centreX: width / 2)
    }
  }

  /// The seed's starting state (centred) or anchored end state, for the top and under layers.
  static func set(
    _ tree: inout LayerTree, top: LayerID, under: LayerID, anchored: Bool, anchoredX: Double, centreX: Double
  ) {
    let scale = anchored ? scaleFactor : 1
    tree[top, .scaleX] = scale
    tree[top, .scaleY] = scale
    tree[top, .positionX] = anchored ? anchoredX : centreX
    tree[under, .opacity] = anchored ? 1 : 0
    tree[under, .scaleX] = anchored ? 1 : 1.25
    tree[under, .scaleY] = anchored ? 1 : 1.25
  }
}
