/// A linear axis: a data range mapped onto pixels, with "nice" tick values (1, 2 or 5 × 10ⁿ apart).
public struct PlotAxis: Sendable {
  public var low: Double
  public var high: Double
  /// Pixel positions of `low` and `high` (for a y axis, `from` is the bottom).
  public var from: Double
  public var to: Double

  /// An axis over `low…high` (widened when empty or inverted) onto `from…to`.
  public init(low: Double, high: Double, from: Double, to: Double) {
    var (l, h) = (low.isFinite ? low : 0, high.isFinite ? high : 1)
    if h <= l {
      l -= 0.5
      h += 0.5
    }
    self.low = l
    self.high = h
    self.from = from
    self.to = to
  }

  /// The pixel for `value`.
  public func position(_ value: Double) -> Double { from + (value - low) / (high - low) * (to - from) }

  /// About `count` round values inside the range.
  public func ticks(_ count: Int = 5) -> [Double] {
    let raw = (high - low) / Double(max(count, 1))
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let step = [1.0, 2, 5, 10].first { $0 * magnitude >= raw }! * magnitude
    var value = (low / step).rounded(.up) * step
    var values: [Double] = []
    while value <= high + step * 1e-9 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }
}
