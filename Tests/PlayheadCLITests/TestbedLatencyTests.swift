import Foundation
import PlayheadTestSupport
import Testing

/// Latencies in frame records under the umockdev testbed. There an event's time is the events file's
/// stamp, not the moment it reached the node, so a record's `latency` is measured from the read that
/// delivered the newest event it shows (`latencyMetric` "read_to_frame") and can never be negative.
/// Before issue 24's fix the records carried write − event time, and umockdev, pacing from its own
/// start ahead of the stamps, made 19 of them read −20 … −60 ms.
@Suite("latency under the testbed", .serialized)
struct TestbedLatencyTests {
  @Test("every frame record's latency in a simulated run is read → frame and ≥ 0", .requires(.testbed))
  func noFrameIsShownBeforeItsEvent() async throws {
    let script = "pause 300ms; swipe 3 down 7mm 900ms; pause 1350ms; swipe 3 down 17mm 700ms"
    let r = try await Launcher.run(
      ["simulate", "--script", script, "--", "--log", "-", "--no-hud"], timeout: 90)
    #expect(r.status == 0, "stderr: \(r.stderr)")
    let records = try EngineCLITests.parse(r.stdout)
    let frames = records.filter { $0["type"] as? String == "frame" }
    let measured = frames.filter { $0["latency"] != nil }
    // Both swipes drew frames that showed new events.
    #expect(measured.count >= 20, "\(measured.count) frames with a latency")
    let latencies = measured.compactMap { $0["latency"] as? Int }
    #expect(latencies.count == measured.count, "every latency is a whole number of µs")
    let negative = latencies.filter { $0 < 0 }
    #expect(negative.isEmpty, "\(negative.count) negative latencies, e.g. \(negative.prefix(5)) µs")
    // Each record says which latency it carries; a frame without one names none.
    let metrics = Set(measured.map { $0["latencyMetric"] as? String ?? "missing" })
    #expect(metrics == ["read_to_frame"], "\(metrics)")
    #expect(frames.filter { $0["latency"] == nil && $0["latencyMetric"] != nil }.isEmpty)
  }
}
