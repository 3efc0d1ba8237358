import Foundation
import PlayheadSystem
import PlayheadTestSupport
import SystemPackage
import Testing

/// `CPULatencyRequest` against the kernel: the limit in force is read from the device by the test itself
/// (a fresh `open`, four bytes), and the descriptor's life from /proc/self/fd. Serialized: each test
/// looks for the device among this process's descriptors.
@Suite("CPULatencyRequest", .serialized)
struct CPULatencyRequestTests {
  static let device = "/dev/cpu_dma_latency"

  /// The kernel's limit over every holder, read without the code under test.
  static func limitInForce() throws -> Int32 {
    let handle = try #require(FileHandle(forReadingAtPath: device))
    defer { try? handle.close() }
    let data = handle.readData(ofLength: 4)
    try #require(data.count == 4)
    return data.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
  }

  /// How many of this process's descriptors are open on the device.
  static func openOnDevice() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == device
    }.count
  }

  @Test(
    "held: the kernel's limit is the request's (or another holder's smaller one); released: closed",
    .requires(.cpuLatencyWritable))
  func holdAndRelease() throws {
    let before = try Self.limitInForce()
    let request = try CPULatencyRequest(microseconds: 5)
    #expect(request.microseconds == 5)
    #expect(try Self.limitInForce() == min(before, 5))
    #expect(try CPULatencyRequest.limitInForce() == Self.limitInForce())
    #expect(try Self.openOnDevice() == 1)
    request.release()
    #expect(try Self.openOnDevice() == 0)
    request.release()  // idempotent
    #expect(try Self.openOnDevice() == 0)
  }

  @Test("a request dropped without release() ends with its object", .requires(.cpuLatencyWritable))
  func endsWithItsObject() throws {
    do {
      let request = try CPULatencyRequest(microseconds: 0)
      #expect(try Self.openOnDevice() == 1)
      _ = request
    }
    #expect(try Self.openOnDevice() == 0)
  }

  @Test("a negative limit is refused, no request held; a missing device is open(2)'s error")
  func refusals() throws {
    #expect(throws: Errno.invalidArgument) { try CPULatencyRequest(microseconds: -1) }
    #expect(try Self.openOnDevice() == 0)
    #expect(throws: Errno.noSuchFileOrDirectory) {
      try CPULatencyRequest(microseconds: 0, device: "/nonexistent/cpu_dma_latency")
    }
    #expect(throws: Errno.noSuchFileOrDirectory) {
      try CPULatencyRequest.limitInForce(device: "/nonexistent/cpu_dma_latency")
    }
  }

  @Test("a refused write is the request's error, not a request held", .requires(.devFull))
  func refusedWrite() throws {
    // /dev/full refuses every write with ENOSPC.
    #expect(throws: Errno.noSpace) { try CPULatencyRequest(microseconds: 3, device: "/dev/full") }
  }
}
