import PlayheadSystem

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

  /// The step between about `count` round values over the range: 1, 2 or 5 × 10ⁿ.
  public func tickStep(_ count: Int = 5) -> Double {
    let raw = (high - low) / Double(max(count, 1))
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    return [1.0, 2, 5, 10].first { $0 * magnitude >= raw }! * magnitude
  }

  /// About `count` round values inside the range.
  public func ticks(_ count: Int = 5) -> [Double] {
    let step = tickStep(count)
    // Multiples of the step counted in integers: adding the step up would drift past it.
    let first = (low / step).rounded(.up)
    var values: [Double] = []
    var k = 0.0
    while (first + k) * step <= high + step * 1e-6 {
      values.append(first + k == 0 ? 0 : (first + k) * step)
      k += 1
    }
    return values
  }

  /// The ticks with their labels, each with as many decimals as the step needs (0.005 apart: three),
  /// so that neighbouring labels always differ ("0.000 0.005 0.010", not "0 0.01 0.01").
  public func labelledTicks(_ count: Int = 5) -> [(value: Double, label: String)] {
    let step = tickStep(count)
    var decimals = 0
    var scaled = step
    // A step is 1, 2 or 5 × 10ⁿ: n < 0 needs −n decimals (a little slack for binary fractions).
    while decimals < 12 && (scaled * (1 + 1e-9)).rounded(.down) < scaled * (1 - 1e-9) {
      scaled *= 10
      decimals += 1
    }
    return ticks(count).map { ($0, PlotAxis.fixed($0, decimals: decimals)) }
  }

  /// `value` with exactly `decimals` decimals and no exponent ("0.005", "1000000.5", "-2").
  public static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    // Past Int64 (a huge value at many decimals) the two-decimal form still says it.
    guard let units = FixedPointText.units(value, decimals: decimals) else {
      return SVGDocument.number(value)
    }
    return FixedPointText.string(units: units, decimals: decimals)
  }
}
