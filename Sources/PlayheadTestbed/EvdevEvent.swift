/// One evdev event (`struct input_event`) with its time in µs relative to the script's start.
public struct EvdevEvent: Sendable, Hashable {
  public var time: Int64
  public var type: UInt16
  public var code: UInt16
  public var value: Int32

  public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// True for the `SYN_REPORT` that ends a frame.
  public var isSynReport: Bool { type == EvdevCode.EV_SYN && code == EvdevCode.SYN_REPORT }
}
