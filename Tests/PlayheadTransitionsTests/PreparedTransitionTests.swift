import PlayheadGestures
import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// Starting a transition reuses the context built when the driver was made (issue 7: no
/// allocation at the swipe that begins it). Reuse must not change what the layers show.
@Suite struct PreparedTransitionTests {
  /// One interactive flip released at `travel` points along its direction, run to its end.
  func run(_ d: inout TransitionDriver, travel: Double, at t: Double) {
    let sign = d.isDismissal ? -1.0 : 1.0
    _ = d.handle(pan(.began), at: t)
    _ = d.handle(pan(.changed, y: sign * travel), at: t + 0.05)
    _ = d.handle(pan(.ended, y: sign * travel), at: t + 0.1)
    _ = d.advance(to: t + 5)
  }

  /// The resting rotations of seed 000's flip after each of a chain of transitions, each started
  /// from the prepared context. By hand: a presentation sets to = −90° and turns from 0 → 90°, to
  /// −90 → 0; a dismissal mirrors it (to = +90°, from 0 → −90°). A finish rests at the end values,
  /// a cancel at the values before the animations (from 0°, to ∓90°).
  @Test func reusedContextsRestWhereFreshOnesWould() throws {
    var d = try driver("flip")
    let from = try #require(d.context.layer(named: "from"))
    let to = try #require(d.context.layer(named: "to"))
    func rest() -> (Double, Double) {
      let v = layers(of: d, at: 1000)
      return (v["from"]!.rotationX, v["to"]!.rotationX)
    }
    // (travel, finished?, from, to): 400 / 568 = 0.70 finishes; 100 / 568 = 0.18 cancels.
    let chain: [(Double, Bool, Double, Double)] = [
      (400, true, 90, 0),  // presentation finishes
      (100, false, 0, 90),  // dismissal cancels
      (400, true, -90, 0),  // dismissal finishes
      (100, false, 0, -90),  // presentation cancels
      (400, true, 90, 0),  // presentation finishes again
      (400, true, -90, 0),  // dismissal finishes again
    ]
    var t = 0.0
    for (travel, finished, f, g) in chain {
      run(&d, travel: travel, at: t)
      t += 10
      #expect(d.context.completion == finished)
      #expect(d.context.layers.animations.isEmpty)
      #expect(d.context.layers[from].model.rotationX == f && d.context.layers[to].model.rotationX == g)
      let (sf, sg) = rest()
      #expect(sf == f && sg == g)
    }
    #expect(d.completedCount == chain.count)
  }

  /// Mid-transition frames of a reused context equal seed 000's: at percent 0.25 (142 of 568 pt)
  /// the whole keyframe timeline is at f = eio(0.25), so from = 90 × min(1, f / 0.5) and to = −90.
  @Test func reusedContextScrubsLikeTheFirst() throws {
    var d = try driver("flip")
    run(&d, travel: 400, at: 0)  // presentation finishes
    run(&d, travel: 400, at: 10)  // dismissal finishes: the next one is a presentation again
    #expect(!d.isDismissal)
    _ = d.handle(pan(.began), at: 20)
    _ = d.handle(pan(.changed, y: 142), at: 20.1)
    let v = layers(of: d, at: 20.1)
    let f = Reference.easeInEaseOut(0.25)
    #expect(close(v["from"]!.rotationX, 90 * min(1, f / 0.5), 1e-4))
    #expect(close(v["to"]!.rotationX, -90, 1e-9))
  }

  /// The begin path builds no new animation storage: the third transition (a presentation again)
  /// scrubs the very animation array the first one did.
  @Test func beginReusesTheAnimationStorage() throws {
    var d = try driver("flip")
    _ = d.handle(pan(.began), at: 0)
    // Held so its storage stays alive: a rebuilt array could not take over its address.
    let held = d.context.layers.animations
    let first = address(of: held)
    #expect(first != nil)
    _ = d.handle(pan(.ended, y: 400), at: 0.1)
    _ = d.advance(to: 5)
    run(&d, travel: 400, at: 10)  // the dismissal
    _ = d.handle(pan(.began), at: 20)
    #expect(!d.context.layers.animations.isEmpty)
    #expect(address(of: d.context.layers.animations) == first)
    #expect(held.count == d.context.layers.animations.count)
  }

  func address(of animations: [AnimationEntry]) -> UInt? {
    animations.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
  }
}
