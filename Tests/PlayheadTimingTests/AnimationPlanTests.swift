import Testing

@testable import PlayheadTiming

/// The whole-tree sample (`presentation(at:into:)`, read through the tree's `AnimationPlan`) follows
/// every way the animations change: values worked by hand, and each layer checked against a reference
/// written here that reads the attached entries directly, one layer at a time.
@Suite struct AnimationPlanTests {
  static let times = [0.0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3]

  /// One layer's values from `tree.animations` in the order added, as Core Animation composes them.
  static func reference(_ tree: LayerTree, _ layer: LayerID, at t: Double) -> LayerValues {
    var values = tree.layers[layer.index].model
    let local = tree.localTime(of: layer, atGlobal: t)
    guard !local.isNaN else { return values }
    for entry in tree.animations where entry.layer == layer {
      guard let value = entry.animation.value(atLayerTime: local), value.isFinite else { continue }
      let property = entry.animation.property
      if entry.animation.isAdditive {
        values[property] += value
      } else {
        values[property] = property.isBoolean ? (value >= 0.5 ? 1 : 0) : value
      }
    }
    return values
  }

  /// Every layer of the whole-tree sample equals the reference at every time.
  static func expectPlanFollowsEntries(_ tree: LayerTree, _ step: String) {
    var buffer = tree.makePresentationBuffer()
    for t in times {
      tree.presentation(at: t, into: &buffer)
      for (i, layer) in tree.layers.enumerated() {
        #expect(buffer[i] == reference(tree, LayerID(i), at: t), "\(step): \(layer.name) at \(t)")
      }
    }
  }

  static func sample(_ tree: LayerTree, _ layer: LayerID, at t: Double) -> LayerValues {
    var buffer = tree.makePresentationBuffer()
    tree.presentation(at: t, into: &buffer)
    return buffer[layer.index]
  }

  @Test func theSampleFollowsEveryChange() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(opacity: 1, positionX: 0))
    let badge = try tree.addLayer(named: "badge", parent: card, model: LayerValues(opacity: 1))

    // A linear fade 1 → 0 over 1 s: 0.75 at a quarter.
    try tree.add(
      .basic(BasicAnimation(property: .opacity, from: 1, to: 0, duration: 1, timingFunction: .linear)),
      to: card)
    #expect(Self.sample(tree, card, at: 0.25).opacity == 0.75)
    Self.expectPlanFollowsEntries(tree, "fade")

    // Keyframes 0, 100, 50 over 2 s, linear: at 0.5 s the fraction is 0.25, halfway to 100.
    let slide = try KeyframeAnimation(
      property: .positionX, values: [0, 100, 50], duration: 2, timingFunction: .linear)
    try tree.add(.keyframe(slide), forKey: "slide", to: card)
    #expect(Self.sample(tree, card, at: 0.5).positionX == 50)
    #expect(Self.sample(tree, card, at: 1.5).positionX == 75)
    Self.expectPlanFollowsEntries(tree, "keyframes")

    // The same key replaces the fade: 0 → 0.5 over 1 s shows 0.25 at 0.5 s; the keyframes stay.
    try tree.add(
      .basic(BasicAnimation(property: .opacity, from: 0, to: 0.5, duration: 1, timingFunction: .linear)),
      to: card)
    #expect(Self.sample(tree, card, at: 0.5).opacity == 0.25)
    #expect(Self.sample(tree, card, at: 0.5).positionX == 50)
    Self.expectPlanFollowsEntries(tree, "replaced")

    // Removed: the model shows again.
    tree.removeAnimation(forKey: "slide", from: card)
    #expect(Self.sample(tree, card, at: 0.5).positionX == 0)
    Self.expectPlanFollowsEntries(tree, "removed")

    // A second view animation on a property one already animates changes the earlier one in place
    // (made additive, LayerTree+Overlap.swift): the plan must see the earlier one's new values.
    _ = try tree.animate(duration: 1, atGlobal: 0) { $0[badge, .positionX] = 100 }
    _ = try tree.animate(duration: 1, atGlobal: 0.5) { $0[badge, .positionX] = 200 }
    // At 1.5 s the first has ended and the second (now additive, −100 → 0) is at its end too: 200.
    #expect(Self.sample(tree, badge, at: 1.5).positionX == 200)
    Self.expectPlanFollowsEntries(tree, "composed")

    // Another tree of the same shape takes this one's animations by assignment.
    var other = LayerTree()
    _ = try other.addLayer(named: "card", model: LayerValues(opacity: 1, positionX: 0))
    _ = try other.addLayer(named: "badge", parent: LayerID(0), model: LayerValues(opacity: 1))
    other.assign(from: tree)
    for t in Self.times { #expect(Self.sample(other, badge, at: t) == Self.sample(tree, badge, at: t)) }
    Self.expectPlanFollowsEntries(other, "assigned")

    tree.removeAllAnimations()
    #expect(Self.sample(tree, card, at: 0.5) == tree.layers[card.index].model)
    Self.expectPlanFollowsEntries(tree, "all removed")
  }

  /// Keyframe animations are sampled in place through the plan (borrowed, not copied): every
  /// calculation mode, segment easing and a repeating, autoreversed timing give the reference's values.
  @Test func keyframesOfEveryModeSampleInPlace() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    let badge = try tree.addLayer(named: "badge", parent: card)
    let values = [0.0, 100, 40, 60]
    let modes: [(CalculationMode, LayerProperty, LayerID)] = [
      (.linear, .positionX, card), (.discrete, .positionY, card), (.paced, .width, card),
      (.cubic, .positionX, badge), (.cubicPaced, .positionY, badge),
    ]
    for (mode, property, layer) in modes {
      let animation = try KeyframeAnimation(
        property: property, values: values, calculationMode: mode,
        timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .both),
        timingFunction: .easeIn,
        segmentTimingFunctions: mode == .cubic ? [.easeOut, .linear, .easeInEaseOut] : [])
      try tree.add(.keyframe(animation), to: layer)
    }
    // Worked by hand: discrete keys at 0, ⅓, ⅔, 1; at 0.5 s easeIn has reached 0.315 (below ⅓), so
    // the first value still shows; at 1 s, the far end of the first half-cycle, the last one.
    #expect(Self.sample(tree, card, at: 0.5).positionY == 0)
    #expect(Self.sample(tree, card, at: 1).positionY == 60)
    Self.expectPlanFollowsEntries(tree, "every mode")
  }

  /// The sample hands back one layer's local time, the same as `localTime(of:atGlobal:)`.
  @Test func theSampleReturnsALayersLocalTime() throws {
    var tree = LayerTree()
    let root = try tree.addLayer(named: "root", timing: MediaTiming(beginTime: 0.5, speed: 2))
    let frozen = try tree.addLayer(
      named: "frozen", parent: root, timing: MediaTiming(timeOffset: 0.3, speed: 0))
    let once = try tree.addLayer(named: "once", parent: root, timing: MediaTiming(duration: 1))
    let below = try tree.addLayer(named: "below", parent: once)
    var buffer: [LayerValues] = []
    // Worked by hand at global 0.75: root (0.75 − 0.5) × 2 = 0.5; frozen at its offset 0.3; once and
    // below inside once's single 1 s iteration, 0.5. At 1: root 1, so once has ended (NaN, and below).
    let expected: [(Double, [Double])] = [(0.75, [0.5, 0.3, 0.5, 0.5]), (1, [1, 0.3, .nan, .nan])]
    for (t, times) in expected {
      for (layer, time) in zip([root, frozen, once, below], times) {
        let sampled = tree.presentation(at: t, into: &buffer, localTimeOf: layer)
        let walked = tree.localTime(of: layer, atGlobal: t)
        #expect(time.isNaN ? sampled.isNaN : sampled == time, "\(layer) at \(t)")
        #expect(sampled.bitPattern == walked.bitPattern, "\(layer) at \(t)")
      }
      #expect(tree.presentation(at: t, into: &buffer, localTimeOf: nil).isNaN)
      #expect(tree.presentation(at: t, into: &buffer, localTimeOf: LayerID(4)).isNaN)
    }
  }
}
