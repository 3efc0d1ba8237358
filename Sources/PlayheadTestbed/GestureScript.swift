/// A sequence of scripted gestures, parsed from text such as
/// `"swipe 3 up 40mm 300ms; pinch 2 out 1.5 400ms rotate 15; hold 3 200ms; pause 500ms"`.
///
/// Grammar (steps separated by `;`, tokens by spaces; docs/testbed.md has the full table):
///
///     swipe N up|down|left|right DISTANCE DURATION [pause DURATION] [fingers M]
///     pinch N in|out SCALE DURATION [rotate DEGREES] [pause DURATION]
///     hold N DURATION
///     pause DURATION
///
/// DISTANCE is `40mm` or `4cm`; DURATION `300ms` or `0.3s`; SCALE a factor (`1.5`, `in 2` = 0.5) or a
/// percentage (`150%`); DEGREES clockwise positive (`15`, `-20deg`). `pause` inside a gesture stops the
/// fingers half way for that long; `fingers M` changes the finger count half way.
public struct GestureScript: Sendable, Hashable {
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right

    /// Unit vector in device orientation (y grows downwards, so `up` is −y).
    public var vector: (x: Double, y: Double) {
      switch self {
      case .up: return (0, -1)
      case .down: return (0, 1)
      case .left: return (-1, 0)
      case .right: return (1, 0)
      }
    }
  }

  public struct Swipe: Sendable, Hashable {
    public var fingers: Int
    public var direction: Direction
    public var distanceMM: Double
    public var durationMS: Double
    /// Fingers rest half way for this long (0: no pause).
    public var pauseMS: Double = 0
    /// The finger count changes to this half way (nil: unchanged).
    public var fingersAfterChange: Int?

    public init(
      fingers: Int, direction: Direction, distanceMM: Double, durationMS: Double, pauseMS: Double = 0,
      fingersAfterChange: Int? = nil
    ) {
      self.fingers = fingers
      self.direction = direction
      self.distanceMM = distanceMM
      self.durationMS = durationMS
      self.pauseMS = pauseMS
      self.fingersAfterChange = fingersAfterChange
    }
  }

  public struct Pinch: Sendable, Hashable {
    public var fingers: Int
    /// Final finger spread over the initial one (> 1 out, < 1 in).
    public var scale: Double
    public var durationMS: Double
    /// Clockwise rotation over the whole pinch, degrees.
    public var rotationDegrees: Double = 0
    public var pauseMS: Double = 0

    public init(
      fingers: Int, scale: Double, durationMS: Double, rotationDegrees: Double = 0, pauseMS: Double = 0
    ) {
      self.fingers = fingers
      self.scale = scale
      self.durationMS = durationMS
      self.rotationDegrees = rotationDegrees
      self.pauseMS = pauseMS
    }
  }

  public struct Hold: Sendable, Hashable {
    public var fingers: Int
    public var durationMS: Double

    public init(fingers: Int, durationMS: Double) {
      self.fingers = fingers
      self.durationMS = durationMS
    }
  }

  public enum Step: Sendable, Hashable {
    case swipe(Swipe)
    case pinch(Pinch)
    case hold(Hold)
    /// No fingers on the pad for this long.
    case pause(durationMS: Double)
  }

  public var steps: [Step]

  /// Parses a script; errors name the column (1-based) and the offending token.
  public init(parsing text: String) throws(GestureScriptError) {
    var parser = GestureScriptParser(text: text)
    self.steps = try parser.parse()
  }
}
