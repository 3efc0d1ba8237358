/// Core Animation's drawing order: each layer before its sublayers, each sublayer's subtree whole,
/// and siblings by `zPosition`, equal ones in sibling order (a stable sort). Hit testing runs it
/// backwards: the front-most drawn layer under a point.
///
/// The buffers are kept: updating for the same number of layers allocates nothing.
public struct LayerDrawingOrder: Sendable {
  /// Layer indices back to front.
  public private(set) var indices: [Int] = []
  /// Each layer's first sublayer in order (slot `count`: the first top-level layer), -1 none.
  var firstChild: [Int] = []
  /// The next sibling in order, -1 none.
  var nextSibling: [Int] = []

  public init() {}

  /// The order of `layers` (presentation values: zPosition animates) in `hierarchy`.
  public mutating func update(_ layers: [LayerValues], hierarchy: LayerHierarchy) {
    let n = min(layers.count, hierarchy.count)
    if indices.count != n { indices = [Int](repeating: 0, count: n) }
    if firstChild.count < n + 1 {
      firstChild = [Int](repeating: -1, count: n + 1)
      nextSibling = [Int](repeating: -1, count: n + 1)
    }
    for k in 0...n { firstChild[k] = -1 }
    // Each layer goes after the siblings whose zPosition is not greater than its own.
    for i in 0..<n {
      let parent = hierarchy.parents[i]
      let slot = parent < 0 ? n : parent
      let z = layers[i].zPosition
      var previous = -1
      var current = firstChild[slot]
      while current >= 0 && layers[current].zPosition <= z {
        previous = current
        current = nextSibling[current]
      }
      nextSibling[i] = current
      if previous < 0 { firstChild[slot] = i } else { nextSibling[previous] = i }
    }
    // Depth first, climbing back through the parents instead of keeping a stack.
    var k = 0
    var node = firstChild[n]
    while node >= 0 {
      indices[k] = node
      k += 1
      if firstChild[node] >= 0 {
        node = firstChild[node]
        continue
      }
      var up = node
      while up >= 0 && nextSibling[up] < 0 { up = hierarchy.parents[up] }
      node = up >= 0 ? nextSibling[up] : -1
    }
  }

  /// The front-most drawn layer whose quad holds `point` and every masking ancestor's quad
  /// (`masksToBounds`), as `CALayer.hitTest(_:)` finds it; nil when none does.
  public func hitTest(
    _ point: (x: Double, y: Double), layers: [LayerValues], hierarchy: LayerHierarchy, quads: [Quad]
  ) -> Int? {
    for i in indices.reversed() where hierarchy.isDrawn(i, in: layers, quad: quads[i]) {
      guard quads[i].contains(point) else { continue }
      var j = hierarchy.parents[i]
      var clipped = false
      while j >= 0 && !clipped {
        clipped = layers[j].masksToBounds >= 0.5 && !quads[j].contains(point)
        j = hierarchy.parents[j]
      }
      if !clipped { return i }
    }
    return nil
  }
}
