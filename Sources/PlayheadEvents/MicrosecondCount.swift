/// What `Instant` and `Duration` share: an Int64 count of microseconds on the event clock, its named
/// conversions and its order. Written once here, so the two types differ only in their arithmetic.
public protocol MicrosecondCount: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
where IntegerLiteralType == Int64 {
  /// The storage: µs.
  var microseconds: Int64 { get set }
  init(microseconds: Int64)
}

extension MicrosecondCount {
  /// An integer literal is microseconds, as libinput and transcripts write them.
  @inlinable @inline(__always)
  public init(integerLiteral microseconds: Int64) { self.init(microseconds: microseconds) }

  /// `seconds` in whole µs, rounded toward zero by default (as `Int64(seconds * 1e6)` truncates).
  /// Traps outside Int64's range, as that conversion does.
  @inlinable @inline(__always)
  public init(seconds: Double, rounding: FloatingPointRoundingRule = .towardZero) {
    self.init(microseconds: Int64((seconds * 1_000_000).rounded(rounding)))
  }

  /// `nanoseconds` truncated to whole µs (integer division).
  @inlinable @inline(__always)
  public init(nanoseconds: Int64) { self.init(microseconds: nanoseconds / 1000) }

  /// Seconds: the timing model's and the log's unit.
  @inlinable @inline(__always)
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  @inlinable @inline(__always)
  public var milliseconds: Double { Double(microseconds) / 1000 }

  /// Nanoseconds (the latency stamps' unit); wraps rather than traps, as the stamps' arithmetic does.
  @inlinable @inline(__always)
  public var nanoseconds: Int64 { microseconds &* 1000 }

  /// The µs count, as the times printed before these types (logs and messages interpolate times).
  public var description: String { String(microseconds) }

  @inlinable @inline(__always)
  public static func < (a: Self, b: Self) -> Bool { a.microseconds < b.microseconds }
}
