import PlayheadSystem

/// Why a transition finished or cancelled. `description` is the one-line text the log shows, such as
/// `percent 0.62 ≥ threshold 0.5` or `flick back at -2.3/s (projected 0.11 < 0.5)`.
///
/// An enum rather than a `String` so that deciding never allocates; the text is built when logged,
/// or written in place (`write(to:)`, DecisionReason+Text.swift) when the HUD shows it.
public enum DecisionReason: Sendable, Hashable, CustomStringConvertible {
  /// The seeds' rule: finish when percent ≥ threshold.
  case threshold(percent: Double, threshold: Double)
  /// Velocity won (GNOME Shell, Flutter): the motion projected to where it would stop.
  case flick(velocity: Double, projected: Double, threshold: Double)
  /// Seed 002's pinch rule: where the percent will be `horizon` seconds on at the release velocity.
  case projectedAhead(horizon: Double, projected: Double, threshold: Double)
  /// ECSlidingViewController's rule: finish when released moving toward the end.
  case releaseDirection(velocity: Double)
  /// The recognizer reported `cancelled`; `byLibinput` when libinput flagged the gesture end cancelled.
  case gestureCancelled(byLibinput: Bool)
  /// No gesture update arrived for `idle` seconds (the frozen-UI guard).
  case watchdog(idle: Double, timeout: Double)
  /// Another platform's release rule decided (`--policy`); boxed, so only those releases allocate.
  indirect case policy(ReleasePolicy, ReleaseReason)

  /// The text `write(to:)` puts out, as a string.
  public var description: String { ReasonBytes.text { write(to: &$0) } }
}

/// `x` with exactly `digits` decimals, without Foundation ("-2.3", "0.50"): the reasons' and
/// `playhead compare`'s numbers.
public func fixed(_ x: Double, _ digits: Int) -> String { ReasonBytes.text { $0.put(x, decimals: digits) } }

/// The shortest of `x` at up to 3 decimals ("0.5", "0.7", "5"): the summaries' and listings' numbers.
public func short(_ x: Double) -> String {
  guard x.isFinite, let units = FixedPointText.units(x, decimals: 3, limit: 9e15) else {
    // "nan", "inf", or Swift's own text past 9e15, trimmed as the digits are.
    var text = fixed(x, 3)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
  return FixedPointText.string(units: units, decimals: 3, trimmingZeros: true)
}
