import PlayheadTiming
import PlayheadTransitions

/// Seed 001's `PiecesTransition`: the source's four tiles (its quadrants, `tile1` … `tile4` as tags
/// 1 … 4) move 140 pt diagonally outward (up-left, up-right, down-left, down-right) while the source
/// fades to opacity 0, over 0.7 s with easeIn; the target waits below.
struct PiecesAnimator: Animator {
  var duration = 0.7
  /// How far each tile travels along each axis, points.
  var distance = 140.0

  /// Tile names and their outward directions, in tag order.
  static let tiles: [(name: String, dx: Double, dy: Double)] = [
    ("tile1", -1, -1), ("tile2", 1, -1), ("tile3", -1, 1), ("tile4", 1, 1),
  ]

  init() {}

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: inout TransitionContext) throws(TimingError) {
    let from = context.from
    let w = context.size.width / 2
    let h = context.size.height / 2
    var ids: [LayerID] = []
    for tile in Self.tiles {
      // Quadrant centres in the source's coordinates: tags 1 2 on top, 3 4 below.
      let x = (tile.dx < 0 ? 0.5 : 1.5) * w
      let y = (tile.dy < 0 ? 0.5 : 1.5) * h
      ids.append(
        try context.layers.addLayer(
          named: tile.name, parent: from, model: LayerValues(positionX: x, positionY: y, width: w, height: h))
      )
    }
    context.snapshotInitialModels()
    let distance = self.distance
    try context.layers.animate(duration: duration, curve: .easeIn) { tree in
      for (id, tile) in zip(ids, Self.tiles) {
        tree[id, .positionX] += tile.dx * distance
        tree[id, .positionY] += tile.dy * distance
      }
      tree[from, .opacity] = 0
    }
  }
}
