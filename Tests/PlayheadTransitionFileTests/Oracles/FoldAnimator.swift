import PlayheadTiming
import PlayheadTransitions

/// TransitionFun's `MEFoldAnimationController` (seed 004, "fold"): while the top layer slides as in
/// `SlidingAnimator` (0.25 s, linear), the under view, split into two halves of half the reveal width,
/// unfolds (anchoring) or folds (resetting) through m34 = −0.002. As in the seed, the left half's anchor
/// point is (0, 0.5) and the right half's (1, 0): their positions are those anchor points'. Folded:
/// left half rotationY 90° at x 0, right half −90° at (0, 0); unfolded: both 0°, the right half's
/// anchor at twice its width. The under layer itself is hidden while its halves fold.
struct FoldAnimator: Animator {
  var duration = 0.25
  var anchorRevealAmount = SlidingAnimator.defaultAnchorRevealAmount

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let top = try context.layers.requireLayer(named: "top")
    let under = try context.layers.requireLayer(named: "under")
    let left = try context.layers.requireLayer(named: "under-left-half")
    let right = try context.layers.requireLayer(named: "under-right-half")
    context.layers[context.container].sublayerM34 = -0.002
    let half = anchorRevealAmount / 2
    let height = context.size.height
    let centred = context.size.width / 2
    let anchored = centred + anchorRevealAmount
    context.layers[under, .opacity] = 0
    context.layers[left].model = LayerValues(positionX: 0, positionY: height / 2, width: half, height: height)
    context.layers[right].model = LayerValues(positionX: 0, positionY: 0, width: half, height: height)
    let resetting = context.isDismissal
    Self.set(&context.layers, left: left, right: right, folded: !resetting, half: half)
    context.layers[top, .positionX] = resetting ? anchored : centred
    context.snapshotInitialModels()
    try context.layers.animate(duration: duration, curve: .linear) { tree in
      tree[top, .positionX] = resetting ? centred : anchored
      Self.set(&tree, left: left, right: right, folded: resetting, half: half)
    }
  }

  /// The seed's `foldLayers` / `unfoldLayers`.
  static func set(_ tree: inout LayerTree, left: LayerID, right: LayerID, folded: Bool, half: Double) {
    tree[left, .rotationY] = folded ? 90 : 0
    tree[right, .positionX] = folded ? 0 : half * 2
    tree[right, .positionY] = 0
    tree[right, .rotationY] = folded ? -90 : 0
  }
}
