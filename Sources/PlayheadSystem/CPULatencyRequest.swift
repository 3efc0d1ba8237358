import SystemPackage

/// A CPU latency request to the kernel's PM QoS (`/dev/cpu_dma_latency`, `cpu_latency_qos`): while it
/// is held, no CPU enters an idle state that takes longer than `microseconds` to wake from. Held at 0,
/// idle CPUs poll instead of halting, as cyclictest holds it for its measurements.
///
/// Why a latency measurement wants it: after a few ms without input a halted CPU runs the next event's
/// code several times slower (on this project's VM, `bench --synthetic` at 60 fps: event → state
/// 5.1 µs against 0.9 µs, the HUD's frame 69 µs against 19 µs; docs/latency.md, "CPU idle").
/// The request is system-wide and costs power for as long as it is held; only root may open the
/// device unless its owner says otherwise.
public final class CPULatencyRequest {
  /// The kernel's device for CPU latency requests.
  public static let devicePath = "/dev/cpu_dma_latency"
  /// The kernel's value for no limit (`PM_QOS_CPU_LATENCY_DEFAULT_VALUE`): what `limitInForce` reads
  /// while nobody holds a request.
  public static let noLimit: Int32 = 2_000_000_000

  /// Where the kernel names the cpuidle driver whose states a request limits.
  public static let idleDriverPath = "/sys/devices/system/cpu/cpuidle/current_driver"

  /// The limit asked for, in µs.
  public let microseconds: Int32
  private var descriptor: FileDescriptor?

  /// Opens `device` (`open(2)`, close-on-exec) and writes the limit as the kernel reads it, one native
  /// 32-bit integer (`write(2)`). The request holds until `release()` or the object's end.
  /// - Throws: `Errno.invalidArgument` for a negative limit (the kernel would take −1 as no limit);
  ///   `open(2)`'s or `write(2)`'s error (`.permissionDenied` for a user the device's mode leaves out).
  public init(microseconds: Int32, device: String = CPULatencyRequest.devicePath) throws(Errno) {
    guard microseconds >= 0 else { throw .invalidArgument }
    self.microseconds = microseconds
    let fd: FileDescriptor
    do {
      // Not `openForWriting`: it creates and truncates, and a missing device must stay an error.
      fd = try FileDescriptor.open(device, .writeOnly, options: .closeOnExec)
    } catch {
      throw error as? Errno ?? .ioError
    }
    do {
      let written = try withUnsafeBytes(of: microseconds) { try fd.write($0) }
      guard written == MemoryLayout<Int32>.size else { throw Errno.ioError }
    } catch {
      try? fd.close()
      throw error as? Errno ?? .ioError
    }
    descriptor = fd
  }

  /// Drops the request (`close(2)` of the device); the kernel's limit goes back to what the other
  /// holders ask. Idempotent.
  public func release() {
    try? descriptor?.close()
    descriptor = nil
  }

  deinit { release() }

  /// The limit in force over every holder, in µs (the kernel's answer to a `read(2)` of a freshly
  /// opened `device`: the smallest request, or `noLimit`).
  public static func limitInForce(device: String = CPULatencyRequest.devicePath) throws(Errno) -> Int32 {
    let bytes = try firstBytes(of: device, upTo: MemoryLayout<Int32>.size)
    guard bytes.count == MemoryLayout<Int32>.size else { throw .ioError }
    return bytes.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
  }

  /// The cpuidle driver (`haltpoll`, `intel_idle`, `acpi_idle`; "none" where the kernel idles with
  /// its default halt, which reads no request); nil where `idleDriverPath` cannot be read.
  public static func idleDriver() -> String? {
    guard let bytes = try? firstBytes(of: idleDriverPath, upTo: 64), !bytes.isEmpty else { return nil }
    var name = String(decoding: bytes, as: UTF8.self)
    while name.last?.isWhitespace == true { name.removeLast() }
    return name
  }

  /// One `read(2)` of up to `count` bytes from `path`, opened by `openForReading`: the whole answer of
  /// a device or a sysfs attribute.
  private static func firstBytes(of path: String, upTo count: Int) throws(Errno) -> [UInt8] {
    let fd = try FileDescriptor.openForReading(path)
    defer { try? fd.close() }
    var bytes = [UInt8](repeating: 0, count: count)
    do {
      let read = try bytes.withUnsafeMutableBytes { try fd.read(into: $0) }
      bytes.removeLast(count - read)
    } catch {
      throw error as? Errno ?? .ioError
    }
    return bytes
  }
}
