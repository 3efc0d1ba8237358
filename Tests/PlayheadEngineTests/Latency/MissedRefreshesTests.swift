import PlayheadEngine
import Testing

/// The one rule for missed refreshes (the recorder's and the bench's), on intervals worked by hand:
/// n = the nearest whole number of refreshes in the interval (a tie rounds up), missed = n − 1.
@Suite("Missed refreshes")
struct MissedRefreshesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var interval: Int64
    var refresh: Int64
    var missed: Int
    var testDescription: String { "\(interval) at a refresh of \(refresh): \(missed) missed" }
  }

  static let cases = [
    // A 60 Hz display in µs: refresh 16 667.
    Case(interval: 16_700, refresh: 16_667, missed: 0),  // 1.002 refreshes → 1
    Case(interval: 33_300, refresh: 16_667, missed: 1),  // 1.998 → 2
    Case(interval: 50_000, refresh: 16_667, missed: 2),  // 2.99994 → 3
    Case(interval: 17_900, refresh: 16_667, missed: 0),  // jittered: 1.074 → 1
    Case(interval: 25_100, refresh: 16_667, missed: 1),  // 1.506 → 2
    Case(interval: 25_000, refresh: 16_667, missed: 0),  // 1.49997 → 1, just short of the tie
    Case(interval: 24_000, refresh: 16_000, missed: 1),  // exactly 1.5: the tie rounds up → 2
    Case(interval: 8_000, refresh: 16_667, missed: 0),  // 0.48 → 0: sooner than a refresh, none
    // In ns, as the recorder counts: 100 ms at headless weston's 16 666 666 ns is 6.0000002 → 6.
    Case(interval: 100_000_000, refresh: 16_666_666, missed: 5),
    // Nothing to count: an unknown refresh, no time between, times out of order.
    Case(interval: 50_000, refresh: 0, missed: 0),
    Case(interval: 0, refresh: 16_667, missed: 0),
    Case(interval: -33_333, refresh: 16_667, missed: 0),
  ]

  @Test(arguments: cases)
  func missedRefreshes(_ c: Case) {
    #expect(MissedRefreshes.count(interval: c.interval, refresh: c.refresh) == c.missed)
    #expect(
      MissedRefreshes.count(from: 1_000_000, to: 1_000_000 + c.interval, refresh: c.refresh) == c.missed)
  }
}
