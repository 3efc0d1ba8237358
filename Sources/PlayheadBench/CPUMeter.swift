/// CPU time per second of wall time over a period (a gesture), from `getrusage(RUSAGE_SELF)`.
public struct CPUMeter: Sendable {
  public let startTime: Int64
  /// CPU time at `init`, ns.
  public let startCPU: Int64

  /// Begins at `time` (ns, CLOCK_MONOTONIC).
  public init(at time: Int64) {
    startTime = time
    startCPU = ResourceUsage.cpuNanoseconds()
  }

  /// Milliseconds of CPU (user + system, all threads) per second of wall time since `init`.
  public func millisecondsPerSecond(at time: Int64) -> Double {
    let wall = Double(Swift.max(1, time - startTime))
    let cpu = Double(ResourceUsage.cpuNanoseconds() - startCPU)
    return cpu / wall * 1000
  }
}
