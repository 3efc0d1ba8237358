import PlayheadEvents

/// One point of a gesture's trajectory: the event time and up to four channels (pan: x, y; pinch:
/// centre x, centre y, scale, rotation), in libinput's raw units.
public struct MotionSample: Sendable, Hashable {
  /// Event time, µs on libinput's clock.
  public var time: Instant
  /// Cumulative translation along x (pan, or the pinch's centre), raw units.
  public var x: Double
  /// Cumulative translation along y, raw units.
  public var y: Double
  /// Absolute pinch scale (0 in pan samples, where it is unused).
  public var scale: Double
  /// Cumulative pinch rotation, degrees.
  public var rotation: Double

  /// A sample; channels a gesture kind does not have stay 0.
  public init(time: Instant, x: Double = 0, y: Double = 0, scale: Double = 0, rotation: Double = 0) {
    self.time = time
    self.x = x
    self.y = y
    self.scale = scale
    self.rotation = rotation
  }

  /// Time 0, every channel 0 (the filler of empty ring slots).
  public static let zero = MotionSample(time: 0)
}
