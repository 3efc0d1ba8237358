/// One touchpad as `playhead devices` and `LibinputSource.devices` describe it.
public struct TouchpadInfo: Sendable, Hashable, Codable {
  /// The kernel's device name, e.g. "SynPS/2 Synaptics TouchPad".
  public var name: String
  /// The device node, e.g. "/dev/input/event6".
  public var node: String
  /// The node's kernel name, e.g. "event6".
  public var sysname: String
  /// Physical size from `libinput_device_get_size`; nil when unknown (e.g. the node cannot be opened).
  public var widthMM: Double?
  public var heightMM: Double?
  /// Whether libinput gives it `LIBINPUT_DEVICE_CAP_GESTURE`; nil when it could not be asked.
  public var hasGestures: Bool?
  /// Whether this user may open the node for reading (`access(node, R_OK)`).
  public var canOpen: Bool

  public init(
    name: String, node: String, sysname: String, widthMM: Double? = nil, heightMM: Double? = nil,
    hasGestures: Bool? = nil, canOpen: Bool
  ) {
    self.name = name
    self.node = node
    self.sysname = sysname
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.hasGestures = hasGestures
    self.canOpen = canOpen
  }
}
