import Testing

@testable import PlayheadTiming

/// Two `UIView.animate` calls on one property compose as UIKit's since iOS 8: additive for position,
/// bounds and transform (the final model value plus each animation's remaining delta), the later
/// taking over from the value showing for opacity. Every expected value is worked by hand along
/// linear curves: an animation of delta d over [b, b + T] has moved d · clamp((t − b) / T, 0, 1).
@Suite struct OverlapTests {
  static func moved(_ d: Double, _ t: Double, begin: Double, duration: Double) -> Double {
    d * min(max((t - begin) / duration, 0), 1)
  }

  /// x 0 → 100 over [0, 1], then (called at once, delay 0.5) → 40 over [0.5, 1.5]: the sum of both
  /// deltas, 100 and −60, no jump at t = 0.
  @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0])
  func additiveOverlapIsTheSumOfTheDeltas(t: Double) throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(positionX: 0))
    try tree.animate(duration: 1, curve: .linear) { $0[card, .positionX] = 100 }
    try tree.animate(duration: 1, delay: 0.5, curve: .linear) { $0[card, .positionX] = 40 }
    let expected = Self.moved(100, t, begin: 0, duration: 1) + Self.moved(-60, t, begin: 0.5, duration: 1)
    #expect(abs(tree.presentation(of: card, at: t).positionX - expected) < 1e-12)
    var buffer: [LayerValues] = []
    tree.presentation(at: t, into: &buffer)
    #expect(abs(buffer[0].positionX - expected) < 1e-12)
    #expect(tree[card, .positionX] == 40)
  }

  /// One after the other (width 10 → 50 over [0, 0.5], → 30 over [0.5, 1]): each in its window.
  @Test(arguments: [(0.0, 10.0), (0.25, 30.0), (0.5, 50.0), (0.75, 40.0), (1.0, 30.0), (3.0, 30.0)])
  func sequentialBlocksEachPlayInTheirWindow(t: Double, width: Double) throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(width: 10))
    try tree.animate(duration: 0.5, curve: .linear) { $0[card, .width] = 50 }
    try tree.animate(duration: 0.5, delay: 0.5, curve: .linear) { $0[card, .width] = 30 }
    #expect(abs(tree.presentation(of: card, at: t).width - width) < 1e-12)
  }

  /// Opacity 1 → 0 over [0, 1]; a second call (delay 0.5) → 0.8 over [0.5, 1.5] takes over at
  /// t = 0.5 from the 0.5 showing then: 0.5 + 0.3 · (t − 0.5) afterwards, and 0.8 held at the end.
  @Test(arguments: [(0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (1.0, 0.65), (1.5, 0.8), (4.0, 0.8)])
  func opacityLaterWinsFromTheValueShowing(t: Double, opacity: Double) throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    try tree.animate(duration: 1, curve: .linear) { $0[card, .opacity] = 0 }
    try tree.animate(duration: 1, delay: 0.5, curve: .linear) { $0[card, .opacity] = 0.8 }
    #expect(abs(tree.presentation(of: card, at: t).opacity - opacity) < 1e-12)
  }

  /// A lone animation is still one non-additive CABasicAnimation under its key path (the built-ins'
  /// logs do not move), and a third call adds a third key.
  @Test func keysAndALoneAnimation() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    try tree.animate(duration: 1) { $0[card, .positionY] = 10 }
    guard case .basic(let lone)? = tree.animation(forKey: "position.y", on: card) else {
      Issue.record("no basic animation")
      return
    }
    #expect(!lone.isAdditive && lone.fromValue == 0 && lone.toValue == 10)
    try tree.animate(duration: 1) { $0[card, .positionY] = 30 }
    try tree.animate(duration: 1) { $0[card, .positionY] = 0 }
    #expect(tree.animationKeys(on: card) == ["position.y", "position.y-2", "position.y-3"])
  }
}
