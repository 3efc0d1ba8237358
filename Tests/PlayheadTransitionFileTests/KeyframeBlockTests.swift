import PlayheadTiming
import Testing

@testable import PlayheadTransitionFile

/// Keyframe blocks' calculation modes and every block's UIView options, scrubbed, against values
/// worked by hand (a 1 s transition along linear, so percent p is time p).
@Suite struct KeyframeBlockTests {
  /// The to-layer's positionX from 0: 10 by a quarter, 30 by the end (values 0, 10, 30 at key times
  /// 0, 0.25, 1), with the block's `options`.
  static func track(_ options: String) -> String {
    DefinedAnimatorTests.file(
      """
      layers:
        - name: from
        - {name: to, position: [0, 0]}
      animations:
        - keyframes:
            - {start: 0, duration: 0.25, changes: {to.positionX: 10, to.positionY: 10}}
            - {start: 0.25, duration: 0.75, changes: {to.positionX: 30, to.positionY: 30}}
          \(options)
      """)
  }

  func x(_ text: String, _ p: Double, dismissal: Bool = false) throws -> Double {
    try DefinedAnimatorTests().scrubbed(text, p, dismissal: dismissal)["to"]!.positionX
  }

  /// (calculationMode, p, positionX).
  static let modes: [(String, Double, Double)] = [
    ("linear", 0.5, 10 + 20 * (0.25 / 0.75)),  // ⅓ of the 10 → 30 segment
    ("linear", 0.1, 4),  // 0.4 of the 0 → 10 segment
    ("discrete", 0.2, 0), ("discrete", 0.5, 10), ("discrete", 0.9, 10),  // held until the next key time
    ("paced", 0.5, 15), ("paced", 0.2, 6), ("paced", 0.9, 27),  // distance 30 at constant speed: 30p
    // Catmull-Rom, tangents 10 (one-sided), 15 = (30 − 0)/2, 20 (one-sided); Hermite weights at
    // u = ½: ½, ⅛, ½, −⅛. p 0.125: 0 + 1.25 + 5 − 1.875; p 0.625: 5 + 1.875 + 15 − 2.5.
    ("cubic", 0.125, 4.375), ("cubic", 0.625, 19.375),
    ("cubicPaced", 0.5, 15), ("cubicPaced", 0.2, 6),  // the spline is monotonic here: paced
  ]

  @Test(arguments: 0..<modes.count)
  func calculationModes(row: Int) throws {
    let (mode, p, expected) = Self.modes[row]
    #expect(abs(try x(Self.track("calculationMode: \(mode)"), p) - expected) < 1e-9, "\(mode) at \(p)")
  }

  @Test func aModePerProperty() throws {
    // positionY discrete, positionX paced (the default given): at 0.5, x = 15 and y = 10.
    let text = Self.track("calculationMode: {default: paced, to.positionY: discrete}")
    let to = try DefinedAnimatorTests().scrubbed(text, 0.5)["to"]!
    #expect(abs(to.positionX - 15) < 1e-9 && to.positionY == 10)
  }

  @Test func repeatAndAutoreverse() throws {
    // 0.25 s fades 0 → 1, autoreversed twice: cycles of 0.5 s, active for 1 s; after the end, with
    // UIKit's backwards-only fill, the model value 1. p 0.3 is 0.05 s into the way back: 0.8.
    let text = DefinedAnimatorTests.file(
      """
      layers: [{name: from}, {name: to}]
      animations:
        - {duration: 0.25, repeat: 2, autoreverse: true, changes: {to.opacity: {from: 0, to: 1}}}
      """)
    for (p, expected) in [(0.1, 0.4), (0.3, 0.8), (0.6, 0.4), (0.875, 0.5), (1.0, 1)] {
      #expect(abs(try DefinedAnimatorTests().scrubbed(text, p)["to"]!.opacity - expected) < 1e-12, "p \(p)")
    }
    // repeat: true repeats forever: at 0.9, 0.15 s into the fourth iteration: 0.6.
    let forever = text.replacingOccurrences(of: "repeat: 2, autoreverse: true", with: "repeat: true")
    #expect(abs(try DefinedAnimatorTests().scrubbed(forever, 0.9)["to"]!.opacity - 0.6) < 1e-12)
  }

  @Test func beginFromCurrentState() throws {
    // x 0 → 100 over 1 s; a second block at 0.5 s takes it to 0 in 0.5 s from where it is then (50):
    // 25 at 0.25 (the first still runs), 50 at 0.5, 25 at 0.75, 0 at the end.
    let text = DefinedAnimatorTests.file(
      """
      layers: [{name: from}, {name: to}]
      animations:
        - changes: {to.positionX: {from: 0, to: 100}}
        - {delay: 0.5, duration: 0.5, beginFromCurrentState: true, changes: {to.positionX: 0}}
      """)
    for (p, expected) in [(0.25, 25.0), (0.5, 50), (0.75, 25), (1.0, 0)] {
      #expect(abs(try x(text, p) - expected) < 1e-9, "p \(p)")
    }
  }

  @Test(arguments: ["linear", "discrete", "paced", "cubic", "cubicPaced"])
  func aReversedDismissalIsTheKeyframesTimeReversed(mode: String) throws {
    // easeIn (not symmetric), a delay and a shorter block: value(t) = presentation(1 − t).
    let text = Self.track(
      "calculationMode: \(mode)\n    curve: easeIn\n    delay: 0.1\n    duration: 0.7\ndismissal: {play: reverse}"
    )
    for p in [0.03, 0.12, 0.27, 0.38, 0.51, 0.64, 0.77, 0.86, 0.97] {
      let back = try x(text, p, dismissal: true)
      #expect(abs(back - (try x(text, 1 - p))) < 1e-4, "\(mode) at \(p)")
    }
  }

  @Test func aReversedDismissalIsABasicBlockTimeReversed() throws {
    // easeIn, a delay and a shorter block: value(t) = presentation(1 − t), so the way back starts
    // fast where the way there ended fast, and its mirror runs over [0.2, 0.9].
    let text = DefinedAnimatorTests.file(
      """
      layers: [{name: from}, {name: to}]
      animations:
        - {curve: easeIn, delay: 0.1, duration: 0.7, changes: {to.positionX: {from: 0, to: 100}}}
      dismissal: {play: reverse}
      """)
    for p in [0.05, 0.2, 0.3, 0.45, 0.6, 0.75, 0.95] {
      #expect(abs(try x(text, p, dismissal: true) - (try x(text, 1 - p))) < 1e-4, "p \(p)")
    }
    // Before the block's mirror (p < 0.2) it holds the presentation's end; after it, its start.
    #expect(try x(text, 0.1, dismissal: true) == 100)
    #expect(try x(text, 0.95, dismissal: true) == 0)
  }

  @Test func optionsThatCannotActAreRefusedWhereWritten() {
    let checker = CheckerErrorTests()
    func problems(_ line11: String, _ extra: [String] = []) -> [String] {
      checker.problems(CheckerErrorTests.text(replacing: [11: line11], appending: extra))
    }
    // Columns counted from each line's text.
    #expect(
      problems("  - {changes: {to.opacity: 1}, calculationMode: paced}") == [
        "11:32: calculationMode belongs to a keyframe block (keyframes:)"
      ])
    #expect(
      problems("  - {changes: {to.opacity: 1}, beginFromCurrentState: true}") == [
        "11:32: beginFromCurrentState cannot act: no earlier block animates what this one changes"
      ])
    #expect(
      problems("  - {changes: {to.opacity: 1}, repeat: 0}") == [
        "11:40: repeat must be true, false or a count > 0, got 0"
      ])
    #expect(
      problems("  - {changes: {to.opacity: 1}, repeat: true}", ["dismissal: {play: reverse}"]) == [
        "17:19: play: reverse cannot mirror a block that repeats forever (repeat: true)"
      ])
    #expect(
      problems(
        "  - {keyframes: [{start: 0, duration: 1, changes: {to.opacity: 1}}], calculationMode: {from.opacity: discrete}}"
      ) == [
        "11:88: from.opacity is not changed by this block's keyframes; a calculationMode key is default or a layer.property they change"
      ])
  }

  @Test func fromInAKeyframeIsRefusedWhereItIsWritten() {
    let text = CheckerErrorTests.text(
      replacing: [11: "  - keyframes: [{start: 0, duration: 1, changes: {to.opacity: {from: 0, to: 1}}}]"])
    // The key `from` starts at column 64 (counted from the text).
    #expect(
      CheckerErrorTests().problems(text) == [
        "11:64: to.opacity: a keyframe has no from; it starts from the value before its window (set a start in layers or an earlier keyframe)"
      ])
  }
}
