/// A touchpad appearing or disappearing (`LIBINPUT_EVENT_DEVICE_ADDED` / `_REMOVED`).
public struct DeviceEvent: Sendable, Hashable {
  public enum Phase: String, Sendable, Hashable, Codable { case added, removed }

  public var phase: Phase
  /// The device's name, e.g. "SYNA3290:01 06CB:CD4F Touchpad".
  public var name: String
  /// The kernel's name for the node, e.g. "event6"; empty where unknown.
  public var sysname: String
  /// Physical size from `libinput_device_get_size` (or a transcript's `size WxHmm`), nil if unknown.
  public var widthMM: Double?
  public var heightMM: Double?
  public var time: Instant

  public init(
    phase: Phase, name: String, sysname: String = "", widthMM: Double? = nil, heightMM: Double? = nil,
    time: Instant = 0
  ) {
    self.phase = phase
    self.name = name
    self.sysname = sysname
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.time = time
  }
}

/// Everything an input source delivers, in order.
public enum InputEvent: Sendable, Hashable {
  case gesture(GestureEvent)
  case device(DeviceEvent)

  /// The event's time in microseconds.
  public var time: Instant {
    switch self {
    case .gesture(let event): return event.time
    case .device(let event): return event.time
    }
  }
}
