import PlayheadTiming
import PlayheadTransitionFile
import Testing

@testable import PlayheadTransitions

/// Presentation values at percent 0, 0.25, 0.5, 0.75 and 1 for every transition, computed from the
/// seeds' descriptions with the reference Bézier (bisection), never from the code under test.
///
/// Hand-worked reference values (bisection in Python, 200 steps):
///   easeInEaseOut: 0.25 → 0.1291619310, 0.5 → 0.5, 0.75 → 0.8708380690
///   easeIn:        0.25 → 0.0934646507, 0.5 → 0.3153568126, 0.75 → 0.6218618692
@Suite struct CatalogueSampleTests {
  static let percents = [0.0, 0.25, 0.5, 0.75, 1.0]

  @Test func referenceCurvesMatchHandValues() {
    #expect(close(Reference.easeInEaseOut(0.25), 0.1291619310, 1e-9))
    #expect(close(Reference.easeInEaseOut(0.75), 0.8708380690, 1e-9))
    #expect(close(Reference.easeIn(0.5), 0.3153568126, 1e-9))
  }

  @Test(arguments: percents) func flipPresentation(p: Double) throws {
    // Seed 000: from-layer 0 → 90° about x over the first half of the eased timeline, to-layer
    // −90° → 0 over the second half: at 0.25, from = 90 × min(1, eio(0.25) / 0.5) = 23.2491°.
    let f = Reference.easeInEaseOut(p)
    let values = try scrubbed("flip", p)
    #expect(close(values["from"]!.rotationX, 90 * min(1, f / 0.5)))
    #expect(close(values["to"]!.rotationX, -90 * (1 - max(0, (f - 0.5) / 0.5))))
    #expect(values["from"]!.width == 320 && values["from"]!.height == 568)
  }

  @Test(arguments: percents) func flipDismissalRunsTheOtherWay(p: Double) throws {
    // direction = −1 on dismissal: from 0 → −90°, to +90° → 0.
    let f = Reference.easeInEaseOut(p)
    let values = try scrubbed("flip", p, dismissal: true)
    #expect(close(values["from"]!.rotationX, -90 * min(1, f / 0.5)))
    #expect(close(values["to"]!.rotationX, 90 * (1 - max(0, (f - 0.5) / 0.5))))
  }

  @Test func flipPerspectiveIsMinusOneOverHeight() throws {
    let d = try driver("flip")
    let from = d.context.layer(named: "from")!
    #expect(d.context.layers.perspectiveM34(of: from) == -1.0 / 568)
  }

  @Test(arguments: percents) func fade(p: Double) throws {
    // Seeds 003 / 001: to-layer opacity 0 → 1 along easeInEaseOut; the from-layer stays opaque.
    for name in ["fade", "fade-3s"] {
      let values = try scrubbed(name, p)
      #expect(close(values["to"]!.opacity, Reference.easeInEaseOut(p)))
      #expect(values["from"]!.opacity == 1)
    }
  }

  @Test func fadeDurationsAreTheSeeds() throws {
    #expect(descriptor("fade").duration == 2.0)
    #expect(descriptor("fade-3s").duration == 3.0)
    var d = try driver("fade-3s")
    d.scrub(to: 0.5, at: 0)
    var buffer: [LayerValues] = []
    #expect(d.sample(at: 0, into: &buffer).timeOffset == 1.5)  // 3.0 s × 0.5
  }

  @Test(arguments: percents) func pieces(p: Double) throws {
    // Seed 001: quadrant tiles (160 × 284, centres 80/240 × 142/426) move 140 pt out diagonally,
    // the source fades to 0, all along easeIn.
    let e = Reference.easeIn(p)
    let values = try scrubbed("pieces", p)
    let expected: [(String, Double, Double)] = [
      ("tile1", 80 - 140 * e, 142 - 140 * e), ("tile2", 240 + 140 * e, 142 - 140 * e),
      ("tile3", 80 - 140 * e, 426 + 140 * e), ("tile4", 240 + 140 * e, 426 + 140 * e),
    ]
    for (name, x, y) in expected {
      #expect(close(values[name]!.positionX, x), "\(name) x at \(p)")
      #expect(close(values[name]!.positionY, y), "\(name) y at \(p)")
    }
    #expect(close(values["from"]!.opacity, 1 - e))
  }

  @Test(arguments: percents) func pop(p: Double) throws {
    // Seed 002 (TWTPopTransitionController): linear, scale 1 → 0.3, opacity 1 → 0.
    let values = try scrubbed("pop", p)
    #expect(close(values["from"]!.scaleX, 1 - 0.7 * p))
    #expect(close(values["from"]!.scaleY, 1 - 0.7 * p))
    #expect(close(values["from"]!.opacity, 1 - p))
    #expect(values["to"]!.opacity == 1)
  }

  @Test(arguments: percents) func slideAndDynamic(p: Double) throws {
    // Seed 004: the top layer's centre moves 160 → 160 + 276 linearly; resetting runs back.
    for name in ["slide", "dynamic"] {
      #expect(close(try scrubbed(name, p)["top"]!.positionX, 160 + 276 * p))
      #expect(close(try scrubbed(name, p, dismissal: true)["top"]!.positionX, 436 - 276 * p))
    }
  }

  @Test(arguments: percents) func fold(p: Double) throws {
    // MEFoldAnimationController, anchoring: linear; halves of 138 pt unfold from ±90° about y,
    // the right half's anchor moving 0 → 276.
    let values = try scrubbed("fold", p)
    #expect(close(values["top"]!.positionX, 160 + 276 * p))
    #expect(close(values["under-left-half"]!.rotationY, 90 * (1 - p)))
    #expect(close(values["under-left-half"]!.positionX, 0))
    #expect(close(values["under-right-half"]!.rotationY, -90 * (1 - p)))
    #expect(close(values["under-right-half"]!.positionX, 276 * p))
    #expect(values["under-left-half"]!.width == 138)
    let reset = try scrubbed("fold", p, dismissal: true)
    #expect(close(reset["under-left-half"]!.rotationY, 90 * p))
    #expect(close(reset["top"]!.positionX, 436 - 276 * p))
  }

  @Test(arguments: percents) func zoom(p: Double) throws {
    // MEZoomAnimationController, anchoring along easeInEaseOut: top scale 1 → 0.75, centre x
    // 160 → 276 + 0.75 × 320 / 2 = 396; under opacity 0 → 1, scale 1.25 → 1.
    let e = Reference.easeInEaseOut(p)
    let values = try scrubbed("zoom", p)
    #expect(close(values["top"]!.scaleX, 1 - 0.25 * e))
    #expect(close(values["top"]!.positionX, 160 + 236 * e))
    #expect(close(values["under"]!.opacity, e))
    #expect(close(values["under"]!.scaleY, 1.25 - 0.25 * e))
  }

  @Test func catalogueListsTheSeeds() {
    #expect(
      BuiltInTransitions.names == [
        "flip", "fade", "fade-3s", "pieces", "pop", "slide", "fold", "zoom", "dynamic",
      ])
    #expect(descriptor("flip").threshold == 0.5)
    #expect(descriptor("pieces").threshold == 0.7)
    #expect(descriptor("pieces").fullTravelPoints == 150)
    #expect(descriptor("flip").fullTravelPoints == 568)
    #expect(descriptor("slide").fullTravelPoints == 276)
    #expect(descriptor("pieces").curveName == "easeIn" && descriptor("pieces").duration == 0.7)
    #expect(BuiltInTransitions.named("FLIP")?.name == "flip")
    #expect(BuiltInTransitions.named("nope") == nil)
  }

  /// The catalogue states each duration twice: in its listing (`playhead transitions`) and in the
  /// animator that builds the timeline. Both must be the seeds' seconds (issue 3's table; 0.25 s is
  /// ECSlidingViewController's default, 3.0 s TWTPopTransitionController's), or the listing lies.
  @Test func listedDurationIsTheAnimatorsAndTheSeeds() {
    let seconds: [String: Double] = [
      "flip": 1.0, "fade": 2.0, "fade-3s": 3.0, "pieces": 0.7, "pop": 3.0,
      "slide": 0.25, "fold": 0.25, "zoom": 0.25, "dynamic": 0.25,
    ]
    #expect(Set(seconds.keys) == Set(BuiltInTransitions.names))
    for d in BuiltInTransitions.all {
      #expect(d.duration == seconds[d.name], "\(d.name) listing")
      #expect(d.makeAnimator().transitionDuration(using: nil) == seconds[d.name], "\(d.name) animator")
    }
  }

  @Test func layerNamesComeBackToFront() throws {
    #expect(
      try driver("pieces").layerNames == ["container", "to", "from", "tile1", "tile2", "tile3", "tile4"])
    #expect(
      try driver("fold").layerNames == ["container", "under", "under-left-half", "under-right-half", "top"])
  }
}
