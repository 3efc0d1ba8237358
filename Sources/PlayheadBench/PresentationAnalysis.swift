import PlayheadEngine
import PlayheadGestures

/// Latency to presentation of one window run, from its state log and the script's true finger
/// trajectory: what `bench --testbed … --window` reports (docs/latency.md, "Stages to presentation").
///
/// Every value is computed from the log's own times (event `t`, frame `presented`, µs on
/// CLOCK_MONOTONIC); nothing is read from a clock here.
public struct PresentationAnalysis: Sendable {
  /// Per swipe or pinch record: its event time → the first presented frame after it (µs).
  public private(set) var eventToPresented: [Int64] = []
  /// The same from the read() that delivered each event (µs), when the run's reads are given.
  public private(set) var readToPresented: [Int64] = []
  /// Per frame carrying `built` and `committed` / `committed` and `presented` (µs).
  public private(set) var buildToCommit: [Int64] = []
  public private(set) var commitToPresented: [Int64] = []
  /// Between frames presented one after the other while the engine wanted a frame per refresh (µs).
  public private(set) var presentedInterval: [Int64] = []
  public private(set) var missedRefreshes = 0
  public private(set) var framesPresented = 0
  public private(set) var framesDiscarded = 0
  /// Frames written without feedback (the engine stopped first, or more were held than it keeps).
  public private(set) var framesUnresolved = 0
  /// Per presented interactive frame during a plain swipe: |finger − shown| along the swipe, mm.
  public private(set) var pixelLag: [Double] = []
  /// The refresh interval used for missed refreshes (µs).
  public let refresh: Int64

  /// - Parameters:
  ///   - records: the run's state log, in order.
  ///   - trajectory: the script's true finger travel on the log's clock.
  ///   - millimetresPerPercent: how far a percent of the transition moves the finger; with it a frame
  ///     shows its percent turned into travel (what a predicted frame shows, which no gesture record
  ///     carries; see `PercentTravel`); without it, the newest gesture record's travel. A frame's own
  ///     `travel` wins over both.
  ///   - scale: multiplies the log's translations into true millimetres (1 when its units are mm).
  ///   - refresh: the display's refresh interval (µs); nil: the median interval between the targets of
  ///     consecutive frames.
  ///   - reads: the testbed's reads of the node, in order: when (µs) and the newest event time they
  ///     returned (µs); an event was delivered by the first read that returned it. With them pixel lag
  ///     is taken at the presentation less the newest record's delivery lateness.
  public init(
    records: [PresentationLogRecord], trajectory: FingerTrajectory, millimetresPerPercent: Double? = nil,
    scale: Double = 1, refresh: Int64? = nil, reads: [(time: Int64, lastEvent: Int64)] = []
  ) {
    self.refresh = refresh ?? Self.estimatedRefresh(records)
    var pending: [Int64] = []
    // The last frame presented, and whether every frame since came a refresh after the one before
    // (the engine wanted a frame per refresh: a longer presented interval is refreshes missed).
    var lastPresented: Int64?
    var lastTarget: Int64?
    var chained = false
    var newest: (state: String, translation: Vector2)?
    // How late the newest record's event was read after its time (umockdev's delivery), µs.
    var lateness: Int64 = 0
    var began: (time: Int64, translation: Vector2)?
    // Pixel lag is worked out after the pass: a percent's travel needs all of its gesture's frames.
    var samples: [LagSample] = []
    var gestureFrames: [[PercentTravel.Point]] = []
    for record in records {
      switch record {
      case .other: continue
      case .gesture(let kind, let state, let time, let translation):
        pending.append(time)
        newest = kind == "swipe" ? (state, translation * scale) : nil
        lateness = Self.delivery(of: time, in: reads).map { max(0, $0 - time) } ?? 0
        if kind == "swipe", state == "began" {
          began = (time, translation * scale)
          gestureFrames.append([])
        }
      case .frame(let frame):
        // Every frame of the swipe under way, whatever its fate, says how its percent follows travel.
        var swipe: FingerTrajectory.Swipe?
        if frame.phase == "interactive", let newest, newest.state == "began" || newest.state == "changed",
          let began, let found = trajectory.swipe(began: began.time)
        {
          swipe = found
          gestureFrames[gestureFrames.count - 1].append(
            PercentTravel.Point(percent: frame.percent, travel: found.along(newest.translation)))
        }
        if let lastTarget, frame.target - lastTarget > self.refresh * 3 / 2 { chained = false }
        lastTarget = frame.target
        if frame.discarded {
          framesDiscarded += 1
          continue
        }
        guard let presented = frame.presented else {
          // Shown or not, nobody knows when: its events cannot be timed, nor the next interval.
          framesUnresolved += 1
          pending.removeAll()
          lastPresented = nil
          continue
        }
        framesPresented += 1
        for event in pending {
          eventToPresented.append(presented - event)
          if let read = Self.delivery(of: event, in: reads) { readToPresented.append(presented - read) }
        }
        pending.removeAll()
        if let committed = frame.committed {
          commitToPresented.append(presented - committed)
          if let built = frame.built { buildToCommit.append(committed - built) }
        }
        if let lastPresented, chained, self.refresh > 0 {
          let interval = presented - lastPresented
          presentedInterval.append(interval)
          missedRefreshes += MissedRefreshes.count(interval: interval, refresh: self.refresh)
        }
        lastPresented = presented
        chained = true
        // With the reads, the finger is judged at the presentation less the newest event's late
        // delivery: a real touchpad's events reach the reader at their times, umockdev's do not.
        let seen = presented - lateness
        if let swipe, let began, let newest, seen <= swipe.lift {
          // The recognizer counts travel from libinput's BEGIN: the finger's travel since then.
          let finger =
            swipe.along(swipe.position(at: seen) - swipe.position(at: began.time))
            + swipe.along(began.translation)
          samples.append(
            LagSample(
              gesture: gestureFrames.count - 1, finger: finger, percent: frame.percent,
              newest: swipe.along(newest.translation), travel: frame.travel.map { swipe.along($0 * scale) }))
        }
      }
    }
    for sample in samples {
      let shown: Double
      if let travel = sample.travel {
        shown = travel
      } else if let millimetresPerPercent,
        let model = PercentTravel(gestureFrames[sample.gesture], millimetresPerPercent: millimetresPerPercent)
      {
        shown = model.travel(atPercent: sample.percent)
      } else {
        shown = sample.newest
      }
      pixelLag.append(abs(sample.finger - shown))
    }
  }

  /// A presented frame of a swipe: the finger's and the newest record's travel along it (mm).
  struct LagSample {
    var gesture: Int
    var finger: Double
    var percent: Double
    var newest: Double
    var travel: Double?
  }

  /// The time of the first read that returned the event at `event` µs (reads in order).
  static func delivery(of event: Int64, in reads: [(time: Int64, lastEvent: Int64)]) -> Int64? {
    var low = 0
    var high = reads.count
    while low < high {
      let middle = (low + high) / 2
      if reads[middle].lastEvent < event { low = middle + 1 } else { high = middle }
    }
    return low < reads.count ? reads[low].time : nil
  }

  /// Frame uniformity (Mir's): the standard deviation of pixel lag, mm; nil without pixel lag.
  public var frameUniformity: Double? {
    guard !pixelLag.isEmpty else { return nil }
    let mean = pixelLag.reduce(0, +) / Double(pixelLag.count)
    let variance = pixelLag.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(pixelLag.count)
    return variance.squareRoot()
  }

  /// The median of positive target intervals between consecutive frame records (µs), 0 for none.
  static func estimatedRefresh(_ records: [PresentationLogRecord]) -> Int64 {
    var intervals: [Int64] = []
    var last: PresentationLogRecord.Frame?
    for case .frame(let frame) in records {
      if let last, frame.seq == last.seq + 1, frame.target > last.target {
        intervals.append(frame.target - last.target)
      }
      last = frame
    }
    guard !intervals.isEmpty else { return 0 }
    return intervals.sorted()[intervals.count / 2]
  }
}
