/// A moment on the event clock: microseconds on CLOCK_MONOTONIC, libinput's `time_usec` (a
/// transcript's own timeline: µs since the tool started). Seconds and nanoseconds are named
/// conversions, so no site divides by 10⁶ by hand.
///
/// An integer literal is microseconds (`let t: Instant = 16_667`), as libinput and transcripts write
/// them. Inside modules that import PlayheadEvents, `Duration` is this module's (it shadows
/// `Swift.Duration`, which nothing in Playhead uses; write `Swift.Duration` to mean the standard one).
public struct Instant: MicrosecondCount {
  /// The storage: µs on the event clock.
  public var microseconds: Int64

  @inlinable @inline(__always)
  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// The earliest and latest representable moments (an unset or open-ended deadline). Computed, not
  /// stored: a `static let` is a lazily made global, a call per read across modules on the hot path.
  @inlinable @inline(__always)
  public static var min: Instant { Instant(microseconds: .min) }
  @inlinable @inline(__always)
  public static var max: Instant { Instant(microseconds: .max) }

  /// The time from `b` to `a`; traps on overflow (see the saturating forms for untrusted times).
  @inlinable @inline(__always)
  public static func - (a: Instant, b: Instant) -> Duration {
    Duration(microseconds: a.microseconds - b.microseconds)
  }

  @inlinable @inline(__always)
  public static func + (a: Instant, d: Duration) -> Instant {
    Instant(microseconds: a.microseconds + d.microseconds)
  }

  @inlinable @inline(__always)
  public static func - (a: Instant, d: Duration) -> Instant {
    Instant(microseconds: a.microseconds - d.microseconds)
  }

  @inlinable @inline(__always)
  public static func += (a: inout Instant, d: Duration) { a.microseconds += d.microseconds }

  @inlinable @inline(__always)
  public static func -= (a: inout Instant, d: Duration) { a.microseconds -= d.microseconds }

  /// Wrapping forms, for a transcript's offsets (its times are rebased, never trusted to be small).
  @inlinable @inline(__always)
  public static func &+ (a: Instant, d: Duration) -> Instant {
    Instant(microseconds: a.microseconds &+ d.microseconds)
  }

  @inlinable @inline(__always)
  public static func &+= (a: inout Instant, d: Duration) { a.microseconds &+= d.microseconds }

  @inlinable @inline(__always)
  public static func &- (a: Instant, b: Instant) -> Duration {
    Duration(microseconds: a.microseconds &- b.microseconds)
  }

  /// `self + d`, held at `.min`/`.max` instead of trapping: event times are untrusted input, and a
  /// corrupt one must not crash the recognizers (a clamped window or deadline is still ordered).
  @inlinable @inline(__always)
  public func saturatingAdding(_ d: Duration) -> Instant {
    Instant(microseconds: microseconds.saturatingAdd(d.microseconds))
  }

  /// `self − d`, held at the ends instead of trapping (see `saturatingAdding(_:)`).
  @inlinable @inline(__always)
  public func saturatingSubtracting(_ d: Duration) -> Instant {
    Instant(microseconds: microseconds.saturatingSubtract(d.microseconds))
  }

  /// `self − earlier`, held at the ends instead of trapping (see `saturatingAdding(_:)`).
  @inlinable @inline(__always)
  public func saturatingDuration(since earlier: Instant) -> Duration {
    Duration(microseconds: microseconds.saturatingSubtract(earlier.microseconds))
  }
}

extension Int64 {
  /// `self + other`, held at the ends of Int64 instead of trapping.
  @inlinable @inline(__always)
  func saturatingAdd(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// `self − other`, held at the ends of Int64 instead of trapping.
  @inlinable @inline(__always)
  func saturatingSubtract(_ other: Int64) -> Int64 {
    let (difference, overflow) = subtractingReportingOverflow(other)
    return overflow ? (other > 0 ? .min : .max) : difference
  }
}
