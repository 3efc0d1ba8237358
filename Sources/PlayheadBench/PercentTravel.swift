import PlayheadGestures

/// How a swipe's frames turn travel into percent, to read back the travel a predicted frame shows.
///
/// While interactive the percent follows the travel along the swipe linearly: percent = p₀ ± travel ÷
/// `millimetresPerPercent`, where p₀ is where the gesture took the transition (0 for a fresh one, the
/// completion's percent for a re-grab) and the sign is the transition's (a dismissal's percent can fall).
/// The gesture's first frame anchors p₀: a predictor needs two records to extrapolate, so a frame after
/// `began` alone shows it exactly; the frame furthest from it gives the sign.
public struct PercentTravel: Sendable, Hashable {
  /// One frame: its percent and the newest gesture record's travel along the swipe (mm).
  public struct Point: Sendable, Hashable {
    public var percent: Double
    public var travel: Double
  }

  public var anchor: Point
  /// +1 when the percent grows with the travel, −1 when it falls.
  public var sign: Double
  public var millimetresPerPercent: Double

  /// nil without frames.
  public init?(_ frames: [Point], millimetresPerPercent: Double) {
    guard let first = frames.first else { return nil }
    anchor = first
    let furthest = frames.max { abs($0.travel - first.travel) < abs($1.travel - first.travel) } ?? first
    sign = (furthest.percent - first.percent) * (furthest.travel - first.travel) < 0 ? -1 : 1
    self.millimetresPerPercent = millimetresPerPercent
  }

  /// The travel (mm) a frame at `percent` shows.
  public func travel(atPercent percent: Double) -> Double {
    anchor.travel + sign * (percent - anchor.percent) * millimetresPerPercent
  }

  /// mm per percent from a run whose frames show the newest gesture record exactly (one without
  /// prediction): the median of |Δtravel| ÷ |Δpercent| between consecutive interactive frames of one
  /// swipe at least 0.5 mm apart, off the clamped ends; nil when there are none.
  public static func millimetresPerPercent(_ records: [PresentationLogRecord], scale: Double = 1) -> Double? {
    var ratios: [Double] = []
    var newest: Vector2?
    var last: Point?
    for record in records {
      switch record {
      case .gesture(let kind, let state, _, let translation):
        newest = kind == "swipe" && (state == "began" || state == "changed") ? translation * scale : nil
        if state == "began" || newest == nil { last = nil }
      case .frame(let frame):
        guard frame.phase == "interactive", let newest, frame.percent > 0.001, frame.percent < 0.999 else {
          last = nil
          continue
        }
        let point = Point(percent: frame.percent, travel: newest.length)
        if let last, abs(point.travel - last.travel) >= 0.5, point.percent != last.percent {
          ratios.append(abs(point.travel - last.travel) / abs(point.percent - last.percent))
        }
        if last == nil || abs(point.travel - last!.travel) >= 0.5 { last = point }
      case .other: continue
      }
    }
    guard !ratios.isEmpty else { return nil }
    return ratios.sorted()[ratios.count / 2]
  }
}
