#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one clock Playhead reads: CLOCK_MONOTONIC, the clock of libinput's `time_usec`, of
/// `DispatchTime` on Linux and of every latency stamp. Wraps `clock_gettime(CLOCK_MONOTONIC)`
/// (vDSO-fast, allocation-free; the engine's per-event stamps read it).
public enum MonotonicClock {
  /// Now in microseconds.
  @inline(__always)
  public static func now() -> Int64 { nanoseconds() / 1_000 }

  /// Now in nanoseconds.
  @inline(__always)
  public static func nanoseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) &* 1_000_000_000 &+ Int64(ts.tv_nsec)
  }
}
