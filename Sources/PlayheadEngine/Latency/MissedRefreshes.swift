/// The one rule for refreshes missed between two frames presented one after the other, used by the
/// latency recorder and by the bench's `PresentationAnalysis`: their interval is counted as the nearest
/// whole number n of refresh intervals (a tie, n + ½, counts as n + 1: a presentation time reported a
/// little late is not a refresh gained), and n − 1 refreshes showed the old frame. Any unit, the same
/// for both; pure, integers only (exact at nanoseconds).
public enum MissedRefreshes {
  /// Refreshes missed in `interval` on a display refreshing every `refresh`: 0 when either is not
  /// positive (an unknown refresh counts none), and never below 0 (a frame sooner than a refresh).
  public static func count(interval: Int64, refresh: Int64) -> Int {
    guard refresh > 0, interval > 0 else { return 0 }
    let whole = interval / refresh
    let rest = interval % refresh
    let refreshes = whole + (rest >= refresh - rest ? 1 : 0)
    return Int(max(0, refreshes - 1))
  }

  /// The same between the presentation times `earlier` and `later`.
  public static func count(from earlier: Int64, to later: Int64, refresh: Int64) -> Int {
    count(interval: later - earlier, refresh: refresh)
  }
}
