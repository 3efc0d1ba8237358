import PlayheadGestures

/// One gesture as every release policy sees it: the transition's own percent at each event, with the
/// event's time, from the began event to the release.
///
/// Policies differ in how they read it (GNOME Shell's 150 ms delta window, AndroidX's 20-sample
/// tracker, Hyprland's mean per-event delta), not in the percent: that is the transition's mapping,
/// the same for all. The newest `capacity` samples are kept in a ring made once, so recording a
/// gesture in the engine allocates nothing; the whole-gesture sums that need more are kept as sums.
public struct GestureTrack: Sendable {
  /// One event of the gesture: its time (seconds, event clock) and the percent it brought the
  /// transition to (clamped to [0, 1], as the transition shows it).
  public struct Sample: Sendable, Hashable {
    public var time: Double
    public var percent: Double
    public init(time: Double, percent: Double) {
      self.time = time
      self.percent = percent
    }
  }

  /// How the gesture ended.
  public enum Ending: Sendable, Hashable {
    /// Still going (no release yet).
    case none
    /// The fingers lifted.
    case lifted
    /// The recognizer cancelled it; `byLibinput` when libinput flagged the gesture end cancelled.
    case cancelled(byLibinput: Bool)
  }

  /// Samples kept (the newest 64 cover 150 ms at over 400 Hz, and any 20-sample tracker).
  public static let capacity = 64

  /// The newest samples, oldest first: the began event's, then one per update.
  public private(set) var samples = FixedRing(
    capacity: GestureTrack.capacity, filler: Sample(time: 0, percent: 0))
  /// Updates after the began event (every one, not only those kept).
  public private(set) var updateCount = 0
  /// Σ |change of percent| over every update (Hyprland's per-event mean needs the whole gesture).
  public private(set) var sumOfAbsoluteDeltas = 0.0
  /// The percent when the gesture began (0, or where a re-grab caught the timeline).
  public private(set) var startPercent = 0.0
  /// Time the gesture began.
  public private(set) var startTime = 0.0
  /// Time of the release (the END event), once released.
  public private(set) var releaseTime: Double?
  /// How it ended.
  public private(set) var ending: Ending = .none
  /// Playhead's own least-squares velocity at the release, percent per second (the recognizer's).
  public private(set) var recognizerVelocity = 0.0
  /// The transition's percent at the release before clamping (a pinch spread past its start reads
  /// below 0): what the seed's rules project from.
  public private(set) var releasePercent = 0.0
  /// The newest sample's percent, kept (measured, issue 26): no lookup in the ring per update.
  private var latestPercent = 0.0

  public init() {}

  /// A track made of `samples` (the first is the began event), released at `releaseTime`: how tests
  /// and `playhead compare` build a gesture by hand.
  public init(
    samples: [Sample], releaseTime: Double, ending: Ending = .lifted, recognizerVelocity: Double = 0
  ) {
    if let first = samples.first { begin(at: first.time, percent: first.percent) }
    for sample in samples.dropFirst() { update(at: sample.time, percent: sample.percent) }
    release(at: releaseTime, ending: ending, recognizerVelocity: recognizerVelocity, percent: percent)
  }

  /// Starts a new gesture at `percent` (no allocation: the ring is reused).
  public mutating func begin(at time: Double, percent: Double) {
    samples.removeAll()
    samples.append(Sample(time: time, percent: Self.clamp(percent)))
    latestPercent = Self.clamp(percent)
    updateCount = 0
    sumOfAbsoluteDeltas = 0
    startPercent = Self.clamp(percent)
    startTime = time
    releaseTime = nil
    ending = .none
    recognizerVelocity = 0
    releasePercent = Self.clamp(percent)
  }

  /// One update of the gesture.
  public mutating func update(at time: Double, percent: Double) {
    guard time.isFinite, !percent.isNaN else { return }
    let p = Self.clamp(percent)
    sumOfAbsoluteDeltas += abs(p - latestPercent)
    samples.append(Sample(time: time, percent: p))
    latestPercent = p
    updateCount += 1
  }

  /// The release: the END event's time, how the gesture ended, the recognizer's velocity and the
  /// unclamped percent (NaN: the last sample's).
  public mutating func release(
    at time: Double, ending: Ending, recognizerVelocity: Double, percent raw: Double
  ) {
    releaseTime = time
    self.ending = ending
    self.recognizerVelocity = recognizerVelocity.isFinite ? recognizerVelocity : 0
    releasePercent = raw.isNaN ? percent : raw
  }

  /// The percent at the release (the last sample's).
  public var percent: Double { latestPercent }

  /// The change of percent the `i`-th kept sample brought (0 for the oldest kept one when it is the
  /// began event's; otherwise its difference from the sample before).
  public func delta(at i: Int) -> Double {
    i == 0 ? 0 : samples[i].percent - samples[i - 1].percent
  }

  static func clamp(_ p: Double) -> Double { p.isFinite ? min(max(p, 0), 1) : (p > 0 ? 1 : 0) }
}
