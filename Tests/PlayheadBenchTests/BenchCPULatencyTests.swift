import Foundation
import PlayheadSystem
import PlayheadTestSupport
import SystemPackage
import Testing

@testable import PlayheadBench

/// `playhead bench --cpu-latency` through the built binary: the request is made, the kernel's limit read
/// back is in the report, and a bad value is one line.
@Suite("playhead bench --cpu-latency (binary)")
struct BenchCPULatencyTests {
  /// Runs `body` while a shell holds a CPU latency request of `microseconds` (the kernel reads a write of
  /// other than four bytes as hexadecimal text); the request ends when the test closes the shell's input.
  static func whileHolding<Value: Sendable>(
    _ microseconds: Int, _ body: () async throws -> Value
  ) async throws -> Value {
    let ready = try Launcher.pipe()
    let release = try Launcher.pipe()
    let script = "exec 3>/dev/cpu_dma_latency && printf %x \(microseconds) >&3 && echo held && read x"
    let options = ChildProcess.Options(
      input: .descriptor(release.read), output: .descriptor(ready.write), timeout: 300)
    // A holder idles while the body launches the bench: it takes no launch slot (`Launcher.serve`).
    let (_, value) = try await Launcher.serve(["/bin/sh", "-c", script], options) {
      _ -> Result<Value, any Error> in
      defer { try? release.write.close() }
      do {
        var said = [UInt8](repeating: 0, count: 5)
        let count = try said.withUnsafeMutableBytes { try ready.read.read(into: $0) }
        try #require(count == 5 && said == Array("held\n".utf8), "the shell could not hold a request")
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    try? ready.read.close()
    return try value.get()
  }

  @Test(
    "--json: the request and the kernel's limit read back, the smaller one another process holds",
    .requires(.cpuLatencyWritable))
  func json() async throws {
    let output = try await Self.whileHolding(20) {
      try await BenchCLITests.replayAtMaxSpeed(["--json", "--no-allocations", "--cpu-latency", "25"])
    }
    #expect(output.status == 0, "\(output.stderr)")
    let object = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == BenchCLITests.keys.union(["cpu_latency"]))
    let held = try #require(object["cpu_latency"] as? [String: Any])
    #expect(Set(held.keys) == ["requested_us", "in_force_us"])
    #expect(held["requested_us"] as? Int == 25)
    // The kernel answers with the smallest request of all holders: the shell's 20 µs, or another's below.
    let inForce = try #require(held["in_force_us"] as? Int)
    #expect(inForce >= 0 && inForce <= 20)
  }

  @Test("the table: the two rows and the note", .requires(.cpuLatencyWritable))
  func table() async throws {
    let output = try await BenchCLITests.replayAtMaxSpeed(["--no-allocations", "--cpu-latency", "30"])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.contains(["cpu_latency_requested_us", "30"]))
    #expect(rows.contains { $0.first == "cpu_latency_in_force_us" && (Int($0.last ?? "") ?? 31) <= 30 })
    #expect(
      output.stdout.contains(
        "note: a CPU latency request of 30 µs was held for the whole run (/dev/cpu_dma_latency)"))
  }

  @Test("without the option: no request, no rows, no key")
  func absent() async throws {
    let output = try await BenchCLITests.replayAtMaxSpeed(["--no-allocations"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!output.stdout.contains("cpu_latency"))
    #expect(!output.stdout.contains("CPU latency request"))
  }

  @Test("a limit out of range: one line naming the option, exit 64, nothing measured")
  func outOfRange() async throws {
    for value in ["-1", "2000000001"] {
      let output = try await Launcher.run(["bench", "--synthetic", "--cpu-latency", value])
      #expect(output.status == 64)
      #expect(output.stderr == "playhead: --cpu-latency must be between 0 and 2000000000 µs, got \(value)\n")
      #expect(output.stdout.isEmpty)
    }
  }
}

/// The report's note on the request, for each cpuidle driver the kernel may name (one machine has one).
@Suite("bench --cpu-latency's note")
struct BenchCPULatencyNoteTests {
  @Test("a driver: its states are limited; none or absent: the request changed nothing")
  func note() {
    let held = "a CPU latency request of 0 µs was held for the whole run (/dev/cpu_dma_latency)"
    #expect(
      BenchRun.cpuLatencyNote(microseconds: 0, idleDriver: "haltpoll")
        == held
        + ": CPUs idled only in states the haltpoll driver says wake within it, so no figure includes a wake from a deeper one"
    )
    #expect(
      BenchRun.cpuLatencyNote(microseconds: 0, idleDriver: "none")
        == held
        + ", but this machine has no cpuidle driver (/sys/devices/system/cpu/cpuidle/current_driver: none): its CPUs idle as they would without it"
    )
    #expect(
      BenchRun.cpuLatencyNote(microseconds: 0, idleDriver: nil)
        == held
        + ", but this machine has no cpuidle driver (/sys/devices/system/cpu/cpuidle/current_driver: absent): its CPUs idle as they would without it"
    )
  }
}
