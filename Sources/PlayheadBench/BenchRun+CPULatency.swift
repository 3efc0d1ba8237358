import PlayheadSystem
import SystemPackage

extension BenchRun {
  /// `--cpu-latency`: the request held for the run and the kernel's limit read back after it was made
  /// (smaller when another holder asks for less); nil without the option.
  func holdCPULatency() throws(BenchError) -> (request: CPULatencyRequest, inForce: Int32)? {
    guard let microseconds = configuration.cpuLatency else { return nil }
    let path = CPULatencyRequest.devicePath
    do throws(Errno) {
      let request = try CPULatencyRequest(microseconds: microseconds)
      return (request, try CPULatencyRequest.limitInForce())
    } catch .permissionDenied, .notPermitted {
      throw .noPermission(
        "--cpu-latency: \(path): permission denied (the kernel's CPU latency requests are root's unless the device's owner says otherwise)"
      )
    } catch .noSuchFileOrDirectory, .noSuchAddressOrDevice {
      throw .unavailable("--cpu-latency: \(path): this kernel takes no CPU latency requests")
    } catch {
      throw .ioError("--cpu-latency: \(path): \(error.description)")
    }
  }
}
