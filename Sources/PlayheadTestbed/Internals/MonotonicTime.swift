import Glibc

/// CLOCK_MONOTONIC in µs: the testbed stamps its events file and its own deadlines with it.
/// Wraps `clock_gettime(CLOCK_MONOTONIC)`.
enum MonotonicTime {
  static func now() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }
}
