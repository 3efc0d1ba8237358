/// A span of time on the event clock, in microseconds: windows, timeouts, frame periods, lateness.
///
/// An integer literal is microseconds. This shadows `Swift.Duration` in modules that import
/// PlayheadEvents (see `Instant`).
public struct Duration: MicrosecondCount {
  /// The storage: µs.
  public var microseconds: Int64

  @inlinable @inline(__always)
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// `milliseconds` whole ms.
  @inlinable @inline(__always)
  public static func milliseconds(_ milliseconds: Int64) -> Duration {
    Duration(microseconds: milliseconds * 1000)
  }

  /// Computed, not stored (see `Instant.min`).
  @inlinable @inline(__always)
  public static var zero: Duration { Duration(microseconds: 0) }
  @inlinable @inline(__always)
  public static var max: Duration { Duration(microseconds: .max) }

  @inlinable @inline(__always)
  public static func + (a: Duration, b: Duration) -> Duration {
    Duration(microseconds: a.microseconds + b.microseconds)
  }

  @inlinable @inline(__always)
  public static func - (a: Duration, b: Duration) -> Duration {
    Duration(microseconds: a.microseconds - b.microseconds)
  }

  @inlinable @inline(__always)
  public static func &+= (a: inout Duration, b: Duration) { a.microseconds &+= b.microseconds }

  @inlinable @inline(__always)
  public static prefix func - (d: Duration) -> Duration { Duration(microseconds: -d.microseconds) }

  @inlinable @inline(__always)
  public static func * (d: Duration, n: Int64) -> Duration { Duration(microseconds: d.microseconds * n) }

  @inlinable @inline(__always)
  public static func * (n: Int64, d: Duration) -> Duration { Duration(microseconds: n * d.microseconds) }

  /// How many whole `b` fit in `a` (truncating, as integer division does).
  @inlinable @inline(__always)
  public static func / (a: Duration, b: Duration) -> Int64 { a.microseconds / b.microseconds }

  /// `a` divided into `n` parts, truncating to whole µs.
  @inlinable @inline(__always)
  public static func / (a: Duration, n: Int64) -> Duration { Duration(microseconds: a.microseconds / n) }
}
