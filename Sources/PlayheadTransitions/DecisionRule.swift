/// The rule a transition's seed uses to finish or cancel on release.
public enum DecisionRule: Sendable, Hashable {
  /// Finish when percent ≥ threshold (seeds 000 and 001: 0.5 for the flip, 0.7 for the pieces).
  case threshold(Double)
  /// Finish when the percent `horizon` seconds ahead at the release velocity is ≥ threshold
  /// (seed 002's pinch: `scale + 0.1 × velocity ≤ 0.5`, i.e. `percent + 0.1 × v ≥ 0.5`).
  case projectedAhead(horizon: Double, threshold: Double)
  /// Finish when released moving toward the end, cancel otherwise (ECSlidingViewController, seed 004).
  case releaseDirection

  /// The threshold the rule compares with (0.5 for the direction rule, used when velocity is shown).
  public var threshold: Double {
    switch self {
    case .threshold(let t): return t
    case .projectedAhead(_, let t): return t
    case .releaseDirection: return 0.5
    }
  }

  /// A short name for listings: `percent ≥ 0.5`, `percent in 0.1 s ≥ 0.5`, `release direction`.
  public var summary: String {
    switch self {
    case .threshold(let t): return "percent ≥ \(short(t))"
    case .projectedAhead(let h, let t): return "percent in \(short(h)) s ≥ \(short(t))"
    case .releaseDirection: return "release direction"
    }
  }
}
