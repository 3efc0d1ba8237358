import Foundation
import PlayheadTestSupport
import Testing

/// `playhead bench --cpu-latency` through the built binary: the request is made, the kernel's limit read
/// back is in the report, and a bad value is one line.
@Suite("playhead bench --cpu-latency (binary)")
struct BenchCPULatencyTests {
  @Test(
    "--json: the request and the kernel's limit read back (never above it)", .requires(.cpuLatencyWritable))
  func json() async throws {
    let file = try BenchCLITests.transcript()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let output = try await Launcher.run([
      "bench", "--replay", file, "--speed", "max", "--json", "--no-allocations", "--cpu-latency", "25",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == BenchCLITests.keys.union(["cpu_latency"]))
    let held = try #require(object["cpu_latency"] as? [String: Any])
    #expect(Set(held.keys) == ["requested_us", "in_force_us"])
    #expect(held["requested_us"] as? Int == 25)
    // The kernel answers with the smallest request of all holders: 25 µs, or another's below it.
    let inForce = try #require(held["in_force_us"] as? Int)
    #expect(inForce >= 0 && inForce <= 25)
  }

  @Test("the table: the two rows and the note", .requires(.cpuLatencyWritable))
  func table() async throws {
    let file = try BenchCLITests.transcript()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let output = try await Launcher.run([
      "bench", "--replay", file, "--speed", "max", "--no-allocations", "--cpu-latency", "30",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.contains(["cpu_latency_requested_us", "30"]))
    #expect(rows.contains { $0.first == "cpu_latency_in_force_us" && (Int($0.last ?? "") ?? 31) <= 30 })
    #expect(output.stdout.contains("note: a CPU latency request of 30 µs was held for the whole run"))
  }

  @Test("without the option: no request, no rows, no key")
  func absent() async throws {
    let file = try BenchCLITests.transcript()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let output = try await Launcher.run(["bench", "--replay", file, "--speed", "max", "--no-allocations"])
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
