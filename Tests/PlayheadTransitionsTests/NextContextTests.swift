import PlayheadGestures
import PlayheadTiming
import Testing

@testable import PlayheadTransitions

/// The next transition's context made ready at rest (`prepareNextContext()`, which the engine calls
/// after a completion's last frame): a start swaps it in instead of copying the prepared tree in the
/// gesture's first turn. What the layers show must not change.
@Suite struct NextContextTests {
  /// Moves an interactive flip `travel` points along its direction and releases it, then runs it to
  /// its end; with `ready`, the next context is made ready at rest afterwards, as the engine does.
  func finish(_ d: inout TransitionDriver, travel: Double, at t: Double, ready: Bool) {
    let sign = d.isDismissal ? -1.0 : 1.0
    _ = d.handle(pan(.changed, y: sign * travel), at: t + 0.05)
    _ = d.handle(pan(.ended, y: sign * travel), at: t + 0.1)
    _ = d.advance(to: t + 5)
    if ready { d.prepareNextContext() }
  }

  /// One whole transition: began at `t`, then `finish`.
  func run(_ d: inout TransitionDriver, travel: Double, at t: Double, ready: Bool) {
    _ = d.handle(pan(.began), at: t)
    finish(&d, travel: travel, at: t, ready: ready)
  }

  func storage(of tree: LayerTree) -> UInt? {
    tree.layers.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
  }

  /// The chain of PreparedTransitionTests (seed 000's flip; by hand: a presentation turns from
  /// 0 → 90° and to −90 → 0, a dismissal mirrors it, a cancel rests at the values before the
  /// animations), each transition started from a context made ready at rest. While at rest the
  /// layers still show the transition that ended; each start swaps the ready tree in.
  @Test func readyContextsRestWhereCopiedOnesWould() throws {
    var d = try driver("flip")
    var copied = try driver("flip")
    let from = try #require(d.context.layer(named: "from"))
    let to = try #require(d.context.layer(named: "to"))
    let chain: [(Double, Bool, Double, Double)] = [
      (400, true, 90, 0), (100, false, 0, 90), (400, true, -90, 0), (100, false, 0, -90),
      (400, true, 90, 0), (400, true, -90, 0),
    ]
    var t = 0.0
    for (index, (travel, finished, f, g)) in chain.enumerated() {
      if index > 0 {
        // Made ready for this direction at the end of the last one; the start swaps it in.
        #expect(d.spareDirection == d.isDismissal)
        let ready = storage(of: d.spare.layers)
        _ = d.handle(pan(.began), at: t)
        #expect(storage(of: d.context.layers) == ready, "the ready tree was copied, not swapped in")
        #expect(d.spareDirection == nil)
        _ = copied.handle(pan(.began), at: t)
        #expect(d.context.layers == copied.context.layers)
        #expect(d.context.isDismissal == copied.context.isDismissal)
        finish(&d, travel: travel, at: t, ready: true)
        finish(&copied, travel: travel, at: t, ready: false)
      } else {
        run(&d, travel: travel, at: t, ready: true)
        run(&copied, travel: travel, at: t, ready: false)
      }
      t += 10
      #expect(d.context.completion == finished)
      #expect(d.context.layers[from].model.rotationX == f && d.context.layers[to].model.rotationX == g)
      let rest = layers(of: d, at: t)
      #expect(rest["from"]!.rotationX == f && rest["to"]!.rotationX == g, "at rest: the ended transition")
      #expect(rest == layers(of: copied, at: t))
    }
    #expect(d.completedCount == chain.count)
  }

  /// Ready for one direction, then reversed at rest: the start copies the other direction's tree (the
  /// spare stays ready for its own), and scrubs as seed 000 does: at percent 0.25 (142 of 568 pt) the
  /// timeline is at f = eio(0.25), so a dismissal's from = −90 × min(1, f / 0.5) and to = 90.
  @Test func reversedAtRestStartsTheOtherDirection() throws {
    var d = try driver("flip")
    run(&d, travel: 100, at: 0, ready: true)  // a presentation cancels: the next is a presentation
    #expect(!d.isDismissal && d.spareDirection == false)
    let reversed = d.reverseDirection()
    #expect(reversed)
    _ = d.handle(pan(.began), at: 10)
    #expect(d.isDismissal && d.spareDirection == false)
    _ = d.handle(pan(.changed, y: -142), at: 10.1)
    let v = layers(of: d, at: 10.1)
    let f = Reference.easeInEaseOut(0.25)
    #expect(close(v["from"]!.rotationX, -90 * min(1, f / 0.5), 1e-4))
    #expect(close(v["to"]!.rotationX, 90, 1e-9))
  }

  /// Nothing is made ready while a transition runs or before one ended.
  @Test func readyOnlyAtRestAfterAnEnd() throws {
    var d = try driver("flip")
    d.prepareNextContext()
    #expect(d.spareDirection == nil, "a fresh driver's context is unspent")
    _ = d.handle(pan(.began), at: 0)
    d.prepareNextContext()
    #expect(d.spareDirection == nil, "an interactive transition's context is in use")
  }
}
