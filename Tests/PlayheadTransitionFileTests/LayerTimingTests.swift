import PlayheadTiming
import Testing

@testable import PlayheadTransitionFile

/// A layer's own `timing` in a file, bounded by a `duration`: Core Animation's active-time rules
/// worked by hand. The transition lasts 2 s, so percent p is container time c = 2p; the to-layer
/// fades 0 → 1 linearly over 0.5 s of its own time from its time 0 (model value 1 afterwards).
@Suite struct LayerTimingTests {
  static func file(timing: String) -> String {
    DefinedAnimatorTests.file(
      """
      layers:
        - name: from
        - name: to
          timing: \(timing)
      animations:
        - {duration: 0.5, changes: {to.opacity: {from: 0, to: 1}}}
      """, duration: 2)
  }

  /// (timing, percent, opacity). Local time t = (c − beginTime) × speed + timeOffset; active range
  /// [0, a), a = repeatDuration or max(repeatCount, 1) × 0.5 (× 2 autoreversing); inside it the
  /// time in the iteration (backwards on the way back); outside, the fill's end or start, or no time:
  /// the model value 1.
  static let table: [(String, Double, Double)] = [
    // beginTime 0.5, 2 autoreversed cycles of 1 s: active for c in [0.5, 2.5).
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.1, 1),  // c 0.2: none yet
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.3, 0.2),  // t 0.1
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.5, 1),  // t 0.5: the turn
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.6, 0.6),  // t 0.7: back 0.3
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.8, 0.2),  // t 1.1: cycle 2
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true}", 0.95, 0.8),  // t 1.4
    ("{beginTime: 0.5, duration: 0.5, repeatCount: 2, autoreverses: true, fill: backwards}", 0.1, 0),
    // speed 2, 1.5 iterations: active while t = 2c < 0.75.
    ("{speed: 2, duration: 0.5, repeatCount: 1.5, fill: forwards}", 0.05, 0.4),  // t 0.2
    ("{speed: 2, duration: 0.5, repeatCount: 1.5, fill: forwards}", 0.15, 0.2),  // t 0.6: 0.1 into 2nd
    ("{speed: 2, duration: 0.5, repeatCount: 1.5, fill: forwards}", 0.5, 0.5),  // held: 0.75 → 0.25 in
    ("{speed: 2, duration: 0.5, repeatCount: 1.5}", 0.5, 1),  // removed: the model
    ("{speed: 2, duration: 0.5, repeatCount: 1.5, fill: both}", 0.5, 0.5),
    // timeOffset 0.25 after beginTime 0.5: t = c − 0.25, active for c in [0.25, 0.75).
    ("{beginTime: 0.5, timeOffset: 0.25, duration: 0.5, fill: both}", 0.05, 0),  // t −0.15: start held
    ("{beginTime: 0.5, timeOffset: 0.25, duration: 0.5, fill: both}", 0.25, 0.5),  // t 0.25
    ("{beginTime: 0.5, timeOffset: 0.25, duration: 0.5}", 0.05, 1),  // removed: the model
    // repeatDuration 0.6: one iteration and a fifth; the end holds 0.1 into the second.
    ("{duration: 0.5, repeatDuration: 0.6, fill: forwards}", 0.2, 0.8),  // t 0.4
    ("{duration: 0.5, repeatDuration: 0.6, fill: forwards}", 0.28, 0.12),  // t 0.56
    ("{duration: 0.5, repeatDuration: 0.6, fill: forwards}", 0.5, 0.2),  // held at t 0.6
    // No duration: unbounded, only t = (c − beginTime) × speed + timeOffset. Before its beginTime the
    // layer's time is negative and its animations show their start (UIKit's backwards fill).
    ("{beginTime: 0.5}", 0.1, 0),  // t −0.3
    ("{beginTime: 0.5}", 0.4, 0.6),  // t 0.3
    ("{timeOffset: 0.25}", 0.05, 0.7),  // t 0.35
  ]

  @Test(arguments: 0..<table.count)
  func activeTime(row: Int) throws {
    let (timing, p, expected) = Self.table[row]
    let values = try DefinedAnimatorTests().scrubbed(Self.file(timing: timing), p)
    #expect(abs(values["to"]!.opacity - expected) < 1e-12, "\(timing) at \(p)")
  }

  @Test func keysThatCannotActAreRefused() {
    let checker = CheckerErrorTests()
    // Line 7 of the checker's good file, columns worked from the text: `    timing: {` is 13 columns.
    #expect(
      checker.problems(CheckerErrorTests.text(replacing: [7: "    timing: {repeatCount: 2, fill: both}"]))
        == [
          "7:27: repeatCount cannot act without duration: a layer repeats, autoreverses and fills only with a duration",
          "7:36: fill cannot act without duration: a layer repeats, autoreverses and fills only with a duration",
        ])
    #expect(
      checker.problems(
        CheckerErrorTests.text(replacing: [7: "    timing: {duration: 1, repeatCount: 2, repeatDuration: 3}"])
      )
        == ["7:59: give repeatCount or repeatDuration, not both (Core Animation leaves both undefined)"])
    #expect(
      checker.problems(CheckerErrorTests.text(replacing: [7: "    timing: {duration: 0}"]))
        == ["7:24: duration must be > 0 seconds, got 0"])
  }
}
