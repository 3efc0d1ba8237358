import Foundation
import Testing

@testable import PlayheadTiming

@Suite struct TimingFunctionTests {
  static let presets: [(TimingFunction, Double, Double, Double, Double)] = [
    (.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
    (.easeInEaseOut, 0.42, 0, 0.58, 1), (.default, 0.25, 0.1, 0.25, 1),
  ]

  @Test func presetsHaveCoreAnimationsControlPoints() {
    for (f, x1, y1, x2, y2) in Self.presets {
      #expect(f.c1x == x1 && f.c1y == y1 && f.c2x == x2 && f.c2y == y2)
    }
    #expect(TimingFunction.named("easeInOut") == .easeInEaseOut)
    #expect(TimingFunction.named("default") == .default)
    #expect(TimingFunction.named("bogus") == nil)
  }

  @Test func endPointsAreExact() {
    for (f, _, _, _, _) in Self.presets {
      #expect(f(0) == 0)
      #expect(f(1) == 1)
    }
  }

  @Test func easeInEaseOutIsSymmetric() {
    // (0.42,0,0.58,1) is point-symmetric about (0.5,0.5): y(1−x) = 1 − y(x), so y(0.5) = 0.5.
    #expect(abs(TimingFunction.easeInEaseOut(0.5) - 0.5) < 1e-12)
    for x in stride(from: 0.0, through: 1.0, by: 0.05) {
      let f = TimingFunction.easeInEaseOut
      #expect(abs(f(x) + f(1 - x) - 1) < 1e-9)
    }
  }

  @Test func easeInAtAHandComputedPoint() {
    // easeIn at t = 0.5: x = 3·¼·½·0.42 + 3·½·¼·1 + ⅛ = 0.1575 + 0.375 + 0.125 = 0.6575,
    // y = 3·½·¼·1 + ⅛ = 0.5. So easeIn(0.6575) = 0.5.
    #expect(abs(TimingFunction.easeIn(0.6575) - 0.5) < 1e-9)
    // easeOut mirrors easeIn: easeOut(1 − 0.6575) = 1 − 0.5.
    #expect(abs(TimingFunction.easeOut(0.3425) - 0.5) < 1e-9)
  }

  @Test func linearIsTheIdentity() {
    for x in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect(abs(TimingFunction.linear(x) - x) < 1e-12)
    }
  }

  @Test func matchesAHighPrecisionBisectionWithin1e7() throws {
    let customs = [
      try TimingFunction(controlPoints: 0, 1, 0, 1),  // x′(0) = 0: Newton's worst case
      try TimingFunction(controlPoints: 1, 0, 0, 1),
      try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),  // easeInOutBack
      try TimingFunction(controlPoints: 0.5, 0.5, 0.5, 0.5),
    ]
    for f in Self.presets.map(\.0) + customs {
      let edges = [1e-15, 1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]
      for x in (0...1000).map({ Double($0) / 1000 }) + edges {
        let expected = Reference.bezier(f.c1x, f.c1y, f.c2x, f.c2y, at: x)
        #expect(abs(f(x) - expected) <= 1e-7, "\(f) at \(x)")
      }
    }
  }

  @Test func slopeMatchesTheReferenceDerivative() {
    for f in Self.presets.map(\.0) {
      for x in stride(from: 0.05, through: 0.95, by: 0.05) {
        let h = 1e-6
        let expected =
          (Reference.bezier(f.c1x, f.c1y, f.c2x, f.c2y, at: x + h)
            - Reference.bezier(f.c1x, f.c1y, f.c2x, f.c2y, at: x - h)) / (2 * h)
        #expect(abs(f.slope(at: x) - expected) < 1e-5, "\(f) at \(x)")
      }
    }
    // End tangents: easeInEaseOut leaves (0,0) toward (0.42, 0): slope 0; linear: 1.
    #expect(TimingFunction.easeInEaseOut.slope(at: 0) == 0)
    #expect(TimingFunction.easeInEaseOut.slope(at: 1) == 0)
    #expect(TimingFunction.linear.slope(at: 0.3) == 1)
    // default leaves toward (0.25, 0.1): slope 0.4.
    #expect(abs(TimingFunction.default.slope(at: 0) - 0.4) < 1e-12)
  }

  @Test func extrapolatesLinearlyOutsideTheUnitInterval() {
    // default: start slope 0.1/0.25 = 0.4, so f(−1) = −0.4; it ends toward (0.25,1): slope 0, f(2) = 1.
    #expect(abs(TimingFunction.default(-1) + 0.4) < 1e-12)
    #expect(TimingFunction.default(2) == 1)
    // easeIn ends along (1,1)→(0.42,0): slope 1/0.58, so f(1.5) = 1 + 0.5/0.58.
    #expect(abs(TimingFunction.easeIn(1.5) - (1 + 0.5 / 0.58)) < 1e-12)
    #expect(TimingFunction.easeIn(-3) == 0)
    #expect(TimingFunction.linear(-2) == -2 && TimingFunction.linear(3) == 3)
    #expect(abs(TimingFunction.easeIn.slope(at: 1.5) - 1 / 0.58) < 1e-12)
  }

  @Test func badInputIsRejectedOrDefined() {
    #expect(throws: TimingError.outOfRange(parameter: "control point c1x", value: 1.5, range: "[0, 1]")) {
      try TimingFunction(controlPoints: 1.5, 0, 0.5, 1)
    }
    #expect(throws: TimingError.self) { try TimingFunction(controlPoints: 0.5, .nan, 0.5, 1) }
    #expect(throws: TimingError.self) { try TimingFunction(controlPoints: 0.5, 0, -0.1, 1) }
    #expect(throws: TimingError.self) { try TimingFunction(controlPoints: 0.5, 0, 0.5, .infinity) }
    // y may overshoot.
    #expect((try? TimingFunction(controlPoints: 0.5, -2, 0.5, 3)) != nil)
    for f in Self.presets.map(\.0) {
      #expect(f(.nan) == 0)
      #expect(!f(.infinity).isNaN && !f(-.infinity).isNaN)
      #expect(!f.slope(at: .nan).isNaN)
    }
    let message = TimingError.outOfRange(parameter: "control point c1x", value: 1.5, range: "[0, 1]")
      .description
    #expect(message == "control point c1x must be in [0, 1], got 1.5")
  }
}
