import PlayheadEvents

/// One point of a gesture's trajectory: the event time and up to four channels (pan: x, y; pinch:
/// centre x, centre y, scale, rotation), in libinput's raw units.
public struct MotionSample: Sendable, Hashable {
  public var time: Microseconds
  public var x: Double
  public var y: Double
  public var scale: Double
  public var rotation: Double

  public init(time: Microseconds, x: Double = 0, y: Double = 0, scale: Double = 0, rotation: Double = 0) {
    self.time = time
    self.x = x
    self.y = y
    self.scale = scale
    self.rotation = rotation
  }

  public static let zero = MotionSample(time: 0)
}
