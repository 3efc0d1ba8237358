import Foundation
import PlayheadTestSupport
import Testing

/// Latencies under the umockdev testbed: a frame record's `latency` is the frame's write less the
/// newest event's own time, so it can never be negative: an event cannot be shown before it happened.
/// umockdev used to deliver events up to ~60 ms before the times they carry (it paces from its own
/// start, ahead of the testbed's plan), and the first gestures' frames said −20 … −60 ms.
@Suite("latency under the testbed", .serialized)
struct TestbedLatencyTests {
  @Test("every frame record's latency in a simulated run is ≥ 0", .requires(.testbed))
  func noFrameIsShownBeforeItsEvent() async throws {
    let script = "pause 300ms; swipe 3 down 7mm 900ms; pause 1350ms; swipe 3 down 17mm 700ms"
    let r = try await Launcher.run(
      ["simulate", "--script", script, "--", "--log", "-", "--no-hud"], timeout: 90)
    #expect(r.status == 0, "stderr: \(r.stderr)")
    let records = try EngineCLITests.parse(r.stdout)
    let latencies = records.filter { $0["type"] as? String == "frame" }.compactMap { $0["latency"] as? Int }
    // Both swipes drew frames that showed new events.
    #expect(latencies.count >= 20, "\(latencies.count) frames with a latency")
    let negative = latencies.filter { $0 < 0 }
    #expect(negative.isEmpty, "\(negative.count) negative latencies, e.g. \(negative.prefix(5)) µs")
  }
}
