/// The timing parameters of a property animator: a cubic Bézier (`UICubicTimingParameters`) or a
/// spring (`UISpringTimingParameters`).
public enum AnimatorCurve: Sendable, Hashable {
  case cubic(TimingFunction)
  case spring(Spring)

  /// Progress 0 → 1 at fraction `u` of a run lasting `duration` seconds.
  @inlinable public func progress(at u: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let f): return f.evaluate(u)
    case .spring(let s): return u >= 1 ? 1 : s.value(at: u * duration)
    }
  }

  /// UIKit's default: easeInEaseOut.
  public static let `default` = AnimatorCurve.cubic(.easeInEaseOut)
}
