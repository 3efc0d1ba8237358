extension TimingFunction {
  /// The curve played backwards, g(x) = 1 − f(1 − x): the control points reflected through (½, ½).
  /// A curve that is its own reflection (linear, easeInEaseOut) comes back as itself, bit for bit.
  public var reversed: TimingFunction {
    if c1x + c2x == 1 && c1y + c2y == 1 { return self }
    return TimingFunction(unchecked: 1 - c2x, 1 - c2y, 1 - c1x, 1 - c1y)
  }
}

extension BasicAnimation {
  /// The animation with time running backwards (to → from along the reversed curve), beginning at
  /// `beginTime`: at fraction x it shows what `self` shows at 1 − x.
  public func reversed(beginTime: Double) -> BasicAnimation {
    var timing = self.timing
    timing.beginTime = beginTime
    return BasicAnimation(
      unchecked: property, from: toValue, to: fromValue, timing: timing,
      timingFunction: timingFunction.reversed)
  }
}

extension KeyframeAnimation {
  /// The animation with time running backwards: at fraction x it shows what `self` shows at 1 − x
  /// (values and key times mirrored, every timing function reversed), beginning at `beginTime`.
  /// A dismissal that plays a keyframed presentation back is this, iteration for iteration.
  public func reversed(beginTime: Double) throws(TimingError) -> KeyframeAnimation {
    var timing = self.timing
    timing.beginTime = beginTime
    let n = values.count
    var times = keyTimes.reversed().map { 1 - $0 }
    if calculationMode == .discrete {
      // Value i holds over [k_i, k_{i+1}) (k_n = 1); mirrored it holds over (1 − k_{i+1}, 1 − k_i].
      times = (0..<n).map { j in 1 - (n - j < n ? keyTimes[n - j] : 1) }
      // The forward end's value (shown from the last key time, often just at 1, and by a forwards
      // fill) must show at 0 itself, where a backwards fill samples: the later key times move off 0.
      for j in times.indices.dropFirst() { times[j] = max(times[j], .leastNonzeroMagnitude) }
    }
    return try KeyframeAnimation(
      property: property, values: values.reversed(), keyTimes: times, calculationMode: calculationMode,
      timing: timing, timingFunction: timingFunction.reversed,
      segmentTimingFunctions: segmentTimingFunctions.reversed().map(\.reversed))
  }
}
