import PlayheadEvents

/// What a recognizer reports after each event: UIKit's view of a continuous gesture.
///
/// This is the contract between the recognizers (`PlayheadGestures`) and the interaction layer
/// (`PlayheadTransitions`): the transitions see only these values, never libinput events.
public struct GestureSnapshot: Sendable, Hashable {
  /// Swipe (pan), pinch (pinch and rotation) or hold.
  public var kind: GestureKind
  /// Fingers on the touchpad now (see `startFingers`).
  public var fingers: Int
  /// UIKit's recognizer state this snapshot reports.
  public var state: RecognizerState
  /// Event time of the newest event folded in, µs.
  public var time: Instant
  /// Cumulative translation of the fingers' centre since the gesture began (pan; pinch centre).
  public var translation: Vector2
  /// Velocity of the translation, units per second (least squares over the recent window).
  public var velocity: Vector2
  /// Absolute scale, 1 at began (pinch); 1 for other kinds.
  public var scale: Double
  /// d(scale)/dt, per second.
  public var scaleVelocity: Double
  /// Cumulative rotation in degrees, clockwise positive (pinch).
  public var rotation: Double
  /// Degrees per second.
  public var angularVelocity: Double
  /// The unit of `translation` and `velocity`.
  public var units: GestureUnits
  /// True when libinput flagged the end as cancelled (the state is then `.cancelled`).
  public var libinputCancelled: Bool
  /// The finger count the gesture started with. `fingers` follows libinput when the count changes
  /// mid-gesture (see `GestureOptions.fingerChangeGap`); bindings match on this one.
  public var startFingers: Int
  /// The touchpad's physical size (width, height) in millimetres, nil when libinput does not know it.
  public var touchpadSizeMM: Vector2?

  public init(
    kind: GestureKind, fingers: Int, state: RecognizerState, time: Instant,
    translation: Vector2 = .zero, velocity: Vector2 = .zero, scale: Double = 1, scaleVelocity: Double = 0,
    rotation: Double = 0, angularVelocity: Double = 0, units: GestureUnits = .millimetres,
    libinputCancelled: Bool = false, startFingers: Int? = nil, touchpadSizeMM: Vector2? = nil
  ) {
    self.kind = kind
    self.fingers = fingers
    self.state = state
    self.time = time
    self.translation = translation
    self.velocity = velocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.rotation = rotation
    self.angularVelocity = angularVelocity
    self.units = units
    self.libinputCancelled = libinputCancelled
    self.startFingers = startFingers ?? fingers
    self.touchpadSizeMM = touchpadSizeMM
  }

  /// A snapshot of no gesture (no fingers, `.possible`, at 0): the value a slot holds until it holds a
  /// real one, where an optional would be copied on every event (measured, issue 26).
  public static let placeholder = GestureSnapshot(kind: .swipe, fingers: 0, state: .possible, time: 0)
}
