import PlayheadTestbed
import Testing

extension RealLibinput {
  /// umockdev writes the events file from its own start (a thread paced by the gaps between events),
  /// not from the stamps the events carry. A kernel never hands out an event before the time it
  /// carries; neither may the testbed, or every latency measured from an event's time can read
  /// negative (frame records said −20 … −60 ms, issue 24).
  @Suite("umockdev pacing", .serialized, .requires(.testbed), .timeLimit(.minutes(3)))
  struct UmockdevPacingTests {
    @Test(
      "no read of the node returns an event stamped after the read (default options and a long open delay)")
    func noEventIsReadBeforeItsTime() async throws {
      for openDelay: Int64 in [100_000, 1_000_000] {
        let (_, run, frames) = try await TestbedSupport.debugEvents(
          .synapticsPS2, "swipe 3 up 15mm 300ms"
        ) { $0.openDelay = openDelay }
        #expect(run.status == 0, "debug-events exited \(run.status): \(run.stderr.prefix(300))")
        let reads = run.readStamps.filter { $0.bytes > 0 }
        // Reads that found the node empty are stamped only when asked for (the next test).
        #expect(!run.readStamps.contains { $0.isDrained })
        // Every frame was read: the script's SYN_REPORTs and the lone leading one.
        #expect(reads.reduce(0) { $0 + Int($1.synReports) } == frames.events.filter(\.isSynReport).count + 1)
        let early = reads.filter { $0.lastEventTime > $0.readTime }
        #expect(
          early.count == 0,
          "openDelay \(openDelay) µs: \(early.count) of \(reads.count) reads returned events stamped up to \((early.map { $0.lastEventTime - $0.readTime }.max() ?? 0) / 1000) ms after the read"
        )
      }
    }

    @Test(
      "asked for, the reads that found the node empty are stamped too; the run still ends on the last event")
    func drainedReadsAreStamped() async throws {
      let (_, run, frames) = try await TestbedSupport.debugEvents(.synapticsPS2, "swipe 3 up 15mm 300ms") {
        $0.environment[PreloadLibrary.drainedStampsVariable] = "1"
        // Shorter than the lead-in: a stop timed from the first drained read would cut off the swipe.
        $0.stopAfterLastEvent = 300_000
      }
      #expect(run.status == 0, "debug-events exited \(run.status): \(run.stderr.prefix(300))")
      let reads = run.readStamps.filter { $0.bytes > 0 }
      // Every frame was read: a stamp with negative bytes no longer means the device vanished.
      #expect(reads.reduce(0) { $0 + Int($1.synReports) } == frames.events.filter(\.isSynReport).count + 1)
      #expect(run.readStamps.allSatisfy { $0.bytes > 0 || $0.isDrained }, "\(run.readStamps.map(\.bytes))")
      // libinput reads until EAGAIN: the last frame's read is followed by one that found the node empty.
      let last = try #require(reads.last)
      #expect(run.readStamps.contains { $0.isDrained && $0.readTime >= last.readTime })
    }
  }
}
