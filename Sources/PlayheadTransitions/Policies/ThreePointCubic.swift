import PlayheadTiming

/// Flutter's `ThreePointCubic` (animation/curves.dart): two cubic Béziers joined at `midpoint`, the
/// first from (0, 0) through a1, b1 to the midpoint, the second from the midpoint through a2, b2 to
/// (1, 1), each scaled into its part of the square.
public struct ThreePointCubic: Sendable, Hashable {
  public let a1: (x: Double, y: Double)
  public let b1: (x: Double, y: Double)
  public let midpoint: (x: Double, y: Double)
  public let a2: (x: Double, y: Double)
  public let b2: (x: Double, y: Double)
  let first: TimingFunction
  let second: TimingFunction

  /// `Curves.fastEaseInToSlowEaseOut`.
  public static let fastEaseInToSlowEaseOut = ThreePointCubic(
    a1: (0.056, 0.024), b1: (0.108, 0.3085), midpoint: (0.198, 0.541), a2: (0.3655, 1.0), b2: (0.5465, 0.989))

  public init(
    a1: (x: Double, y: Double), b1: (x: Double, y: Double), midpoint: (x: Double, y: Double),
    a2: (x: Double, y: Double), b2: (x: Double, y: Double)
  ) {
    self.a1 = a1
    self.b1 = b1
    self.midpoint = midpoint
    self.a2 = a2
    self.b2 = b2
    let m = midpoint
    // Each half scaled into the unit square; their x control points stay in [0, 1] for Flutter's curves.
    first = (try? TimingFunction(controlPoints: a1.x / m.x, a1.y / m.y, b1.x / m.x, b1.y / m.y)) ?? .linear
    second =
      (try? TimingFunction(
        controlPoints: (a2.x - m.x) / (1 - m.x), (a2.y - m.y) / (1 - m.y), (b2.x - m.x) / (1 - m.x),
        (b2.y - m.y) / (1 - m.y))) ?? .linear
  }

  /// The eased value at `t` in [0, 1].
  public func callAsFunction(_ t: Double) -> Double {
    let m = midpoint
    if t < m.x { return first(t / m.x) * m.y }
    return second((t - m.x) / (1 - m.x)) * (1 - m.y) + m.y
  }

  public static func == (l: ThreePointCubic, r: ThreePointCubic) -> Bool {
    l.a1 == r.a1 && l.b1 == r.b1 && l.midpoint == r.midpoint && l.a2 == r.a2 && l.b2 == r.b2
  }

  public func hash(into hasher: inout Hasher) {
    for p in [a1, b1, midpoint, a2, b2] {
      hasher.combine(p.x)
      hasher.combine(p.y)
    }
  }
}
