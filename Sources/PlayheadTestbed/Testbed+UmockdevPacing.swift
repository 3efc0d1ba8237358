extension Testbed {
  /// Where a run's events go on CLOCK_MONOTONIC so that none reaches the node before the time it
  /// carries, as on a kernel (issue 24).
  ///
  /// umockdev-run starts one thread per events file as it loads it, before the command runs. The
  /// thread writes the first event at once and sleeps each gap to the next (whole ms, truncated)
  /// before writing it: it paces from its own start, whatever the stamps say, and the node (a pty)
  /// keeps what nobody has read yet. Stamped `openDelay` ahead of now, as the testbed once did, every
  /// event arrived up to `openDelay` minus umockdev's start-up before its own time (a second with
  /// `openDelay` 1 s), and latencies measured from event times came out negative. So the lone
  /// SYN_REPORT is stamped now, before umockdev-run exists: umockdev's start is later, every event is
  /// written at or after its stamp. The lead-in to the first touch (`openDelay + leadIn`, lengthened
  /// past the seconds umockdev garbles) is rounded up to whole ms, since umockdev truncates gaps;
  /// the script's frame times are whole ms already.
  /// - Returns: `syn`, the lone SYN_REPORT's time (µs), and `leadIn`, from it to the first touch.
  static func umockdevPacedStart(openDelay: Int64, leadIn: Int64, times: [Int64]) -> (
    syn: Int64, leadIn: Int64
  ) {
    let syn = waitForUmockdevSafeSeconds(openDelay: 0, span: 0)
    var lead = wholeMilliseconds(openDelay + leadIn)
    lead += wholeMilliseconds(umockdevSafeDelay(firstTouch: syn + lead, times: times))
    return (syn, lead)
  }

  /// `microseconds` rounded up to a whole millisecond (never below 0).
  static func wholeMilliseconds(_ microseconds: Int64) -> Int64 {
    (Swift.max(0, microseconds) + 999) / 1000 * 1000
  }
}
