import PlayheadEvents

/// Which gesture drives a transition, and how finger travel becomes the container's points.
///
/// Written as `KIND:FINGERS[:DIRECTION]`: `swipe:3:up`, `swipe:4:left`, `swipe:3+:down` (three or
/// more fingers), `swipe:3` (either axis), `pinch:2`, `hold:3`. The direction is the way the content
/// moves: with natural scrolling (the default) that is the way the fingers move; without it, the
/// opposite.
///
/// Travel becomes points in one of two ways (`Travel`): the touchpad stands for the container (a
/// swipe across the whole touchpad is a swipe across the whole container: travel ÷ touchpad extent
/// along the axis × container extent along it), or `--distance MM` (MM millimetres of finger travel
/// are the transition's full travel in points).
public struct GestureBinding: Sendable, Hashable, CustomStringConvertible {
  /// The way the content moves.
  public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    case up, down, left, right

    public var axis: Axis {
      switch self {
      case .up, .down: return .vertical
      case .left, .right: return .horizontal
      }
    }

    /// The sign of this direction along its axis in UIKit's (and libinput's) coordinates, y down.
    /// The other way along the same axis.
    public var reversed: Self {
      switch self {
      case .up: return .down
      case .down: return .up
      case .left: return .right
      case .right: return .left
      }
    }

    public var sign: Double {
      switch self {
      case .up, .left: return -1
      case .down, .right: return 1
      }
    }
  }

  /// How finger travel becomes container points.
  public enum Travel: Sendable, Hashable {
    /// The touchpad stands for the container.
    case touchpad
    /// This many millimetres of finger travel are the transition's full travel in points.
    case distance(millimetres: Double)
  }

  public var kind: GestureKind
  /// The finger counts that start this gesture (`3` → 3...3, `3+` → 3...10).
  public var fingers: ClosedRange<Int>
  /// nil: no direction (a swipe drives both axes; pinches and holds have none).
  public var direction: Direction?
  /// Natural scrolling: the content follows the fingers. Off, the content moves against them.
  public var naturalScrolling: Bool
  public var travel: Travel
  /// Used when snapshots come in libinput units (touchpad size unknown), to turn them into mm.
  public var millimetresPerUnit: Double
  /// The touchpad assumed when libinput does not know its size: 100 × 60 mm, a common laptop pad.
  public var assumedTouchpadSizeMM: Vector2

  /// The highest finger count an open range (`3+`) reaches; no touchpad reports more.
  public static let maximumFingers = 10

  public init(
    kind: GestureKind, fingers: ClosedRange<Int>, direction: Direction? = nil, naturalScrolling: Bool = true,
    travel: Travel = .touchpad, millimetresPerUnit: Double = GestureOptions.nominalMillimetresPerUnit,
    assumedTouchpadSizeMM: Vector2 = Vector2(x: 100, y: 60)
  ) {
    self.kind = kind
    self.fingers = fingers
    self.direction = direction
    self.naturalScrolling = naturalScrolling
    self.travel = travel
    self.millimetresPerUnit = millimetresPerUnit
    self.assumedTouchpadSizeMM = assumedTouchpadSizeMM
  }

  /// Exactly `fingers` fingers.
  public init(kind: GestureKind, fingers: Int, direction: Direction? = nil) {
    self.init(kind: kind, fingers: fingers...fingers, direction: direction)
  }

  /// The binding string, as it parses back: `swipe:3:up`, `swipe:3+:down`, `pinch:2`.
  public var description: String {
    let count =
      fingers.upperBound >= Self.maximumFingers && fingers.lowerBound < fingers.upperBound
      ? "\(fingers.lowerBound)+" : "\(fingers.lowerBound)"
    if let direction { return "\(kind.rawValue):\(count):\(direction.rawValue)" }
    return "\(kind.rawValue):\(count)"
  }

  /// The finger-count choice for a gesture recognizer's options: which counts may start this kind.
  public func restricting(_ options: GestureOptions) -> GestureOptions {
    var options = options
    switch kind {
    case .swipe: options.swipeFingers = fingers
    case .pinch: options.pinchFingers = fingers
    case .hold: options.holdFingers = fingers
    }
    return options
  }

  /// True when this snapshot's gesture drives the binding's transition: same kind, and the finger
  /// count it *started* with is one of the binding's (a count changed mid-gesture keeps matching).
  public func matches(_ snapshot: GestureSnapshot) -> Bool {
    snapshot.kind == kind && fingers.contains(snapshot.startFingers)
  }
}
