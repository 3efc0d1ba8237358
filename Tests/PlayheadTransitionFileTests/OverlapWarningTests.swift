import PlayheadTiming
import PlayheadTransitions
import Testing

@testable import PlayheadTransitionFile

/// Two basic blocks on one property in a file: composed as UIKit's (worked by hand along linear
/// curves, transition 1 s, so the percent is the time), and `check`'s warning naming both blocks.
@Suite struct OverlapWarningTests {
  static func file(_ blocks: String) -> String {
    """
    name: t
    duration: 1
    curve: linear
    layers:
      - name: from
      - name: to
        position: [0, 0]
    from: from
    to: to
    animations:
    \(blocks)
    interaction: {gesture: swipe, fingers: 3, direction: down, percent: {axis: y, distance: height}}
    """
  }

  func scrubbed(_ text: String, _ p: Double) throws -> LayerValues {
    let d = try TransitionFile.parse(text, file: "t.yaml").descriptor(key: "t")
    var driver = try TransitionDriver(descriptor: d, configuration: TransitionConfiguration())
    driver.scrub(to: p, at: 1)
    var values: [LayerValues] = []
    _ = driver.sample(at: 1, into: &values)
    return values[driver.layerNames.firstIndex(of: "to")!]
  }

  /// x: 0 → 200 over [0, 1], then → 100 over [0.5, 1] (200 then −100): 200p, less 100 · 2(p − 0.5).
  @Test(arguments: [0.0, 0.2, 0.5, 0.7, 1.0])
  func additiveBlocksInAFile(p: Double) throws {
    let text = Self.file(
      """
        - changes: {to.positionX: 200}
        - {changes: {to.positionX: 100}, delay: 0.5, duration: 0.5}
      """)
    let expected = 200 * p - 100 * min(max((p - 0.5) / 0.5, 0), 1)
    #expect(abs(try scrubbed(text, p).positionX - expected) < 1e-9)
  }

  @Test func opposingAdditiveBlocksAreNamed() throws {
    let text = Self.file(
      """
        - changes: {to.positionX: 200}
        - {changes: {to.positionX: 100}, delay: 0.5, duration: 0.5}
      """)
    let d = try TransitionFile.parse(text, file: "t.yaml")
    #expect(
      d.warnings.map { "\($0.line):\($0.column): \($0.reason)" } == [
        "12:5: warning: to.positionX is animated by the blocks at lines 11 and 12 at overlapping times, pulling opposite ways (200 then -100); they add, as UIKit's do, so the layer turns back before it settles"
      ])
  }

  @Test func opacityCutShortIsNamedAndSequentialBlocksAreNot() throws {
    let cut = Self.file(
      """
        - changes: {to.opacity: 0}
        - {changes: {to.opacity: 1}, delay: 0.25}
      """)
    #expect(
      try TransitionFile.parse(cut, file: "t.yaml").warnings.map { "\($0.line):\($0.column): \($0.reason)" }
        == [
          "12:5: warning: to.opacity is animated by the blocks at lines 11 and 12; the one at line 12 starts at 0.25 s, before the one at line 11 ends at 1 s: opacity is not additive, so it takes over from the value showing then and the earlier block never reaches its target"
        ])
    let inTurn = Self.file(
      """
        - {changes: {to.opacity: 0, to.positionX: 50}, duration: 0.5}
        - {changes: {to.opacity: 1, to.positionX: 80}, delay: 0.5, duration: 0.5}
      """)
    #expect(try TransitionFile.parse(inTurn, file: "t.yaml").warnings.isEmpty)
    // In turn, no jump: opacity 1 − 2p then 2(p − 0.5); x 100p then 50 + 60(p − 0.5).
    for (p, opacity, x) in [(0.0, 1.0, 0.0), (0.25, 0.5, 25.0), (0.5, 0.0, 50.0), (0.75, 0.5, 65.0)] {
      let v = try scrubbed(inTurn, p)
      #expect(abs(v.opacity - opacity) < 1e-9 && abs(v.positionX - x) < 1e-9, "p \(p)")
    }
  }

  /// The timing branch's `beginFromCurrentState` meets the content branch's composition: the block
  /// takes over from the value showing (x 100 at 0.5) instead of adding, and is not warned about.
  @Test func beginFromCurrentStateTakesOverInsteadOfAdding() throws {
    let text = Self.file(
      """
        - changes: {to.positionX: 200}
        - {changes: {to.positionX: 50}, delay: 0.5, duration: 0.5, beginFromCurrentState: true}
      """)
    #expect(try TransitionFile.parse(text, file: "t.yaml").warnings.isEmpty)
    for (p, x) in [(0.25, 50.0), (0.5, 100), (0.75, 75), (1.0, 50)] {
      #expect(abs(try scrubbed(text, p).positionX - x) < 1e-9, "p \(p)")
    }
  }

  /// A repeated block runs longer: an opacity block of 0.25 s repeated twice still runs at 0.4 s.
  @Test func aRepeatedBlockIsCutShortWhereItStillRuns() throws {
    let text = Self.file(
      """
        - {changes: {to.opacity: 0}, duration: 0.25, repeat: 2}
        - {changes: {to.opacity: 1}, delay: 0.4, duration: 0.5}
      """)
    #expect(
      try TransitionFile.parse(text, file: "t.yaml").warnings.map { "\($0.line):\($0.column): \($0.reason)" }
        == [
          "12:5: warning: to.opacity is animated by the blocks at lines 11 and 12; the one at line 12 starts at 0.4 s, before the one at line 11 ends at 0.5 s: opacity is not additive, so it takes over from the value showing then and the earlier block never reaches its target"
        ])
  }

  /// Layer keys and content on one layer; a colour component out of 0…1 is refused where written.
  @Test func layerKeysAndContentTogether() throws {
    let text = Self.file(
      """
        - changes: {to.zPosition: 3, to.backgroundColor: "#ff0000", to.hidden: true}
      """
    ).replacingOccurrences(
      of: "position: [0, 0]", with: "position: [0, 0]\n    anchorPoint: [0, 0.5]\n    cornerRadius: 4")
    #expect(throws: Never.self) { try TransitionFile.parse(text, file: "t.yaml") }
    let v = try scrubbed(text, 1)
    #expect(v.anchorPointX == 0 && v.zPosition == 3 && v.hidden == 1 && v.cornerRadius == 4)
    #expect(v.backgroundRed == 1 && v.backgroundGreen == 0 && v.backgroundAlpha == 1)
    let bad = Self.file("    - changes: {to.backgroundRed: 2}")
    #expect(throws: TransitionFileError.self) { try TransitionFile.parse(bad, file: "t.yaml") }
  }
}
