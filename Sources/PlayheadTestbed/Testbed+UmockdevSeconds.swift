import Foundation
import PlayheadSystem

extension Testbed {
  /// umockdev turns each evemu event into a line of its own script format and, reading it back,
  /// skips the data's leading spaces (`ScriptRunner.decode`). The data begins with the low byte of
  /// `tv_sec`, so in every second whose low byte is 0x20 (32, 288, 544, … s of CLOCK_MONOTONIC) each
  /// event loses its first byte: the stream is misaligned from there, libevdev reads part of an event
  /// (EINVAL) and libinput stops reading the device. 1 second in 256; the runs keep their events out
  /// of them by lengthening the lead-in before the first touch (`umockdevSafeDelay`).
  static let umockdevGarbledSecondLowByte: Int64 = 0x20

  /// Whether an event stamped in `second` (of CLOCK_MONOTONIC) would reach the consumer intact.
  static func umockdevKeepsEvents(inSecond second: Int64) -> Bool {
    second & 0xff != umockdevGarbledSecondLowByte
  }

  /// The earliest moment ≥ `now` (µs) such that event times from `moment + openDelay` to
  /// `moment + openDelay + span` all fall in seconds umockdev keeps intact. A window longer than
  /// 255 s cannot avoid them; then `now` is returned and `RunResult.garbledRead` reports the damage.
  static func umockdevSafeMoment(now: Int64, openDelay: Int64, span: Int64) -> Int64 {
    let margin: Int64 = 50_000  // the time between choosing the moment and writing the events file
    var moment = now
    for _ in 0..<2 {
      let first = (moment + openDelay) / 1_000_000
      let last = (moment + openDelay + span + margin) / 1_000_000
      guard last - first < 255 else { return now }
      guard let bad = (first...last).first(where: { !umockdevKeepsEvents(inSecond: $0) }) else {
        return moment
      }
      moment = (bad + 1) * 1_000_000 - openDelay  // the window starts as the bad second ends
    }
    return moment
  }

  /// Waits (real time: the testbed runs on the wall clock) until `umockdevSafeMoment`, and returns
  /// the moment the run's clock starts: the lone SYN_REPORT is stamped `openDelay` after it.
  static func waitForUmockdevSafeSeconds(openDelay: Int64, span: Int64) -> Int64 {
    let now = MonotonicClock.now()
    let moment = umockdevSafeMoment(now: now, openDelay: openDelay, span: span)
    if moment > now { usleep(useconds_t(moment - now)) }
    return max(moment, MonotonicClock.now()) + openDelay
  }

  /// The least extra lead-in δ ≥ 0 (µs) such that every event, at `firstTouch + δ + t` for each `t`
  /// in `times` (µs from the first touch), lies in a second umockdev keeps intact. A garbled second
  /// can fall in a pause of the script, so δ is often well under a second; with no such pause it
  /// pushes the whole script past that second. Forbidden δ form intervals, one per event time and
  /// garbled second; the answer is the first point of [0, ∞) none of them covers.
  static func umockdevSafeDelay(firstTouch: Int64, times: [Int64]) -> Int64 {
    let distinct = Array(Set(times)).sorted()
    guard let low = distinct.first, let high = distinct.last else { return 0 }
    // A script of 254 s or more meets a garbled second wherever it starts (unless its pauses fit
    // them): play it as it is and let `RunResult.garbledRead` tell, rather than wait minutes.
    guard high - low < 254_000_000 else { return 0 }
    let firstSecond = (firstTouch + low) / 1_000_000
    // δ never needs to exceed the script's span plus a second: look one whole period past it.
    let lastSecond = (firstTouch + high) / 1_000_000 + 257
    var forbidden: [(from: Int64, to: Int64)] = []
    for second in firstSecond...lastSecond where !umockdevKeepsEvents(inSecond: second) {
      for t in distinct {
        let to = (second + 1) * 1_000_000 - firstTouch - t
        if to > 0 { forbidden.append((Swift.max(0, second * 1_000_000 - firstTouch - t), to)) }
      }
    }
    forbidden.sort { $0.from < $1.from }
    var delay: Int64 = 0
    for interval in forbidden {
      if interval.from > delay { break }
      delay = Swift.max(delay, interval.to)
    }
    return delay
  }
}
