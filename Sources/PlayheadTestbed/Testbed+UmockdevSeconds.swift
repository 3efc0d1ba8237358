import Foundation

extension Testbed {
  /// umockdev turns each evemu event into a line of its own script format and, reading it back,
  /// skips the data's leading spaces (`ScriptRunner.decode`). The data begins with the low byte of
  /// `tv_sec`, so in every second whose low byte is 0x20 (32, 288, 544, … s of CLOCK_MONOTONIC) each
  /// event loses its first byte: the stream is misaligned from there, libevdev reads part of an event
  /// (EINVAL) and libinput stops reading the device. 1 second in 256; the runs avoid them.
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
      guard let bad = (first...last).first(where: { !umockdevKeepsEvents(inSecond: $0) }) else { return moment }
      moment = (bad + 1) * 1_000_000 - openDelay  // the window starts as the bad second ends
    }
    return moment
  }

  /// Waits (real time: the testbed runs on the wall clock) until `umockdevSafeMoment`, and returns
  /// the moment the run's clock starts: the lone SYN_REPORT is stamped `openDelay` after it.
  static func waitForUmockdevSafeSeconds(openDelay: Int64, span: Int64) -> Int64 {
    let now = MonotonicTime.now()
    let moment = umockdevSafeMoment(now: now, openDelay: openDelay, span: span)
    if moment > now { usleep(useconds_t(moment - now)) }
    return max(moment, MonotonicTime.now()) + openDelay
  }

  /// For evemu files written by hand: waits if needed (real time) and returns a CLOCK_MONOTONIC µs
  /// at least `delay` from now from which `span` µs of event times all fall in seconds umockdev
  /// keeps intact (see `umockdevGarbledSecondLowByte`).
  public static func umockdevSafeStart(after delay: Int64, span: Int64) -> Int64 {
    waitForUmockdevSafeSeconds(openDelay: delay, span: span)
  }
}
