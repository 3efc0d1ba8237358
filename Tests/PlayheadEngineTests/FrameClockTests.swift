import PlayheadEngine
import PlayheadEvents
import Testing

@Suite("FrameClock")
struct FrameClockTests {
  // At 60 fps the grid is round(k × 10⁶ / 60) µs: k=1 → 16666.67 → 16667, k=2 → 33333.33 → 33333,
  // k=3 → 50000, k=4 → 66666.67 → 66667, k=5 → 83333.33 → 83333, k=6 → 100000.
  @Test("grid points are rounded multiples of the period, never accumulated")
  func gridPoints() {
    let clock = FrameClock(fps: 60)
    #expect(clock.gridPoint(1) == 16667)
    #expect(clock.gridPoint(2) == 33333)
    #expect(clock.gridPoint(3) == 50000)
    #expect(clock.gridPoint(6) == 100000)
    #expect(clock.gridPoint(60) == 1_000_000)
    #expect(clock.gridPoint(after: 16667) == 33333)
    #expect(clock.gridPoint(after: 16666) == 16667)
    #expect(clock.gridIndex(atOrBefore: 49999) == 2)
    #expect(clock.period == 16667)
  }

  @Test(
    "the next frame's time: the grid point after the last frame, or a period after it (immediate); an input before it arms it"
  )
  func nextFrameTime() {
    var grid = FrameClock(fps: 60, policy: .grid)
    #expect(grid.nextFrameTime() == nil)
    _ = grid.stateChanged(at: 10_000)
    #expect(grid.tick(at: 16667) == 16667)
    #expect(grid.afterFrame(keepRunning: false) == .none)
    #expect(grid.nextFrameTime() == 33333)
    #expect(grid.stateChanged(at: 20_000) == .arm(33333))
    var immediate = FrameClock(fps: 60, policy: .immediate)
    #expect(immediate.stateChanged(at: 7_000) == .drawNow(7_000))
    #expect(immediate.nextFrameTime() == 23_667)  // 7 000 + the period, 16 667
    #expect(immediate.stateChanged(at: 9_000) == .arm(23_667))
  }

  @Test("grid: an input arms the next grid point; ticks follow the grid; stopping disarms")
  func gridRun() {
    var clock = FrameClock(fps: 60, policy: .grid)
    #expect(clock.stateChanged(at: 10_000) == .arm(16667))
    #expect(clock.stateChanged(at: 12_000) == .none)  // already armed for 16667
    #expect(clock.tick(at: 16667) == 16667)
    #expect(clock.afterFrame(keepRunning: true) == .arm(33333))
    #expect(clock.tick(at: 33333) == 33333)
    // The one-shot timer is spent by the tick: stopping leaves nothing armed.
    #expect(clock.afterFrame(keepRunning: false) == .none)
    #expect(clock.deadline == nil)
    // Armed by an input, then told nothing moves: disarm.
    #expect(clock.stateChanged(at: 40_000) == .arm(50000))
    #expect(clock.disarm() == .disarm)
    #expect(clock.disarm() == .none)
    #expect(clock.statistics.frames == 2)
    #expect(clock.statistics.lateTicks == 0)
    #expect(clock.statistics.missedTicks == 0)
  }

  @Test("an input exactly on a grid point not yet drawn is drawn at that point")
  func inputOnGrid() {
    var clock = FrameClock(fps: 60)
    #expect(clock.stateChanged(at: 50000) == .arm(50000))
    #expect(clock.tick(at: 50000) == 50000)
    // The frame at 50000 is drawn: a second change at 50000 waits for 66667.
    #expect(clock.stateChanged(at: 50000) == .arm(66667))
  }

  // Before the clock's start the grid goes on: k = −1 → round(−16666.67) = −16667, k = 0 → 0.
  @Test("grid: inputs and ticks at negative times follow the same grid, into positive ones")
  func negativeTimes() {
    var clock = FrameClock(fps: 60, policy: .grid)
    #expect(clock.stateChanged(at: -20_000) == .arm(-16667))
    #expect(clock.tick(at: -16667) == -16667)
    #expect(clock.afterFrame(keepRunning: true) == .arm(0))
    #expect(clock.stateChanged(at: -5_000) == .none)  // armed for 0 already
    #expect(clock.tick(at: 0) == 0)
    #expect(clock.afterFrame(keepRunning: true) == .arm(16667))
    #expect(clock.gridIndex(atOrBefore: -16668) == -2)
    #expect(clock.gridPoint(after: -33334) == -33333)
  }

  @Test("late ticks are counted; a tick past whole grid points counts them as missed")
  func lateAndMissed() {
    var clock = FrameClock(fps: 60, policy: .grid, lateTolerance: 1000)
    _ = clock.stateChanged(at: 20_000)  // arms 33333
    // 5 ms late but before 50000: late, nothing missed, the frame stands for 33333.
    #expect(clock.tick(at: 38_333) == 33333)
    #expect(clock.statistics.lateTicks == 1)
    #expect(clock.statistics.missedTicks == 0)
    #expect(clock.afterFrame(keepRunning: true) == .arm(50000))
    // Due 50000, fired at 90000: the grid points 50000 and 66667 passed, the frame stands for 83333.
    #expect(clock.tick(at: 90_000) == 83333)
    #expect(clock.statistics.lateTicks == 2)
    #expect(clock.statistics.missedTicks == 2)
    #expect(clock.afterFrame(keepRunning: true) == .arm(100_000))
  }

  @Test("immediate: an input draws at once when the last frame is a period old, else waits for it")
  func immediate() {
    var clock = FrameClock(fps: 60, policy: .immediate)
    #expect(clock.stateChanged(at: 1000) == .drawNow(1000))
    #expect(clock.stateChanged(at: 5000) == .arm(17667))  // 1000 + 16667
    #expect(clock.stateChanged(at: 8000) == .none)
    #expect(clock.tick(at: 17667) == 17667)
    #expect(clock.stateChanged(at: 40_000) == .drawNow(40_000))  // 40000 − 17667 ≥ 16667
    #expect(clock.statistics.frames == 3)
  }

  @Test("a stale timer firing draws nothing")
  func spurious() {
    var clock = FrameClock()
    #expect(clock.tick(at: 5) == nil)
    #expect(clock.statistics.spuriousTicks == 1)
    #expect(clock.statistics.frames == 0)
  }

  @Test("fps is clamped and NaN falls back to 60")
  func fpsBounds() {
    #expect(FrameClock(fps: .nan).fps == 60)
    #expect(FrameClock(fps: 0).fps == 1)
    #expect(FrameClock(fps: 1e9).fps == 1000)
  }

  /// The grid as the doc defines it, searched by brute force: the first `round(k × 10⁶ / fps)` after `t`.
  static func referencePoint(after t: Int64, fps: Double) -> Int64 {
    var k = Int64(0)
    while (Double(k) * 1_000_000 / fps).rounded() <= Double(t) { k += 1 }
    return Int64((Double(k) * 1_000_000 / fps).rounded())
  }

  /// The last grid point at or before `t` (≥ 0), searched the same way.
  static func referencePoint(atOrBefore t: Int64, fps: Double) -> Int64 {
    var k = Int64(0)
    while (Double(k + 1) * 1_000_000 / fps).rounded() <= Double(t) { k += 1 }
    return Int64((Double(k) * 1_000_000 / fps).rounded())
  }

  @Test(
    "grid: every input arms the first grid point after it and the last frame, or keeps an earlier deadline",
    arguments: [60.0, 59.94, 144, 7, 1000])
  func gridInputsAgainstReference(fps: Double) {
    var clock = FrameClock(fps: fps, policy: .grid)
    var deadline: Int64?
    var lastFrame: Int64?
    var now: Int64 = 0
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<2000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // −3 … +9 ms: several inputs per period, some on a point, and some earlier than the one before
      // (a clock is not trusted to be monotonic), which may need an earlier deadline.
      now = max(0, now + Int64(seed >> 33) % 12000 - 3000)
      // Decisions from the high bits (an LCG's low bits repeat with short periods).
      if let due = deadline, now >= due, seed >> 63 == 0 {
        // The tick, on time or late: its frame stands for the last grid point it reached, and nothing
        // is armed after it unless the frame keeps the clock running (to the next grid point).
        let at = (seed >> 62) & 1 == 0 ? due : now
        let frame = Self.referencePoint(atOrBefore: at, fps: fps)
        #expect(clock.tick(at: Instant(microseconds: at)) == Instant(microseconds: frame))
        lastFrame = frame
        deadline = nil
        if (seed >> 61) & 1 == 0 {
          let next = Self.referencePoint(after: frame, fps: fps)
          #expect(clock.afterFrame(keepRunning: true) == .arm(Instant(microseconds: next)))
          deadline = next
        }
        continue
      }
      let point = Self.referencePoint(after: max(now - 1, lastFrame ?? -1), fps: fps)
      let expected: FrameClock.Action
      if let due = deadline, due <= point {
        expected = .none
      } else {
        expected = .arm(Instant(microseconds: point))
        deadline = point
      }
      #expect(clock.stateChanged(at: Instant(microseconds: now)) == expected, "input at \(now) µs")
    }
  }
}
