import Testing

@testable import PlayheadTiming

@Suite struct LayerTreeTests {
  /// Seed 000's flip: container with perspective m34 = −1/height, from-layer rotates 0→90° about x in
  /// keyframe 0–0.5, to-layer (set to −90° beforehand) rotates −90°→0 in 0.5–1; 1.0 s, options 0.
  static func flip(height: Double = 600) throws -> (LayerTree, LayerID, LayerID, LayerID) {
    var tree = LayerTree()
    let container = try tree.addLayer(
      named: "container", model: LayerValues(width: 400, height: height), sublayerM34: -1 / height)
    let from = try tree.addLayer(
      named: "from", parent: container, model: LayerValues(width: 400, height: height))
    let to = try tree.addLayer(named: "to", parent: container, model: LayerValues(width: 400, height: height))
    tree[to, .rotationX] = -90
    try tree.animateKeyframes(duration: 1) { k in
      k.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { $0[from, .rotationX] = 90 }
      k.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { $0[to, .rotationX] = 0 }
    }
    return (tree, container, from, to)
  }

  @Test func flipKeyframesFollowUIKit() throws {
    let (tree, _, from, to) = try Self.flip()
    guard case .keyframe(let a)? = tree.animation(forKey: "transform.rotation.x", on: from),
      case .keyframe(let b)? = tree.animation(forKey: "transform.rotation.x", on: to)
    else {
      Issue.record("missing keyframe animations")
      return
    }
    // Held after its window: from-layer [0, 0.5, 1] ↦ [0, 90, 90]; held before: to-layer ↦ [−90, −90, 0].
    #expect(a.keyTimes == [0, 0.5, 1] && a.values == [0, 90, 90])
    #expect(b.keyTimes == [0, 0.5, 1] && b.values == [-90, -90, 0])
    #expect(a.timingFunction == .easeInEaseOut && a.timing.duration == 1)
    // The model now holds the final values.
    #expect(tree[from, .rotationX] == 90 && tree[to, .rotationX] == 0)
  }

  @Test func scrubbingTheFrozenContainer() throws {
    var (tree, container, from, to) = try Self.flip()
    tree[container].timing.speed = 0
    var buffer = tree.makePresentationBuffer()
    // Whole timeline along easeInEaseOut, then the key times split it:
    // from = 90 · E(p)/0.5 while E(p) ≤ 0.5, to = −90 + 90 · (E(p) − 0.5)/0.5 after.
    for percent in [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.999] {
      tree[container].timing.timeOffset = 1.0 * percent
      let e = Reference.bezier(0.42, 0, 0.58, 1, at: percent)
      let expectedFrom = e <= 0.5 ? 90 * e / 0.5 : 90
      let expectedTo = e <= 0.5 ? -90 : -90 + 90 * (e - 0.5) / 0.5
      // The global time does not matter: the container is frozen.
      for global in [0.0, 123.4] {
        tree.presentation(at: global, into: &buffer)
        #expect(abs(buffer[from.index].rotationX - expectedFrom) < 1e-5, "from at \(percent)")
        #expect(abs(buffer[to.index].rotationX - expectedTo) < 1e-5, "to at \(percent)")
        #expect(buffer[from.index].height == 600)
      }
    }
    // Midway both cards are edge-on: E(0.5) = 0.5 exactly by symmetry.
    tree[container].timing.timeOffset = 0.5
    #expect(abs(tree.presentation(of: from, at: 0).rotationX - 90) < 1e-9)
    #expect(abs(tree.presentation(of: to, at: 0).rotationX + 90) < 1e-9)
    #expect(tree.perspectiveM34(of: from) == -1.0 / 600)
    #expect(tree.perspectiveM34(of: container) == 0)
  }

  @Test func cancelRevertsModelValues() throws {
    var (tree, container, from, to) = try Self.flip()
    tree.removeAllAnimations(inSubtreeOf: container)
    tree[from, .rotationX] = 0
    tree[to, .rotationX] = -90
    #expect(tree.animations.isEmpty)
    #expect(tree.presentation(of: from, at: 0.3).rotationX == 0)
    #expect(tree.presentation(of: to, at: 0.3).rotationX == -90)
  }

  @Test func unfrozenTimelinePlaysInGlobalTime() throws {
    let (tree, _, from, _) = try Self.flip()
    // Animations began at global 0: at global 0.25 from = 90 · E(0.25)/0.5.
    let e = Reference.bezier(0.42, 0, 0.58, 1, at: 0.25)
    #expect(abs(tree.presentation(of: from, at: 0.25).rotationX - 180 * e) < 1e-6)
    // After the end (fill backwards only) the model value shows: 90.
    #expect(tree.presentation(of: from, at: 2).rotationX == 90)
  }

  @Test func negativeSpeedPlaysTheTimelineBackwards() throws {
    var (tree, container, from, to) = try Self.flip()
    // Container local = (g − 5) × (−1) + 0.75: global 5.25 → 0.5 (midway), 5.75 → 0 (start).
    tree[container].timing = MediaTiming(beginTime: 5, timeOffset: 0.75, speed: -1)
    #expect(abs(tree.presentation(of: from, at: 5.25).rotationX - 90) < 1e-9)
    #expect(abs(tree.presentation(of: to, at: 5.25).rotationX + 90) < 1e-9)
    #expect(tree.presentation(of: from, at: 5.75).rotationX == 0)
    #expect(tree.presentation(of: to, at: 5.75).rotationX == -90)
    // Further back (local < 0) the backwards fill holds the start values.
    #expect(tree.presentation(of: from, at: 7).rotationX == 0)
  }

  @Test func timeConversionThroughTheTree() throws {
    var tree = LayerTree()
    // outer: local = (g − 1) × 2; inner: local = (outer − 0.5) × 0.5 + 3.
    let outer = try tree.addLayer(named: "outer", timing: MediaTiming(beginTime: 1, speed: 2))
    let inner = try tree.addLayer(
      named: "inner", parent: outer, timing: MediaTiming(beginTime: 0.5, timeOffset: 3, speed: 0.5))
    // g = 4: outer = 6, inner = 5.5 × 0.5 + 3 = 5.75.
    #expect(tree.localTime(of: inner, atGlobal: 4) == 5.75)
    #expect(tree.convertTime(4, from: nil, to: inner) == 5.75)
    #expect(tree.convertTime(5.75, from: inner, to: nil) == 4)
    #expect(tree.convertTime(5.75, from: inner, to: outer) == 6)
    #expect(tree.convertTime(6, from: outer, to: inner) == 5.75)
    // Freezing the outer layer freezes the inner one too.
    tree[outer].timing.speed = 0
    tree[outer].timing.timeOffset = 2.5
    #expect(tree.localTime(of: inner, atGlobal: -7) == 4)
    #expect(tree.localTime(of: inner, atGlobal: 99) == 4)
  }

  @Test func qa1673InTheTree() throws {
    var tree = LayerTree()
    let parent = try tree.addLayer(named: "parent", timing: MediaTiming(beginTime: 0.5, speed: 1))
    let layer = try tree.addLayer(named: "card", parent: parent)
    // Paused at global 3.25: local = 2.75; at resume (global 10.5) local time is exactly 2.75 again.
    tree.pause(layer, atGlobal: 3.25)
    #expect(tree.localTime(of: layer, atGlobal: 8) == 2.75)
    tree.resume(layer, atGlobal: 10.5)
    #expect(tree.localTime(of: layer, atGlobal: 10.5) == 2.75)
    #expect(tree.localTime(of: layer, atGlobal: 11) == 3.25)
  }

  @Test func uiviewAnimateMakesBasicAnimations() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card", model: LayerValues(opacity: 0, positionX: 10))
    let added = try tree.animate(duration: 2, atGlobal: 1) { t in
      t[card, .opacity] = 1
      t[card, .positionX] = 30
    }
    #expect(added.count == 2)
    #expect(tree[card, .opacity] == 1)
    // At global 2 (halfway), easeInEaseOut(0.5) = 0.5: opacity 0.5, x = 20.
    let mid = tree.presentation(of: card, at: 2)
    #expect(abs(mid.opacity - 0.5) < 1e-9 && abs(mid.positionX - 20) < 1e-9)
    // Before it begins it fills backwards (from-values), afterwards the model shows.
    #expect(tree.presentation(of: card, at: 0.5).positionX == 10)
    #expect(tree.presentation(of: card, at: 3).positionX == 30)
    #expect(tree.animationsEndTime() == 3)
  }

  @Test func animationKeysReplaceAndRemove() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    let fade = try BasicAnimation(property: .opacity, from: 1, to: 0, duration: 1, timingFunction: .linear)
    let slide = try BasicAnimation(
      property: .positionX, from: 0, to: 10, duration: 2, timingFunction: .linear)
    try tree.add(.basic(fade), to: card)
    try tree.add(.basic(slide), forKey: "slide", to: card)
    #expect(tree.animationKeys(on: card) == ["opacity", "slide"])
    // Same key replaces: the new fade runs 0 → 0.5.
    let half = try BasicAnimation(property: .opacity, from: 0, to: 0.5, duration: 1, timingFunction: .linear)
    try tree.add(.basic(half), to: card)
    #expect(tree.animationKeys(on: card) == ["slide", "opacity"])
    #expect(abs(tree.presentation(of: card, at: 0.5).opacity - 0.25) < 1e-12)
    #expect(tree.animationsEndTime() == 2)
    tree.removeAnimation(forKey: "slide", from: card)
    #expect(tree.animationKeys(on: card) == ["opacity"] && tree.animationsEndTime() == 1)
    tree.removeAllAnimations(from: card)
    #expect(tree.animationsEndTime() == nil)
    #expect(throws: TimingError.self) { try tree.add(.basic(fade), to: LayerID(5)) }
  }

  @Test func delayedUIViewAnimationFillsBackwards() throws {
    var tree = LayerTree()
    let container = try tree.addLayer(named: "container", timing: MediaTiming(speed: 0))
    let card = try tree.addLayer(named: "card", parent: container, model: LayerValues(positionY: 0))
    // Frozen container at offset 0: the animation begins at local 0 + delay 0.5, lasts 1 s.
    try tree.animate(duration: 1, delay: 0.5, curve: .linear, atGlobal: 42) { $0[card, .positionY] = 100 }
    let begin = tree.animation(forKey: "position.y", on: card)?.timing.beginTime
    #expect(begin == 0.5)
    for (offset, expected) in [(0.0, 0.0), (0.4, 0.0), (1.0, 50.0), (1.5, 100.0), (3.0, 100.0)] {
      tree[container].timing.timeOffset = offset
      #expect(abs(tree.presentation(of: card, at: 1e6).positionY - expected) < 1e-9, "offset \(offset)")
    }
  }

  @Test func keyframeWindowsWithGapsAndTouching() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    try tree.animateKeyframes(duration: 1, curve: .linear) { k in
      k.addKeyframe(relativeStartTime: 0.2, relativeDuration: 0.2) { $0[card, .positionX] = 10 }
      k.addKeyframe(relativeStartTime: 0.6, relativeDuration: 0.2) { $0[card, .positionX] = 20 }
      k.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { $0[card, .opacity] = 0 }
      k.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { $0[card, .opacity] = 1 }
    }
    guard case .keyframe(let x)? = tree.animation(forKey: "position.x", on: card),
      case .keyframe(let o)? = tree.animation(forKey: "opacity", on: card)
    else {
      Issue.record("missing animations")
      return
    }
    #expect(x.keyTimes == [0, 0.2, 0.4, 0.6, 0.8, 1] && x.values == [0, 0, 10, 10, 20, 20])
    #expect(o.keyTimes == [0, 0.5, 1] && o.values == [1, 0, 1])
    // Linear curve: at 0.1 held at 0, at 0.3 half of 10, in the gap at 0.5 held at 10, at 0.9 held 20.
    let samples: [(Double, Double)] = [(0.1, 0), (0.3, 5), (0.5, 10), (0.7, 15), (0.9, 20)]
    for (t, expected) in samples {
      #expect(abs(tree.presentation(of: card, at: t).positionX - expected) < 1e-9)
    }
    #expect(abs(tree.presentation(of: card, at: 0.25).opacity - 0.5) < 1e-9)
    #expect(abs(tree.presentation(of: card, at: 0.75).opacity - 0.5) < 1e-9)
  }

  @Test func badInputToTheTree() throws {
    var tree = LayerTree()
    let card = try tree.addLayer(named: "card")
    #expect(throws: TimingError.duplicateLayer("card")) { try tree.addLayer(named: "card") }
    #expect(throws: TimingError.self) { try tree.addLayer(named: "x", parent: LayerID(9)) }
    #expect(throws: TimingError.self) { try tree.addLayer(named: "y", model: LayerValues(opacity: .nan)) }
    #expect(throws: TimingError.self) { try tree.animate(duration: -1) { $0[card, .opacity] = 0 } }
    #expect(throws: TimingError.self) { try tree.animate(duration: 1) { $0[card, .opacity] = .nan } }
    #expect(tree[card, .opacity] == 1 && tree.animations.isEmpty)
    #expect(throws: TimingError.self) {
      try tree.animateKeyframes(duration: 1) { k in
        k.addKeyframe(relativeStartTime: 0.8, relativeDuration: 0.5) { $0[card, .opacity] = 0 }
      }
    }
    #expect(tree[card, .opacity] == 1 && tree.animations.isEmpty)
    try tree.animate(duration: 1) { $0[card, .opacity] = 0 }
    var buffer: [LayerValues] = []
    for time in [Double.nan, .infinity, -.infinity] {
      tree.presentation(at: time, into: &buffer)
      #expect(buffer.count == 1 && !buffer[0].opacity.isNaN)
    }
  }
}
