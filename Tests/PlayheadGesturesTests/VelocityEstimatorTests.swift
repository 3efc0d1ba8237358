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

  @Test func aWrappedRingWithSamplesAfterNowGivesTheReferenceFitsBits() {
    // 70 samples 3 ms apart on curved paths: the ring (64 slots) has wrapped and keeps t = 18 … 207 ms.
    // At 180 ms the window [30, 180] holds t = 30 … 180 ms (51 samples); the nine after 180 ms are
    // left out. The estimator must give, bit for bit, the sum-form fit written out plainly below:
    // newest first, times in seconds from `now`, positions from the newest sample in the window.
    var v = VelocityEstimator()
    var samples: [MotionSample] = []
    for i in 0..<70 {
      let d = Double(i)
      let sample = MotionSample(
        time: Instant(microseconds: Int64(i * 3000)), x: 0.37 * d * d, y: d.squareRoot() * -3.1,
        scale: 1 + 0.013 * d, rotation: 7.3 * d - 0.02 * d * d)
      samples.append(sample)
      v.append(sample)
    }
    let now: Instant = 180_000
    var n = 0.0, st = 0.0, stt = 0.0
    var sums = [0.0, 0.0, 0.0, 0.0], products = [0.0, 0.0, 0.0, 0.0]
    var reference: [Double]? = nil
    for sample in samples.reversed() where sample.time.microseconds >= 30_000 && sample.time <= now {
      let p = [sample.x, sample.y, sample.scale, sample.rotation]
      if reference == nil { reference = p }
      let t = Double(sample.time.microseconds - now.microseconds) * 1e-6
      n += 1
      st += t
      stt += t * t
      for c in 0..<4 {
        sums[c] += p[c] - reference![c]
        products[c] += t * (p[c] - reference![c])
      }
    }
    #expect(n == 51)
    let slope = (0..<4).map { c in (n * products[c] - st * sums[c]) / (n * stt - st * st) }
    let velocity = v.velocity(at: now)
    #expect(velocity.x == slope[0])
    #expect(velocity.y == slope[1])
    #expect(velocity.scale == slope[2])
    #expect(velocity.rotation == slope[3])
    // A parabola's least-squares slope over points symmetric about i = 35 is its slope there:
    // d(0.37 i²)/di = 0.74 · 35 units per 3 ms.
    #expect(close(velocity.x, 0.74 * 35 / 0.003, 1e-6))
  }
}
