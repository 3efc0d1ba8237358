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
        "--cpu-latency: \(path): permission denied (it takes read and write access, which only root has unless the device's owner says otherwise)"
      )
    } catch .noSuchFileOrDirectory, .noSuchAddressOrDevice {
      throw .unavailable("--cpu-latency: \(path) is not here (the kernel's CPU latency requests)")
    } catch {
      throw .ioError("--cpu-latency: \(path): \(error.description)")
    }
  }

  /// What the request did, for the report's note: the idle states are the cpuidle driver's, and with
  /// none (`current_driver` "none", as in many VMs) the kernel's default idle does not read requests.
  static func cpuLatencyNote(microseconds: Int32, idleDriver: String?) -> String {
    let held =
      "a CPU latency request of \(microseconds) µs was held for the whole run (\(CPULatencyRequest.devicePath))"
    guard let idleDriver, idleDriver != "none" else {
      return held
        + ", but this machine has no cpuidle driver (\(CPULatencyRequest.idleDriverPath): \(idleDriver ?? "absent")): its CPUs idle as they would without it"
    }
    return held
      + ": CPUs idled only in states the \(idleDriver) driver says wake within it, so no figure includes a wake from a deeper one"
  }
}
