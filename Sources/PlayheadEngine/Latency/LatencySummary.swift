/// The four percentiles every latency figure is reported with, plus how many values went in.
///
/// Durations are in microseconds (fractions kept: the histograms record nanoseconds); sizes and
/// counts are in their own unit.
public struct LatencySummary: Sendable, Hashable, Codable {
  public var p50: Double
  public var p95: Double
  public var p99: Double
  public var max: Double
  public var count: UInt64

  public init(p50: Double, p95: Double, p99: Double, max: Double, count: UInt64) {
    self.p50 = p50
    self.p95 = p95
    self.p99 = p99
    self.max = max
    self.count = count
  }

  /// No values recorded.
  public static let empty = LatencySummary(p50: 0, p95: 0, p99: 0, max: 0, count: 0)
}
