#if canImport(Glibc)
import Glibc
#endif
import PlayheadEvents

/// The one clock below the engine: CLOCK_MONOTONIC in microseconds, the clock of libinput's `time_usec`.
public enum MonotonicClock {
  /// Now on CLOCK_MONOTONIC, in microseconds. Wraps `clock_gettime(CLOCK_MONOTONIC)`.
  @inline(__always)
  public static func now() -> Microseconds {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Microseconds(ts.tv_sec) * 1_000_000 + Microseconds(ts.tv_nsec / 1_000)
  }
}
