#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's CPU time so far, from `getrusage(RUSAGE_SELF)`.
enum ResourceUsage {
  /// User + system CPU time of every thread of the process (`getrusage` sums them), ns.
  static func cpuNanoseconds() -> Int64 {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let user = Int64(usage.ru_utime.tv_sec) * 1_000_000_000 + Int64(usage.ru_utime.tv_usec) * 1000
    let system = Int64(usage.ru_stime.tv_sec) * 1_000_000_000 + Int64(usage.ru_stime.tv_usec) * 1000
    return user + system
  }
}
