#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// CLOCK_MONOTONIC in nanoseconds, the clock every latency stamp is on (libinput's event times are on
/// the same clock, in µs).
public enum LatencyClock {
  /// Wraps `clock_gettime(CLOCK_MONOTONIC)`. Allocation-free, vDSO-fast.
  @inline(__always)
  public static func now() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) &* 1_000_000_000 &+ Int64(spec.tv_nsec)
  }
}
