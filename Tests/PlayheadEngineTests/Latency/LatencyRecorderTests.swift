import PlayheadEngine
import Testing

/// HdrHistogram's percentile rule (the one every HdrHistogram port shares): the value at percentile p
/// is the smallest recorded value v with count(≤ v) ≥ ceil(p/100 × N). Below 2048 ns the histogram
/// (3 significant digits) keeps every nanosecond exactly, so small values are checked exactly.
@Suite("LatencyRecorder")
struct LatencyRecorderTests {
  @Test("percentiles of 1…100 ns are the 50th, 95th, 99th and 100th values")
  func uniformPercentiles() {
    let recorder = LatencyRecorder()
    for ns in 1...100 { recorder.recordEngineCost(Int64(ns)) }
    let s = recorder.summary(.engineCost)
    // N = 100: ranks ceil(50) = 50, ceil(95) = 95, ceil(99) = 99 → 50, 95, 99 ns; max 100 ns. In µs ÷ 1000.
    #expect(s.count == 100)
    #expect(s.p50 == 0.050)
    #expect(s.p95 == 0.095)
    #expect(s.p99 == 0.099)
    #expect(s.max == 0.100)
  }

  @Test("a slow tail shows at p95 and p99 but not at p50")
  func skewedPercentiles() {
    let recorder = LatencyRecorder()
    // 90 × 10 ns and 10 × 1000 ns: rank 50 falls in the 10s; ranks 95 and 99 fall in the 1000s.
    for _ in 0..<90 { recorder.recordEngineCost(10) }
    for _ in 0..<10 { recorder.recordEngineCost(1000) }
    let s = recorder.summary(.engineCost)
    #expect(s.p50 == 0.010)
    #expect(s.p95 == 1.0)
    #expect(s.p99 == 1.0)
    #expect(s.max == 1.0)
  }

  @Test("percentiles of 7 values: rank ceil(p × 7)")
  func oddCount() {
    let recorder = LatencyRecorder()
    // Values 100…700 ns. p50: ceil(3.5) = 4th = 400; p95: ceil(6.65) = 7th = 700; p99: 7th = 700.
    for ns in [700, 100, 600, 200, 500, 300, 400] { recorder.recordEngineCost(Int64(ns)) }
    let s = recorder.summary(.engineCost)
    #expect(s.p50 == 0.4)
    #expect(s.p95 == 0.7)
    #expect(s.p99 == 0.7)
    #expect(s.max == 0.7)
  }

  @Test("large values keep three significant digits and max is the value recorded")
  func largeValues() {
    let recorder = LatencyRecorder()
    // 1 ms = 1_000_000 ns lies in the bucket of unit 512 ns (2048·2^8 < 1e6 < 2048·2^9), so every
    // percentile is within 512 ns (0.05 %) of it; max is capped at the largest value recorded.
    recorder.recordInterval(.eventToFrame, 1_000_000)
    let s = recorder.summary(.eventToFrame)
    #expect(abs(s.p50 - 1000) <= 0.512)
    #expect(s.max == 1000)
  }

  @Test("an empty metric reports zeros and count 0")
  func empty() {
    let s = LatencyRecorder().summary(.frameWait)
    #expect(s == LatencySummary(p50: 0, p95: 0, p99: 0, max: 0, count: 0))
  }

  @Test("stage stamps become input_dispatch, event_to_state, recognize, interact")
  func eventStages() {
    let recorder = LatencyRecorder()
    // event 1000 → read 1800 (dispatch 800) → handle 1850 → recognized 1900 (50) → state 2000 (100);
    // event_to_state = 2000 − 1800 = 200.
    let sequence = recorder.record(
      LatencyStamp(eventTime: 1000, readTime: 1800, handleTime: 1850, recognizedTime: 1900, stateTime: 2000))
    #expect(sequence == 0)
    #expect(recorder.summary(.inputDispatch).max == 0.8)
    #expect(recorder.summary(.eventToState).max == 0.2)
    #expect(recorder.summary(.recognize).max == 0.05)
    #expect(recorder.summary(.interact).max == 0.1)
    #expect(recorder.eventCount == 1)
  }

  @Test("a frame shows every event recorded since the previous frame")
  func frameAccounting() {
    let recorder = LatencyRecorder(configuration: .init(framePeriodNanoseconds: 1000))
    // Three events, states done at 1100, 1200, 1300; event times 100, 200, 300.
    for i in 1...3 {
      recorder.record(
        LatencyStamp(
          eventTime: Int64(i * 100), readTime: Int64(i * 100 + 50), stateTime: Int64(1000 + i * 100)))
    }
    // Tick due at 1400, starts at 1500 (late 100), built at 1600, written at 1900 with 120 bytes.
    var frame = recorder.frameBegan(deadline: 1400, at: 1500)
    #expect(frame.firstEvent == 0 && frame.endEvent == 3 && frame.index == 0)
    recorder.frameBuilt(&frame, at: 1600)
    recorder.frameWritten(frame, at: 1900, bytes: 120)
    // frame_wait = 1500 − {1100, 1200, 1300} = 400, 300, 200; event_to_frame = 1900 − {100, 200, 300}
    // = 1800, 1700, 1600.
    let wait = recorder.summary(.frameWait)
    #expect(wait.count == 3 && wait.p50 == 0.3 && wait.max == 0.4)
    let e2f = recorder.summary(.eventToFrame)
    #expect(e2f.count == 3 && e2f.p50 == 1.7 && e2f.max == 1.8)
    // read_to_frame = 1900 − {150, 250, 350} = 1750, 1650, 1550.
    let r2f = recorder.summary(.readToFrame)
    #expect(r2f.count == 3 && r2f.p50 == 1.65 && r2f.max == 1.75)
    #expect(recorder.summary(.frameLateness).max == 0.1)
    #expect(recorder.summary(.frameBuild).max == 0.1)
    // Built at 1600, written at 1900: 300 ns of rendering and writing.
    #expect(recorder.summary(.frameOutput).max == 0.3)
    #expect(recorder.summary(.frameBytes).max == 120)
    #expect(recorder.summary(.eventsPerFrame).max == 3)
    // A second frame with nothing new: 0 events, and tick 2000 started at 4500 (2500 late = 2 whole
    // periods of 1000 missed).
    let second = recorder.frameBegan(deadline: 2000, at: 4500)
    recorder.frameWritten(second, at: 4600, bytes: 80)
    #expect(second.eventCount == 0)
    #expect(recorder.summary(.eventsPerFrame).p50 == 0)
    #expect(recorder.missedFrames == 2)
    #expect(recorder.framesWritten == 2 && recorder.bytesWritten == 200)
    #expect(recorder.summary(.frameWait).count == 3)
  }

  @Test("events pushed out of a full ring are counted, not misattributed")
  func ringOverflow() {
    let recorder = LatencyRecorder(configuration: .init(pendingCapacity: 2))
    for i in 1...3 {
      recorder.record(LatencyStamp(eventTime: Int64(i), readTime: Int64(i + 1), stateTime: Int64(i + 2)))
    }
    let frame = recorder.frameBegan(deadline: 10, at: 10)
    recorder.frameWritten(frame, at: 20, bytes: 1)
    // Events 1 and 2 (sequence 1, 2) survive; sequence 0 was overwritten.
    #expect(recorder.lostEvents == 1)
    #expect(recorder.summary(.eventToFrame).count == 2)
    // event_to_frame = 20 − {2, 3} = 18, 17 ns.
    #expect(recorder.summary(.eventToFrame).max == 0.018)
  }

  @Test("negative intervals are counted and left out (a 0 would pass for a fast stage)")
  func negativeInterval() {
    let recorder = LatencyRecorder()
    // An event stamped 5000 ns but read at 4000 (handed out before its own time), its state at 4500.
    recorder.record(LatencyStamp(eventTime: 5000, readTime: 4000, stateTime: 4500))
    #expect(recorder.negativeIntervals == 1)  // input_dispatch 4000 − 5000
    #expect(recorder.summary(.inputDispatch).count == 0)
    #expect(recorder.summary(.eventToState).max == 0.5)  // 4500 − 4000 ns
    let frame = recorder.frameBegan(deadline: 4800, at: 4800)
    recorder.frameWritten(frame, at: 4900, bytes: 1)
    // event → frame 4900 − 5000 is refused too; read → frame 4900 − 4000 = 900 ns is kept.
    #expect(recorder.negativeIntervals == 2)
    #expect(recorder.summary(.eventToFrame).count == 0)
    #expect(
      recorder.summary(.readToFrame) == LatencySummary(p50: 0.9, p95: 0.9, p99: 0.9, max: 0.9, count: 1))
  }

  @Test("values beyond the trackable range are clamped and counted")
  func clampedValues() {
    let recorder = LatencyRecorder(configuration: .init(highestTrackableNanoseconds: 1_000_000))
    recorder.recordInterval(.frameWait, 5_000_000_000)
    #expect(recorder.clamped == 1)
    #expect(recorder.summary(.frameWait).count == 1)
  }

  @Test("unstamped stages record nothing; the timer count and reset work")
  func partialStampsAndReset() {
    let recorder = LatencyRecorder()
    recorder.record(LatencyStamp(eventTime: 0, readTime: 100, stateTime: 0))
    #expect(recorder.summary(.inputDispatch).count == 0)
    #expect(recorder.summary(.eventToState).count == 0)
    recorder.timerFired()
    recorder.timerFired()
    #expect(recorder.timerWakeups == 2)
    recorder.reset()
    #expect(recorder.timerWakeups == 0 && recorder.eventCount == 0)
  }
}

@Suite("LatencyRecorder summary against HdrHistogram")
struct LatencySummaryAgreementTests {
  /// The one-pass summary must give what HdrHistogram's own `valueAtPercentile` gives, on values
  /// spread over six decades (where buckets are coarse): checked against the library, not against
  /// the recorder's own arithmetic.
  @Test("one-pass percentiles equal valueAtPercentile on a wide spread")
  func agreesWithLibrary() {
    let recorder = LatencyRecorder()
    var value: Int64 = 7
    for _ in 0..<5000 {
      value = (value &* 6364136223846793005 &+ 1442695040888963407) & 0x7fff_ffff_ffff_ffff
      recorder.recordInterval(.eventToFrame, 100 + value % 50_000_000)
    }
    let histogram = recorder.histogram(.eventToFrame)
    let s = recorder.summary(.eventToFrame)
    #expect(s.p50 == Double(histogram.valueAtPercentile(50)) / 1000)
    #expect(s.p95 == Double(histogram.valueAtPercentile(95)) / 1000)
    #expect(s.p99 == Double(histogram.valueAtPercentile(99)) / 1000)
    #expect(s.max == Double(histogram.maxRecorded) / 1000)
    #expect(s.count == 5000)
  }
}
