import Foundation
import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadTransitionFile

/// What a file can say beyond the built-ins, scrubbed, against values worked out by hand.
@Suite struct DefinedAnimatorTests {
  static func file(_ body: String, duration: Double = 1) -> String {
    """
    name: t
    duration: \(duration)
    curve: linear
    \(body)
    from: from
    to: to
    interaction: {gesture: swipe, fingers: 3, direction: down, percent: {axis: y, distance: height}}
    """
  }

  /// Each layer's presentation values with the transition scrubbed to `p`.
  func scrubbed(_ text: String, _ p: Double, dismissal: Bool = false) throws -> [String: LayerValues] {
    let d = try TransitionFile.parse(text, file: "t.yaml").descriptor(key: "t")
    var configuration = TransitionConfiguration()
    configuration.isDismissal = dismissal
    var driver = try TransitionDriver(descriptor: d, configuration: configuration)
    driver.scrub(to: p, at: 1)
    var values: [LayerValues] = []
    _ = driver.sample(at: 1, into: &values)
    return Dictionary(uniqueKeysWithValues: zip(driver.layerNames, values))
  }

  @Test(arguments: [0.0, 0.3, 0.5, 1.0])
  func basicFromToAndBy(p: Double) throws {
    let text = Self.file(
      """
      layers:
        - name: from
        - name: to
          position: [10, 20]
      animations:
        - changes:
            to.opacity: {from: 0.2, to: 0.6}
            to.positionX: {by: 100}
            from.transform.rotation.z: 45
      """)
    let v = try scrubbed(text, p)
    #expect(abs(v["to"]!.opacity - (0.2 + 0.4 * p)) < 1e-12)
    #expect(abs(v["to"]!.positionX - (10 + 100 * p)) < 1e-12)
    #expect(abs(v["to"]!.positionY - 20) < 1e-12)
    #expect(abs(v["from"]!.rotationZ - 45 * p) < 1e-12)
  }

  @Test func aCubicBezierOnTheDiagonalIsLinearAndDelayWaits() throws {
    // cubic-bezier(0.25, 0.25, 0.75, 0.75) is y = x. Delay 0.5 of a 1 s transition, duration 0.5:
    // at percent 0.75 (t = 0.75 s) the block is half done.
    let text = Self.file(
      """
      layers: [{name: from}, {name: to}]
      animations:
        - {curve: "cubic-bezier(0.25, 0.25, 0.75, 0.75)", delay: 0.5, duration: 0.5, changes: {to.opacity: 0}}
      """)
    #expect(abs(try scrubbed(text, 0.75)["to"]!.opacity - 0.5) < 1e-6)
    #expect(try scrubbed(text, 0.25)["to"]!.opacity == 1)  // backwards fill: still the from value
  }

  @Test func aSpringBlockFollowsTheCriticallyDampedSolution() throws {
    // spring(duration: 0.5, bounce: 0): ω = 2π / 0.5 = 4π, critically damped from rest:
    // progress(t) = 1 − (1 + ωt)·e^(−ωt). At t = 0.1 s: ωt = 0.4π = 1.25664; 1 − 2.25664 · 0.284610 = 0.357740.
    let text = Self.file(
      """
      layers: [{name: from}, {name: to}]
      animations:
        - {spring: {duration: 0.5, bounce: 0}, changes: {to.positionX: {from: 0, to: 100}}}
      """)
    let omegaT = 4 * Double.pi * 0.1
    let expected = 100 * (1 - (1 + omegaT) * exp(-omegaT))
    #expect(abs(expected - 35.7740) < 1e-4)
    #expect(abs(try scrubbed(text, 0.1)["to"]!.positionX - expected) < 1e-6)
  }

  @Test func aLayersOwnTimingScalesItsAnimations() throws {
    // The to-layer runs at speed 2: at 0.25 s of container time it is 0.5 s into its 1 s fade.
    let text = Self.file(
      """
      layers:
        - name: from
        - name: to
          timing: {speed: 2}
      animations:
        - changes: {to.opacity: {from: 1, to: 0}}
      """)
    #expect(abs(try scrubbed(text, 0.25)["to"]!.opacity - 0.5) < 1e-12)
  }

  @Test func nestedLayersAreAddedUnderTheirParentsInOrder() throws {
    // "b" is declared before its parent "a" (itself under "from"); sample order is parents first.
    let text = Self.file(
      """
      layers:
        - name: from
        - {name: b, parent: a, bounds: [10, 10], position: [5, 5]}
        - {name: a, parent: from}
        - name: to
      animations:
        - changes: {b.opacity: 0}
      """)
    let d = try TransitionFile.parse(text, file: "t.yaml").descriptor(key: "t")
    let driver = try TransitionDriver(descriptor: d)
    #expect(driver.layerNames == ["container", "from", "to", "a", "b"])
    #expect(abs(try scrubbed(text, 0.5)["b"]!.opacity - 0.5) < 1e-12)
  }

  @Test func aReversedDismissalRunsFromTheEndBack() throws {
    let text = Self.file(
      """
      layers: [{name: from}, {name: to, opacity: 0}]
      animations:
        - changes: {to.opacity: 1, to.positionX: width}
      dismissal: {roles: swap, play: reverse}
      """)
    let v = try scrubbed(text, 0.25, dismissal: true)
    #expect(abs(v["to"]!.opacity - 0.75) < 1e-12)
    #expect(abs(v["to"]!.positionX - (320 - 160 * 0.25)) < 1e-12)  // 320 back to the centre 160
  }

  @Test func millimetresOfTravelGoToTheBinding() throws {
    let text = """
      name: mm
      duration: 1
      layers: [{name: from}, {name: to}]
      from: from
      to: to
      interaction: {gesture: swipe, fingers: 4, direction: left, percent: {axis: x, distance: 40 mm}}
      release: {rule: projected, horizon: 0.2, threshold: 0.4, velocityWins: false}
      completion: {mode: spring, speed: 2, spring: {mass: 1, stiffness: 200, damping: 20}}
      """
    let d = try TransitionFile.parse(text, file: "t.yaml")
    #expect(d.travelMillimetres == 40 && d.gesture == "swipe:4:left")
    #expect(d.rule == .projectedAhead(horizon: 0.2, threshold: 0.4))
    let c = d.completion.applied(to: TransitionConfiguration())
    #expect(c.completion == .spring && c.completionSpeed == 2 && c.velocityWins == false)
    #expect(c.spring == (try Spring(mass: 1, stiffness: 200, damping: 20)))
  }
}
