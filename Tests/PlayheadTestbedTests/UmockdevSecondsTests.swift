import Foundation
import PlayheadTestSupport
import Testing

@testable import PlayheadTestbed

/// umockdev drops the leading spaces of each event it replays, so an event stamped in a second whose
/// low byte is 0x20 loses a byte. Worked by hand: 32 = 0x20, 288 = 0x120, 8224 = 0x2020.
@Suite("umockdev's garbled seconds")
struct UmockdevSecondsTests {
  @Test func secondsWithLowByte0x20AreGarbled() {
    for bad: Int64 in [32, 288, 544, 8224, 11552] { #expect(!Testbed.umockdevKeepsEvents(inSecond: bad)) }
    for good: Int64 in [0, 31, 33, 287, 289, 11551, 11553] {
      #expect(Testbed.umockdevKeepsEvents(inSecond: good))
    }
  }

  @Test func aWindowOverAGarbledSecondWaitsForItToEnd() {
    // Events from 31.6 s to 32.65 s (+ 50 ms margin) cross second 32: start as it ends, 33.0 s, so
    // the moment is 33.0 − 0.1 (the open delay) = 32.9 s.
    #expect(Testbed.umockdevSafeMoment(now: 31_500_000, openDelay: 100_000, span: 1_000_000) == 32_900_000)
    // Ending before second 32 (31.1 … 31.9 + margin) needs no wait.
    #expect(Testbed.umockdevSafeMoment(now: 31_000_000, openDelay: 100_000, span: 800_000) == 31_000_000)
    // Starting inside second 288: wait for 289.
    #expect(Testbed.umockdevSafeMoment(now: 288_400_000, openDelay: 100_000, span: 2_000_000) == 288_900_000)
    // Far from any: unchanged.
    #expect(Testbed.umockdevSafeMoment(now: 100_000_000, openDelay: 100_000, span: 3_000_000) == 100_000_000)
    // Longer than 255 s cannot avoid one: unchanged (the garbled read is reported instead).
    #expect(Testbed.umockdevSafeMoment(now: 10_000_000, openDelay: 100_000, span: 300_000_000) == 10_000_000)
  }
}

extension UmockdevSecondsTests {
  @Test func theLeadInGrowsJustEnoughToClearTheGarbledSecond() {
    // Events at 30.0, 30.5 and 32.5 s: 32.5 is in second 32. Half a second more puts it at 33.0 and
    // the others at 30.5 and 31.0, all clear.
    #expect(Testbed.umockdevSafeDelay(firstTouch: 30_000_000, times: [0, 500_000, 2_500_000]) == 500_000)
    // A pause over the whole of second 32 (31.2, 31.5, then 33.1, 33.2): nothing to move.
    #expect(
      Testbed.umockdevSafeDelay(firstTouch: 31_200_000, times: [0, 300_000, 1_900_000, 2_000_000]) == 0)
    // Every 100 ms from 31.5 to 33.5 s: no gap holds a whole second, so all of it moves past 33.0.
    let dense = (0...20).map { Int64($0) * 100_000 }
    #expect(Testbed.umockdevSafeDelay(firstTouch: 31_500_000, times: dense) == 1_500_000)
    // Second 288 (0x120) is garbled too; an event exactly at 289.0 is clear.
    #expect(Testbed.umockdevSafeDelay(firstTouch: 288_000_000, times: [0]) == 1_000_000)
    #expect(Testbed.umockdevSafeDelay(firstTouch: 289_000_000, times: [0]) == 0)
    #expect(Testbed.umockdevSafeDelay(firstTouch: 10_000_000, times: []) == 0)
    // Events every 0.5 s for 300 s from 20 s: no placement avoids second 32 or 288; no delay.
    let long = (0...600).map { Int64($0) * 500_000 }
    #expect(Testbed.umockdevSafeDelay(firstTouch: 20_000_000, times: long) == 0)
  }
}

extension RealLibinput {
  /// The trap itself, through real umockdev: the same frames stamped in second 32 reach a raw reader
  /// garbled (a read that is not whole 24-byte events), stamped in second 33 they arrive whole. The
  /// reader reads 240 bytes at a time and prints nothing; the read stamps tell (perl-base is
  /// essential on Debian).
  @Suite("umockdev garbles second 0x20", .serialized, .timeLimit(.minutes(2)))
  struct UmockdevGarbledSecondTests {
    /// Reads the node 240 bytes at a time until SIGINT; a pty with no data yet reads 0, so it waits.
    static let rawReader = """
      open(my $f, '<', $ARGV[0]) or die "open $ARGV[0]: $!";
      while (1) { my $n = sysread($f, my $b, 240); die "read: $!" if !defined $n; select(undef, undef, undef, 0.002) if !$n }
      """

    func run(firstTouchAt: Int64) async throws -> Testbed.RunResult {
      let testbed = try Testbed(spec: .precisionI2C, script: GestureScript(parsing: "swipe 3 up 15mm 200ms"))
      var options = Testbed.RunOptions()
      options.firstTouchAt = firstTouchAt
      options.leadIn = 100_000
      options.stopAfterLastEvent = 200_000
      options.timeout = 20
      return try await testbed.run(
        ["perl", "-e", Self.rawReader, testbed.nodePath],
        options: options)
    }

    @Test(.requires(.testbed))
    func eventsInSecond32AreGarbledAndInSecond33Whole() async throws {
      let garbled = try await run(firstTouchAt: 32_300_000)
      let read = try #require(garbled.garbledRead, "\(garbled.readStamps.map(\.bytes)) \(garbled.stderr)")
      #expect(Int(read.bytes) % ReadStamp.inputEventSize != 0)
      let whole = try await run(firstTouchAt: 33_300_000)
      #expect(whole.garbledRead == nil, "\(whole.readStamps.map(\.bytes))")
      #expect(whole.readStamps.contains { $0.bytes > 0 })
    }
  }
}
