import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadTransitionFile

/// The shipped catalogue files: each parses, states the seeds' numbers, and scrubs exactly as the
/// compiled animator it replaces (the values themselves are checked against hand-worked seeds in
/// PlayheadTransitionsTests/CatalogueSampleTests, which now loads these files).
@Suite struct BuiltInCatalogueTests {
  @Test func everyBuiltInHasItsFileInSeedOrder() {
    #expect(
      BuiltInTransitions.names == [
        "flip", "fade", "fade-3s", "pieces", "pop", "slide", "fold", "zoom", "dynamic",
      ])
    #expect(BuiltInTransitions.all.map(\.name) == BuiltInTransitions.names)
    for name in BuiltInTransitions.names {
      #expect(BuiltInTransitions.text(named: name)?.hasPrefix("#") == true, "\(name) starts with its comment")
    }
    #expect(BuiltInTransitions.text(named: "nope") == nil)
  }

  /// The seeds' numbers, as issue 3's table lists them.
  @Test func theFilesStateTheSeedsNumbers() throws {
    let seeds:
      [String: (seed: String, seconds: Double, curve: String, gesture: String, back: String, travel: Double)] =
        [
          "flip": ("000", 1.0, "easeInEaseOut", "swipe:3:down", "swipe:3:up", 568),
          "fade": ("003", 2.0, "easeInEaseOut", "swipe:3", "swipe:3", 568),
          "fade-3s": ("001", 3.0, "easeInEaseOut", "swipe:3", "swipe:3", 568),
          "pieces": ("001", 0.7, "easeIn", "swipe:3:right", "swipe:3:left", 150),
          "pop": ("002", 3.0, "linear", "pinch:2", "pinch:2", 320),
          "slide": ("004", 0.25, "linear", "swipe:3:right", "swipe:3:left", 276),
          "fold": ("004", 0.25, "linear", "swipe:3:right", "swipe:3:left", 276),
          "zoom": ("004", 0.25, "easeInEaseOut", "swipe:3:right", "swipe:3:left", 276),
          "dynamic": ("004", 0.25, "linear", "swipe:3:right", "swipe:3:left", 276),
        ]
    for d in BuiltInTransitions.all {
      let s = try #require(seeds[d.name])
      #expect(d.seed == s.seed && d.duration == s.seconds && d.curveName == s.curve, "\(d.name)")
      #expect(d.defaultGesture == s.gesture && d.dismissalGesture == s.back, "\(d.name)")
      #expect(d.fullTravelPoints == s.travel, "\(d.name)")
      #expect(d.makeAnimator().transitionDuration(using: nil) == s.seconds, "\(d.name)")
    }
    #expect(BuiltInTransitions.named("pieces")?.rule == .threshold(0.7))
    #expect(BuiltInTransitions.named("pop")?.rule == .projectedAhead(horizon: 0.1, threshold: 0.5))
    #expect(BuiltInTransitions.named("slide")?.rule == .releaseDirection)
    #expect(BuiltInTransitions.named("dynamic")?.kind == .dynamic)
    #expect(BuiltInTransitions.named("slide")?.kind == .custom)
    let zoomBack = try #require(BuiltInTransitions.named("zoom")).roles(isDismissal: true)
    #expect(zoomBack.from == "under" && zoomBack.to == "top")
  }

  /// The tree with every layer's content (label, image, colours, radius, border) back to none.
  static func withoutContent(_ tree: LayerTree) -> LayerTree {
    var out = tree
    for i in tree.layers.indices {
      let id = LayerID(i)
      out[id].content = .none
      for property in LayerProperty.allCases where !LayerProperty.geometry.contains(property) {
        out[id, property] = LayerValues()[property]
      }
    }
    return out
  }

  /// Layer for layer, at 41 percents each way, the file's animator shows what the compiled one does.
  @Test(arguments: BuiltInTransitions.names)
  func filesScrubLikeTheCompiledAnimators(name: String) throws {
    let file = try #require(BuiltInTransitions.named(name))
    let compiled = try #require(CompiledCatalogue.named(name))
    for dismissal in [false, true] {
      var configuration = TransitionConfiguration()
      configuration.isDismissal = dismissal
      var a = try TransitionDriver(descriptor: file, configuration: configuration)
      var b = try TransitionDriver(descriptor: compiled, configuration: configuration)
      #expect(a.layerNames == b.layerNames)
      var va: [LayerValues] = []
      var vb: [LayerValues] = []
      for step in 0...40 {
        let p = Double(step) / 40
        a.scrub(to: p, at: 1)
        b.scrub(to: p, at: 1)
        _ = a.sample(at: 1, into: &va)
        _ = b.sample(at: 1, into: &vb)
        for (index, (x, y)) in zip(va, vb).enumerated() {
          // The files give their layers content (colours, labels) the compiled animators do not.
          for property in LayerProperty.geometry {
            #expect(
              abs(x[property] - y[property]) < 1e-9,
              "\(name) \(a.layerNames[index]).\(property) at \(p) dismissal \(dismissal)")
          }
        }
      }
      #expect(a.context.layers.layers.map(\.sublayerM34) == b.context.layers.layers.map(\.sublayerM34))
      // Not only the same values: the same layers and animations, in the same order.
      let fresh = try TransitionDriver(descriptor: file, configuration: configuration)
      let reference = try TransitionDriver(descriptor: compiled, configuration: configuration)
      #expect(
        Self.withoutContent(fresh.context.layers) == reference.context.layers,
        "\(name) dismissal \(dismissal)")
      #expect(
        fresh.context.layers.layers.contains { $0.content.hasBackgroundColor }, "\(name) has no colours")
    }
  }
}
