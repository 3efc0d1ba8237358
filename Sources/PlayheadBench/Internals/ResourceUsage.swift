#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's CPU time and context switches so far, from `getrusage(RUSAGE_SELF)`.
public struct ResourceUsage: Sendable, Hashable {
  /// User + system CPU time, ns.
  public var cpuNanoseconds: Int64
  /// Voluntary context switches of all threads (`ru_nvcsw`): every sleep-then-wake counts one.
  public var voluntaryContextSwitches: Int
  /// Involuntary context switches of all threads (`ru_nivcsw`).
  public var involuntaryContextSwitches: Int

  public init(cpuNanoseconds: Int64, voluntaryContextSwitches: Int, involuntaryContextSwitches: Int) {
    self.cpuNanoseconds = cpuNanoseconds
    self.voluntaryContextSwitches = voluntaryContextSwitches
    self.involuntaryContextSwitches = involuntaryContextSwitches
  }

  /// Wraps `getrusage(RUSAGE_SELF)`, which sums every thread of the process.
  public static func current() -> ResourceUsage {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let user = Int64(usage.ru_utime.tv_sec) * 1_000_000_000 + Int64(usage.ru_utime.tv_usec) * 1000
    let system = Int64(usage.ru_stime.tv_sec) * 1_000_000_000 + Int64(usage.ru_stime.tv_usec) * 1000
    return ResourceUsage(
      cpuNanoseconds: user + system, voluntaryContextSwitches: Int(usage.ru_nvcsw),
      involuntaryContextSwitches: Int(usage.ru_nivcsw))
  }
}
