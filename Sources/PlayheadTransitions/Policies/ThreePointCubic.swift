import PlayheadGestures
import PlayheadTiming

/// Flutter's `ThreePointCubic` (animation/curves.dart): two cubic Béziers joined at `midpoint`, the
/// first from (0, 0) through a1, b1 to the midpoint, the second from the midpoint through a2, b2 to
/// (1, 1), each scaled into its part of the square.
public struct ThreePointCubic: Sendable, Hashable {
  public let a1: Vector2
  public let b1: Vector2
  public let midpoint: Vector2
  public let a2: Vector2
  public let b2: Vector2
  let first: TimingFunction
  let second: TimingFunction

  /// `Curves.fastEaseInToSlowEaseOut`.
  public static let fastEaseInToSlowEaseOut = ThreePointCubic(
    a1: Vector2(x: 0.056, y: 0.024), b1: Vector2(x: 0.108, y: 0.3085), midpoint: Vector2(x: 0.198, y: 0.541),
    a2: Vector2(x: 0.3655, y: 1.0), b2: Vector2(x: 0.5465, y: 0.989))

  public init(a1: Vector2, b1: Vector2, midpoint: Vector2, a2: Vector2, b2: Vector2) {
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
}
