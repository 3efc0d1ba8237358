import PlayheadGestures

/// Where the testbed script's fingers really are over time: each plain swipe's travel, on the clock
/// the testbed stamps events with (µs, CLOCK_MONOTONIC under `bench --testbed`).
///
/// Pixel lag and prediction error are judged against it, never against what Playhead logged.
public struct FingerTrajectory: Sendable, Hashable {
  /// How the travel unfolds over the movement time.
  public enum Profile: Sendable, Hashable {
    /// The testbed synthesizer's s(u) = 10u³ − 15u⁴ + 6u⁵.
    case minimumJerk
    /// Constant speed (for hand-worked checks).
    case linear
  }

  /// One swipe: the fingers rest at 0 until `motionStart`, travel `travel` mm over `duration` µs and
  /// rest there until `lift`.
  public struct Swipe: Sendable, Hashable {
    public var motionStart: Int64
    public var duration: Int64
    public var lift: Int64
    /// mm, y down (libinput's and the gesture records' sign).
    public var travel: Vector2
    public var profile: Profile

    public init(
      motionStart: Int64, duration: Int64, lift: Int64, travel: Vector2, profile: Profile = .minimumJerk
    ) {
      self.motionStart = motionStart
      self.duration = max(1, duration)
      self.lift = lift
      self.travel = travel
      self.profile = profile
    }

    /// Finger travel (mm) at `time` µs.
    public func position(at time: Int64) -> Vector2 {
      let u = min(max(Double(time - motionStart) / Double(duration), 0), 1)
      switch profile {
      case .minimumJerk: return travel * SyntheticGesture.progress(u)
      case .linear: return travel * u
      }
    }

    /// The component of `v` along the swipe (mm).
    public func along(_ v: Vector2) -> Double {
      let unit = direction
      return v.x * unit.x + v.y * unit.y
    }

    /// The unit vector of the travel (zero for none).
    public var direction: Vector2 {
      let length = travel.length
      return length > 0 ? travel * (1 / length) : .zero
    }
  }

  public var swipes: [Swipe]

  public init(swipes: [Swipe]) { self.swipes = swipes }

  /// How long before its motion a swipe's recognizer may already have begun (touch-down and settle).
  public static let beganLead: Int64 = 200_000

  /// The swipe a gesture that began at `began` µs belongs to.
  public func swipe(began: Int64) -> Swipe? {
    swipes.first { began >= $0.motionStart - Self.beganLead && began <= $0.lift }
  }
}
