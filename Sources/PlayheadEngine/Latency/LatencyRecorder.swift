import Histogram

/// Collects the latency of every gesture event and every frame into pre-sized HdrHistograms.
///
/// The engine calls it at its stage points (see docs/latency.md):
/// `record(_:)` once per gesture event when the interactor's state is done, `frameBegan(deadline:at:)`
/// when a frame starts, `frameBuilt(_:at:)` when it is sampled, `frameWritten(_:at:bytes:)` when its
/// write returned, `timerFired()` on every frame-clock tick. All of them are allocation-free: the
/// histograms and the ring of events waiting for a frame are sized in `init`.
///
/// Not thread-safe: call it from the engine's serial queue only. Times are nanoseconds on
/// CLOCK_MONOTONIC passed in by the caller (the recorder never reads a clock).
public final class LatencyRecorder {
  /// Sizes fixed at construction.
  public struct Configuration: Sendable, Hashable {
    /// Events that may wait for a frame at once; beyond it the oldest are counted in `lostEvents`.
    public var pendingCapacity: Int
    /// Largest duration tracked, ns; longer ones are recorded as this value and counted in `clamped`.
    public var highestTrackableNanoseconds: Int64
    /// The frame clock's period, ns; a frame later than a whole period counts the ticks it missed.
    /// 0 disables missed-frame counting (immediate frames).
    public var framePeriodNanoseconds: Int64

    public init(
      pendingCapacity: Int = 4096, highestTrackableNanoseconds: Int64 = 60_000_000_000,
      framePeriodNanoseconds: Int64 = 16_666_667
    ) {
      self.pendingCapacity = Swift.max(1, pendingCapacity)
      self.highestTrackableNanoseconds = Swift.max(2_000, highestTrackableNanoseconds)
      self.framePeriodNanoseconds = Swift.max(0, framePeriodNanoseconds)
    }
  }

  public let configuration: Configuration

  @usableFromInline var histograms: ContiguousArray<Histogram<UInt64>>
  /// Each histogram's coarse counts, for `summary(_:)` (slot by slot).
  var indexes: ContiguousArray<PercentileIndex>
  // The ring of events waiting for the first frame that shows them (their event, read and state times).
  @usableFromInline var pending: ContiguousArray<LatencyStamp>

  /// Gesture events recorded so far; also the sequence number the next event gets.
  public private(set) var eventCount: Int = 0
  /// Events already assigned to a frame (`< eventCount`).
  public private(set) var shownThrough: Int = 0
  /// Frames begun / written so far.
  public private(set) var framesBegun: Int = 0
  public private(set) var framesWritten: Int = 0
  /// Frame-clock ticks that passed without a frame (lateness ÷ period, summed).
  public private(set) var missedFrames: Int = 0
  /// Frame-clock ticks (timer wake-ups) since the recorder was made.
  public private(set) var timerWakeups: Int = 0
  /// Events whose frame came after the ring had overwritten them (their frame figures are missing).
  public private(set) var lostEvents: Int = 0
  /// Intervals that came out negative (stamps out of order, or on two clocks): left out of the
  /// histograms, not recorded as 0, which would pass for a fast stage. 0 in a correct run; the bench
  /// reports any in its notes.
  public private(set) var negativeIntervals: Int = 0
  /// Values beyond `highestTrackableNanoseconds`, recorded as that value.
  public private(set) var clamped: Int = 0
  /// Total bytes written by frames.
  public private(set) var bytesWritten: Int = 0
  /// Frames presented / discarded (a window's presentation feedback).
  public internal(set) var framesPresented: Int = 0
  public internal(set) var framesDiscarded: Int = 0
  /// Refreshes that passed without a new frame on screen: round(interval ÷ refresh) − 1, summed.
  public internal(set) var missedRefreshes: Int = 0
  /// When the previous frame was presented, ns; 0 before the first.
  @usableFromInline var lastPresented: Int64 = 0
  /// The first event of discarded frames not yet shown by a presented frame.
  @usableFromInline var unpresentedEvent: Int?

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    let highest = UInt64(configuration.highestTrackableNanoseconds)
    histograms = ContiguousArray(
      LatencyMetric.allCases.map { _ in
        Histogram<UInt64>(
          lowestDiscernibleValue: 1, highestTrackableValue: highest, numberOfSignificantValueDigits: .three)
      })
    // One index made for each slot: copies of one would share its storage until their first record,
    // which would then copy it (an allocation on the event and frame paths).
    indexes = ContiguousArray(LatencyMetric.allCases.map { _ in PercentileIndex(highest: highest) })
    pending = ContiguousArray(repeating: LatencyStamp(), count: configuration.pendingCapacity)
  }

  // MARK: Stage points

  /// Records one gesture event whose state is done: `input_dispatch`, `event_to_state`, `recognize` and
  /// `interact` (each where both ends are stamped), and queues it for the next frame.
  /// - Returns: the event's sequence number.
  @discardableResult
  public func record(_ stamp: LatencyStamp) -> Int {
    if stamp.eventTime != 0, stamp.readTime != 0 {
      recordInterval(.inputDispatch, stamp.readTime - stamp.eventTime)
    }
    if stamp.readTime != 0, stamp.stateTime != 0 {
      recordInterval(.eventToState, stamp.stateTime - stamp.readTime)
    }
    if stamp.handleTime != 0, stamp.recognizedTime != 0 {
      recordInterval(.recognize, stamp.recognizedTime - stamp.handleTime)
    }
    if stamp.recognizedTime != 0, stamp.stateTime != 0 {
      recordInterval(.interact, stamp.stateTime - stamp.recognizedTime)
    }
    let sequence = eventCount
    pending[sequence % configuration.pendingCapacity] = stamp
    eventCount += 1
    return sequence
  }

  /// A frame starts at `startTime`; the frame clock meant it for `deadline` (pass `startTime` for an
  /// immediate frame). Takes every event recorded since the previous frame as shown by this one and
  /// records `frame_lateness` and missed ticks.
  public func frameBegan(deadline: Int64, at startTime: Int64) -> FrameStamp {
    let stamp = FrameStamp(
      index: framesBegun, deadline: deadline, startTime: startTime, firstEvent: shownThrough,
      endEvent: eventCount)
    shownThrough = eventCount
    framesBegun += 1
    let lateness = startTime - deadline
    recordInterval(.frameLateness, lateness)
    if configuration.framePeriodNanoseconds > 0, lateness >= configuration.framePeriodNanoseconds {
      missedFrames += Int(lateness / configuration.framePeriodNanoseconds)
    }
    return stamp
  }

  /// The frame's values are sampled and its output formatted; stamps `builtTime`.
  public func frameBuilt(_ frame: inout FrameStamp, at builtTime: Int64) {
    frame.builtTime = builtTime
  }

  /// The write of the frame returned at `writtenTime` after `bytes` bytes. Records `frame_build`,
  /// `frame_output` (built → written),
  /// `frame_bytes`, `events_per_frame` and, for each event it shows, `frame_wait`, `event_to_frame` and
  /// `read_to_frame`.
  public func frameWritten(_ frame: FrameStamp, at writtenTime: Int64, bytes: Int) {
    guard frame.index >= 0 else { return }
    framesWritten += 1
    bytesWritten += bytes
    if frame.builtTime != 0 {
      recordInterval(.frameBuild, frame.builtTime - frame.startTime)
      recordInterval(.frameOutput, writtenTime - frame.builtTime)
    }
    recordValue(.frameBytes, UInt64(Swift.max(0, bytes)))
    recordValue(.eventsPerFrame, UInt64(Swift.max(0, frame.eventCount)))
    let oldestKept = eventCount - configuration.pendingCapacity
    var sequence = frame.firstEvent
    while sequence < frame.endEvent {
      if sequence < oldestKept {
        lostEvents += 1
      } else {
        let event = pending[sequence % configuration.pendingCapacity]
        if event.stateTime != 0 { recordInterval(.frameWait, frame.startTime - event.stateTime) }
        if event.eventTime != 0 { recordInterval(.eventToFrame, writtenTime - event.eventTime) }
        if event.readTime != 0 { recordInterval(.readToFrame, writtenTime - event.readTime) }
      }
      sequence += 1
    }
  }

  /// One frame-clock tick woke the process (count these over an idle period: the target is zero).
  public func timerFired() {
    timerWakeups += 1
  }

  /// Records the engine cost of one event measured directly (recognizer + interactor + sample), ns.
  public func recordEngineCost(_ nanoseconds: Int64) {
    recordInterval(.engineCost, nanoseconds)
  }

  /// Records `nanoseconds` into a duration metric directly (for stages measured outside the stamps);
  /// a negative one is refused and counted in `negativeIntervals`.
  public func recordInterval(_ metric: LatencyMetric, _ nanoseconds: Int64) {
    guard nanoseconds >= 0 else {
      negativeIntervals += 1
      return
    }
    recordValue(metric, UInt64(nanoseconds))
  }

  @inline(__always)
  func recordValue(_ metric: LatencyMetric, _ value: UInt64) {
    let slot = metric.slot
    var taken = value
    if !histograms[slot].record(value) {
      clamped += 1
      taken = UInt64(configuration.highestTrackableNanoseconds)
      histograms[slot].record(taken)
    }
    indexes[slot].record(taken)
  }

  /// Forgets everything recorded (the histograms keep their storage).
  public func reset() {
    for slot in histograms.indices {
      histograms[slot].reset()
      indexes[slot].reset()
    }
    eventCount = 0
    shownThrough = 0
    framesBegun = 0
    framesWritten = 0
    missedFrames = 0
    timerWakeups = 0
    lostEvents = 0
    negativeIntervals = 0
    clamped = 0
    bytesWritten = 0
    framesPresented = 0
    framesDiscarded = 0
    missedRefreshes = 0
    lastPresented = 0
    unpresentedEvent = nil
  }

  // MARK: Reading

  /// p50, p95, p99 and max of one metric: µs for durations, the raw unit for sizes and counts.
  ///
  /// HdrHistogram's own `valueAtPercentile` rule (the smallest value whose cumulative count reaches
  /// ceil(p × N), reported as the highest value equivalent to it, capped at the largest value
  /// recorded), found through the metric's `PercentileIndex`: the library's `valueAtPercentile` runs
  /// unspecialised, about a millisecond per call on a wide histogram, and a walk of every count took
  /// about 140 µs; the engine asks for this while building frames.
  public func summary(_ metric: LatencyMetric) -> LatencySummary {
    let histogram = histograms[metric.slot]
    let total = histogram.totalCount
    guard total > 0 else { return .empty }
    let scale = metric.isDuration ? 1000.0 : 1.0
    let maxRecorded = histogram.maxRecorded
    let minRecorded = histogram.min
    func rank(_ p: Double) -> UInt64 { Swift.max(1, UInt64((p.nextDown * Double(total) / 100).rounded(.up))) }
    let found = indexes[metric.slot].values(atRanks: [rank(50), rank(95), rank(99)], in: histogram)
    func reported(_ value: UInt64?) -> Double {
      Double(value.map { Swift.max(Swift.min($0, maxRecorded), minRecorded) } ?? maxRecorded) / scale
    }
    return LatencySummary(
      p50: reported(found[0]), p95: reported(found[1]), p99: reported(found[2]),
      max: Double(maxRecorded) / scale, count: total)
  }

  /// A copy of one metric's histogram (for merging runs or printing its full distribution).
  public func histogram(_ metric: LatencyMetric) -> Histogram<UInt64> {
    histograms[metric.slot]
  }
}
