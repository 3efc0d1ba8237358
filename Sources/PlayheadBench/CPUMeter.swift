/// CPU time per second of wall time over a period (a gesture), from `getrusage(RUSAGE_SELF)`.
public struct CPUMeter: Sendable {
  public let startTime: Int64
  public let startUsage: ResourceUsage

  /// Begins at `time` (ns, CLOCK_MONOTONIC).
  public init(at time: Int64) {
    startTime = time
    startUsage = ResourceUsage.current()
  }

  /// Milliseconds of CPU (user + system, all threads) per second of wall time since `init`.
  public func millisecondsPerSecond(at time: Int64) -> Double {
    let wall = Double(Swift.max(1, time - startTime))
    let cpu = Double(ResourceUsage.current().cpuNanoseconds - startUsage.cpuNanoseconds)
    return cpu / wall * 1000
  }
}
