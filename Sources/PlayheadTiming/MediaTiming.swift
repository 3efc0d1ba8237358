/// Core Animation's `CAMediaTiming`: how a layer or an animation maps its parent's time to its own.
///
/// Local time is `t = (parentTime − beginTime) × speed + timeOffset`. Speed 0 therefore freezes the
/// object (and, through the tree, its whole subtree) at `timeOffset`; a negative speed runs backwards.
/// For animations, `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` then turn
/// local time into a fraction of one iteration (`iterationFraction(atLocal:)`). A layer's duration is
/// unbounded by default (0), so only the local-time mapping applies; a layer given a duration repeats,
/// autoreverses and fills like an animation group (`layerTime(fromParent:)`), as a CALayer does.
///
/// Values are plain stored properties so they can be set as on a CALayer; `validate()` checks them,
/// and every computation treats NaN/infinite/negative settings in a defined way (see each method).
public struct MediaTiming: Sendable, Hashable {
  /// Start of the object's timeline in its parent's time (seconds).
  public var beginTime: Double
  /// Added to local time after scaling by `speed` (seconds).
  public var timeOffset: Double
  /// Rate of local time relative to the parent; 0 freezes, negative plays backwards.
  public var speed: Double
  /// Length of one iteration (seconds); 0 makes an animation jump to its end at `beginTime`.
  public var duration: Double
  /// Number of iterations (fractional allowed, `.infinity` repeats forever); 0 means 1.
  public var repeatCount: Double
  /// Total active time (seconds); when > 0 it wins over `repeatCount`.
  public var repeatDuration: Double
  /// When true each iteration plays forwards then backwards (an iteration then lasts 2 × duration).
  public var autoreverses: Bool
  /// What shows outside the active range.
  public var fillMode: FillMode

  /// Timing with Core Animation's defaults unless given.
  public init(
    beginTime: Double = 0, timeOffset: Double = 0, speed: Double = 1, duration: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.timeOffset = timeOffset
    self.speed = speed
    self.duration = duration
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Throws the first setting that is not usable: non-finite begin time, offset or speed, a negative
  /// or non-finite duration or repeat duration, a negative or NaN repeat count.
  public func validate() throws(TimingError) {
    try TimingError.requireFinite(beginTime, "beginTime")
    try TimingError.requireFinite(timeOffset, "timeOffset")
    try TimingError.requireFinite(speed, "speed")
    try TimingError.requireNonNegative(duration, "duration")
    try TimingError.requireNonNegative(repeatDuration, "repeatDuration")
    guard !repeatCount.isNaN, repeatCount >= 0 else {
      throw .outOfRange(parameter: "repeatCount", value: repeatCount, range: "[0, ∞]")
    }
  }

  // MARK: Local time

  /// `(parentTime − beginTime) × speed + timeOffset`.
  ///
  /// Speed 0 (or a non-finite speed) returns `timeOffset` for every parent time, infinite ones included;
  /// a NaN parent time also yields `timeOffset`, so a bad clock value never spreads NaN down the tree.
  @inlinable public func localTime(fromParent parentTime: Double) -> Double {
    let offset = timeOffset.isFinite ? timeOffset : 0
    if speed == 0 || !speed.isFinite { return offset }
    let t = (parentTime - beginTime) * speed + offset
    return t.isNaN ? offset : t
  }

  /// A layer's local time for its sublayers and animations: `localTime(fromParent:)`, then, when the
  /// layer has a duration, Core Animation's active-time mapping as for an animation group: the time
  /// within the current iteration (run backwards on autoreversed halves), held by the fill outside the
  /// active range, and NaN — no time, so everything below shows its model values — outside it without
  /// a fill. A NaN parent time (an ancestor with no time) stays NaN below the top level: see
  /// `LayerTree.localTime(of:atGlobal:)`.
  @inlinable public func layerTime(fromParent parentTime: Double) -> Double {
    let t = localTime(fromParent: parentTime)
    let d = simpleDuration
    guard d > 0 else { return t }
    guard let fraction = iterationFraction(atLocal: t) else { return .nan }
    return fraction * d
  }

  /// The inverse mapping: `(localTime − timeOffset) / speed + beginTime`.
  ///
  /// With speed 0 every parent time maps to the same local time, so there is no inverse; this returns
  /// `beginTime` (the moment the frozen timeline is anchored to) rather than NaN.
  @inlinable public func parentTime(fromLocal localTime: Double) -> Double {
    let begin = beginTime.isFinite ? beginTime : 0
    if speed == 0 || !speed.isFinite { return begin }
    let t = (localTime - (timeOffset.isFinite ? timeOffset : 0)) / speed + begin
    return t.isNaN ? begin : t
  }

  // MARK: Active range (animations)

  /// One iteration's simple duration, with negative or non-finite durations read as 0.
  @inlinable var simpleDuration: Double { duration.isFinite && duration > 0 ? duration : 0 }

  /// Length of one cycle: the simple duration, doubled when autoreversing.
  @inlinable var cycleDuration: Double { autoreverses ? 2 * simpleDuration : simpleDuration }

  /// How long the animation is active in its local time: `repeatDuration` when > 0, else
  /// `max(repeatCount, 1) × duration` (× 2 when autoreversing). Infinite for infinite repeats.
  @inlinable public var activeDuration: Double {
    if repeatDuration.isFinite && repeatDuration > 0 { return repeatDuration }
    let cycle = cycleDuration
    if cycle == 0 { return 0 }
    let count = repeatCount.isNaN || repeatCount <= 0 ? 1 : repeatCount
    return count * cycle
  }

  /// The fraction (0…1) of one iteration shown at local time `t`, before any timing function, or nil
  /// when the animation has no effect there (outside its active range without a fill, or a NaN time).
  ///
  /// The active range is [0, activeDuration): its end shows the model value unless filling forwards.
  /// Backwards fill shows fraction 0; forwards fill holds the fraction reached at the end (0 after
  /// whole autoreversed cycles, the partial fraction after a fractional repeat count).
  @inlinable public func iterationFraction(atLocal t: Double) -> Double? {
    if t.isNaN { return nil }
    if t < 0 { return fillMode.fillsBackwards ? 0 : nil }
    let active = activeDuration
    if t >= active && active.isFinite {
      guard fillMode.fillsForwards else { return nil }
      return endFraction(active)
    }
    return fraction(inCycleAt: t)
  }

  /// The fraction at the very end of the active range.
  @inlinable func endFraction(_ active: Double) -> Double {
    let d = simpleDuration
    if d == 0 || !active.isFinite { return autoreverses ? 0 : 1 }
    let cycle = cycleDuration
    var position = active.truncatingRemainder(dividingBy: cycle)
    if position == 0 { position = cycle }
    return autoreverses && position > d ? (cycle - position) / d : min(position / d, 1)
  }

  /// The fraction at local time `t` inside the active range.
  @inlinable func fraction(inCycleAt t: Double) -> Double {
    let d = simpleDuration
    if d == 0 { return 1 }
    if !t.isFinite { return autoreverses ? 0 : 1 }
    let cycle = cycleDuration
    // Measured, issue 26: inside the first cycle the remainder is `t` itself (fmod is exact), without
    // the libm call every animated property of every frame made.
    let position = t < cycle ? t : t.truncatingRemainder(dividingBy: cycle)
    return autoreverses && position > d ? (cycle - position) / d : position / d
  }
}
