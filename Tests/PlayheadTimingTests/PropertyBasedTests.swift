import Foundation
import PlayheadTestSupport
import PropertyBased
import Testing

@testable import PlayheadTiming

@Suite struct PropertyBasedTests {
  @Test func presetsAreMonotonic() async {
    await seededPropertyCheck(count: 300, input: Gen.double(in: -0.5...1.5), Gen.double(in: -0.5...1.5)) {
      a, b in
      let (lo, hi) = (min(a, b), max(a, b))
      for (_, f) in TimingFunction.presets {
        #expect(f(lo) <= f(hi) + 1e-12)
      }
    }
  }

  @Test func customCurvesMatchTheReference() async {
    await seededPropertyCheck(
      count: 300, input: Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1),
      Gen.double(in: -1...2), Gen.double(in: 0...1)
    ) { x1, y1, x2, y2, x in
      let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
      let value = f(x)
      #expect(value.isFinite)
      // Away from exact vertical tangents (where y is ill-conditioned in x) the error is ≤ 1e-7.
      let slope = abs(f.slope(at: x))
      if slope < 1e6 {
        #expect(abs(value - Reference.bezier(x1, y1, x2, y2, at: x)) <= 1e-7)
      }
    }
  }

  /// Issue 26 item 6: the solve stops early (Newton to 1e-7 in t, then one more step); over many
  /// random curves, with control x's exactly 0 or 1 a third of the time (cusps at the ends, where
  /// Newton stalls), y stays within 1e-6 of a bisection to the last bit of t, tangent or not.
  @Test func curvesMatchABisectionToTheLastBit() async {
    await seededPropertyCheck(
      count: 3000, input: Gen.double(in: -0.5...1.5), Gen.double(in: -1...2), Gen.double(in: -0.5...1.5),
      Gen.double(in: -1...2), Gen.double(in: 0...1)
    ) { a, y1, b, y2, x in
      let (x1, x2) = (min(max(a, 0), 1), min(max(b, 0), 1))
      func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
      }
      // x(t) rises on [0, 1]: halve until the midpoint is one of the ends (adjacent doubles).
      var lo = 0.0
      var hi = 1.0
      while (lo + hi) / 2 > lo && (lo + hi) / 2 < hi {
        if bernstein(x1, x2, (lo + hi) / 2) < x { lo = (lo + hi) / 2 } else { hi = (lo + hi) / 2 }
      }
      let exact = bernstein(y1, y2, (lo + hi) / 2)
      let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
      #expect(abs(f(x) - exact) <= 1e-6, "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
    }
  }

  @Test func localTimeRoundTrips() async {
    await seededPropertyCheck(
      count: 300, input: Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: 0.01...10),
      Gen.bool, Gen.double(in: -1000...1000)
    ) { begin, offset, magnitude, negative, parent in
      let timing = MediaTiming(beginTime: begin, timeOffset: offset, speed: negative ? -magnitude : magnitude)
      let back = timing.parentTime(fromLocal: timing.localTime(fromParent: parent))
      #expect(abs(back - parent) <= 1e-9 * max(1, abs(parent)) * max(1, 1 / magnitude))
    }
  }

  @Test func treeConversionRoundTrips() async {
    await seededPropertyCheck(
      count: 200, input: Gen.double(in: 0.1...4), Gen.double(in: -5...5), Gen.double(in: 0.1...4),
      Gen.double(in: -5...5), Gen.double(in: -50...50)
    ) { s1, o1, s2, o2, time in
      var tree = LayerTree()
      let a = try tree.addLayer(named: "a", timing: MediaTiming(beginTime: 1, timeOffset: o1, speed: s1))
      let b = try tree.addLayer(
        named: "b", parent: a, timing: MediaTiming(beginTime: -2, timeOffset: o2, speed: s2))
      let local = tree.convertTime(time, from: nil, to: b)
      #expect(abs(local - ((((time - 1) * s1 + o1) + 2) * s2 + o2)) < 1e-9 * max(1, abs(local)))
      #expect(abs(tree.convertTime(local, from: b, to: nil) - time) < 1e-8 * max(1, abs(time)))
    }
  }

  @Test func pauseResumeIsExact() async {
    await seededPropertyCheck(
      count: 300, input: Gen.double(in: -50...50), Gen.double(in: 0...1e4), Gen.double(in: 0...1e4)
    ) { begin, pauseAt, wait in
      var timing = MediaTiming(beginTime: begin)
      timing.pause(atParentTime: pauseAt)
      let paused = timing.timeOffset
      timing.resume(atParentTime: pauseAt + wait)
      // now − (now − paused) is paused up to one rounding of the subtraction.
      #expect(abs(timing.localTime(fromParent: pauseAt + wait) - paused) <= 2 * (pauseAt + wait).ulp)
    }
  }

  @Test func springsConvergeToTheirTarget() async {
    await seededPropertyCheck(
      count: 100, input: Gen.double(in: 0.1...10), Gen.double(in: 1...1000), Gen.double(in: 0.5...100),
      Gen.double(in: -20...20)
    ) { m, k, c, v in
      let spring = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
      let settle = spring.settlingDuration
      #expect(settle.isFinite && settle >= 0)
      for factor in [1.0, 1.01, 1.5, 3, 10] {
        #expect(abs(1 - spring.value(at: settle * factor + 1e-9)) <= 0.001 + 1e-9)
      }
      #expect(abs(1 - spring.value(at: settle * 40 + 1)) < 1e-4)
    }
  }
}

@Suite struct RobustnessPropertyTests {
  static let times: [Double] = [.nan, .infinity, -.infinity, 0, -1e300, 1e300, .ulpOfOne]

  @Test func presentationIsNeverNaN() async {
    await seededPropertyCheck(
      count: 200, input: Gen.double(in: -5...5), Gen.double(in: -3...3), Gen.double(in: 0...3),
      Gen.double(in: 0...4), Gen.bool, Gen.double(in: -10...10)
    ) { begin, speed, duration, repeats, reverses, time in
      var tree = LayerTree()
      let container = try tree.addLayer(named: "c", timing: MediaTiming(beginTime: begin, speed: speed))
      let card = try tree.addLayer(named: "card", parent: container)
      let timing = MediaTiming(
        beginTime: begin, duration: duration, repeatCount: repeats, autoreverses: reverses, fillMode: .both)
      try tree.add(.basic(BasicAnimation(property: .opacity, from: 0, to: 1, timing: timing)), to: card)
      try tree.add(
        .keyframe(
          KeyframeAnimation(
            property: .rotationX, values: [0, 90, -30, 10], calculationMode: .cubic, timing: timing)),
        to: card)
      try tree.add(
        .spring(SpringAnimation(property: .positionY, from: 0, to: 100, duration: duration)), to: card)
      var buffer = tree.makePresentationBuffer()
      #expect(!buffer.isEmpty)
      for t in Self.times + [time] {
        tree.presentation(at: t, into: &buffer)
        for values in buffer {
          for property in LayerProperty.allCases { #expect(!values[property].isNaN) }
        }
        // Linear-eased opacity from 0 to 1 along easeInEaseOut stays within [0, 1].
        #expect((0...1).contains(buffer[card.index].opacity))
      }
    }
  }

  @Test func keyframeValuesStayWithinTheirRange() async {
    await seededPropertyCheck(
      count: 200, input: Gen.double(in: -100...100).array(of: 1...6), Gen.double(in: -0.5...1.5)
    ) { values, time in
      let lo = values.min()!
      let hi = values.max()!
      for mode in [CalculationMode.linear, .discrete, .paced] {
        let a = try KeyframeAnimation(
          property: .positionX, values: values, calculationMode: mode, duration: 1, fillMode: .both)
        let v = a.value(atLayerTime: time)!
        #expect(v >= lo - 1e-9 && v <= hi + 1e-9, "\(mode) \(values) at \(time)")
      }
    }
  }
}
