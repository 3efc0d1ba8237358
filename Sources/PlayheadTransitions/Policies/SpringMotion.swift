/// KWin's `SpringMotion` (src/effect/springmotion.cpp) as it steps: a = k·(anchor − x) − c·v with
/// c = 2√k·ζ, integrated in 10 ms steps by its Runge–Kutta variant (every stage's position slope is
/// the step's starting velocity), positions between steps interpolated linearly; it rests once the
/// position is within 1 (pixel) of the anchor and the speed within 1 pixel/s.
public struct SpringMotion: Sendable, Hashable {
  /// KWin's Slide effect: 300 (÷ animationTimeFactor, 1 here).
  public var springConstant = 300.0
  /// KWin's Slide effect: 1.1.
  public var dampingRatio = 1.1
  /// The integration step, seconds.
  public var timestep = 0.01
  /// Pixels and pixels per second.
  public var epsilon = 1.0
  /// Start and target percent, and the pixels a whole percent (1.0) spans.
  public var from: Double
  public var to: Double
  public var travel: Double

  var damping: Double { 2 * springConstant.squareRoot() * dampingRatio }

  /// One step from (x, v), pixels.
  func step(_ x: Double, _ v: Double) -> (Double, Double) {
    let anchor = to * travel
    let k = springConstant
    let c = damping
    let dt = timestep
    func acceleration(_ x: Double, _ v: Double) -> Double { (anchor - x) * k - v * c }
    let a1 = acceleration(x, v)
    let a2 = acceleration(x + v * 0.5 * dt, v + a1 * 0.5 * dt)
    let a3 = acceleration(x + v * 0.5 * dt, v + a2 * 0.5 * dt)
    let a4 = acceleration(x + v * dt, v + a3 * dt)
    return (x + v * dt, v + (a1 + 2 * a2 + 2 * a3 + a4) / 6 * dt)
  }

  /// Seconds until it rests (checked at the steps; at most 20 s).
  public var restTime: Double {
    var x = from * travel
    var v = 0.0
    let anchor = to * travel
    var steps = 0
    while abs(x - anchor) > epsilon || abs(v) > epsilon {
      (x, v) = step(x, v)
      steps += 1
      if steps >= 2000 { break }
    }
    return Double(steps) * timestep
  }

  /// Percent `elapsed` seconds after the start (steps from the start; no allocation).
  public func percent(at elapsed: Double) -> Double {
    let t = max(0, elapsed) / timestep
    let whole = Int(min(t, 2000).rounded(.up))
    var previous = (from * travel, 0.0)
    var next = previous
    var n = 0
    while n < whole {
      previous = next
      next = step(next.0, next.1)
      n += 1
    }
    let fraction = whole == 0 ? 1 : t - Double(whole - 1)
    let x = previous.0 + (next.0 - previous.0) * min(max(fraction, 0), 1)
    return x / travel
  }
}
