import PlayheadEvents
import PlayheadGestures
import Testing

@Suite struct VelocityEstimatorTests {
  @Test func leastSquaresSlopeWorkedByHand() {
    // Samples (t ms, x): (0,0) (10,1) (20,3) (30,4). t̄ = 15, x̄ = 2.
    // Σ(t−t̄)(x−x̄) = (−15)(−2) + (−5)(−1) + (5)(1) + (15)(2) = 70; Σ(t−t̄)² = 225+25+25+225 = 500.
    // Slope = 70/500 = 0.14 units/ms = 140 units/s (GNOME's sum/span would say 4/30 ms = 133.3/s).
    var v = VelocityEstimator()
    v.append(MotionSample(time: -200_000, x: -100))  // outside the 150 ms window at t = 30 ms
    for (t, x) in [(0, 0.0), (10, 1.0), (20, 3.0), (30, 4.0)] {
      v.append(MotionSample(time: Instant(microseconds: Int64(t * 1000)), x: x, y: -2 * x))
    }
    let velocity = v.velocity(at: 30_000)
    #expect(close(velocity.x, 140))
    #expect(close(velocity.y, -280))
  }

  @Test func restingLongerThanTheWindowGivesZero() {
    var v = VelocityEstimator()
    v.append(MotionSample(time: 0, x: 0))
    v.append(MotionSample(time: 10_000, x: 50))
    #expect(close(v.velocity(at: 10_000).x, 5000))  // 50 units / 10 ms
    // At 170 ms the window is [20 ms, 170 ms]: no sample in it.
    #expect(v.velocity(at: 170_000).x == 0)
    // At 155 ms the window [5, 155] holds one sample: no line through one point.
    #expect(v.velocity(at: 155_000).x == 0)
  }

  @Test func samplesAtOneInstantHaveNoSlope() {
    var v = VelocityEstimator()
    v.append(MotionSample(time: 5_000, x: 1))
    v.append(MotionSample(time: 5_000, x: 9))
    #expect(v.velocity(at: 5_000).x == 0)
  }

  @Test func theRingKeepsTheNewestSamplesWhenFull() {
    // 100 samples 1 ms apart moving 2 units/ms: whatever the ring keeps, the slope is 2000 units/s.
    var v = VelocityEstimator()
    for i in 0..<100 {
      v.append(MotionSample(time: Instant(microseconds: Int64(i * 1000)), x: Double(2 * i)))
    }
    #expect(v.count == VelocityEstimator.capacity)
    #expect(close(v.velocity(at: 99_000).x, 2000))
    #expect(v.newest?.x == 198)
  }
}
