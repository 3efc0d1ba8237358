/// A touchpad as the kernel describes it: name, ids, event codes, axis ranges and properties, plus the
/// report rate the gesture synthesiser uses and libinput's measured unit.
///
/// The description is kept in evdev terms (`codes`, `absinfo`, `properties`) so that a `libinput
/// record` file's `devices:` block maps onto it one to one; the built-ins are made with
/// `init(name:deviceName:…)` from a handful of numbers.
public struct TouchpadSpec: Sendable, Hashable {
  /// The short name used on the command line (`synaptics-ps2`).
  public var name: String
  /// The kernel's device name (`EVIOCGNAME`).
  public var deviceName: String
  public var bus: UInt16
  public var vendor: UInt16
  public var product: UInt16
  public var version: UInt16
  /// Event codes per type, e.g. `[EV_KEY: [BTN_LEFT, BTN_TOUCH, …]]` (EV_SYN is implied).
  public var codes: [UInt16: [UInt16]]
  /// Axis information per `EV_ABS` code.
  public var absinfo: [UInt16: AbsInfo]
  /// `INPUT_PROP_*` bits.
  public var properties: [UInt16]
  /// Frames per second the synthesiser emits while fingers move.
  public var reportRateHz: Double
  /// Millimetres of finger travel per unit of libinput's unaccelerated gesture delta, per axis,
  /// measured through real libinput on this description (nil until measured). See docs/testbed.md.
  public var millimetresPerUnit: SIMD2<Double>?
  /// Extra udev properties (`ID_INPUT_TOUCHPAD_INTEGRATION=internal`, …).
  public var udevProperties: [String]
}

extension TouchpadSpec {
  /// A multitouch touchpad (protocol B) from its geometry.
  ///
  /// - Parameters:
  ///   - x, y: device-unit range and resolution (units/mm) of the position axes.
  ///   - slots: number of MT slots; fingers beyond it are reported only through `BTN_TOOL_*`.
  ///   - maxFingers: the largest `BTN_TOOL_*` the device has (1…5).
  public init(
    name: String, deviceName: String, bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16 = 1,
    x: ClosedRange<Int32>, xResolution: Int32, y: ClosedRange<Int32>, yResolution: Int32,
    slots: Int, maxFingers: Int, buttonpad: Bool, semiMT: Bool = false, reportRateHz: Double,
    millimetresPerUnit: SIMD2<Double>? = nil, udevProperties: [String] = []
  ) {
    var keys: [UInt16] = [EvdevCode.BTN_LEFT]
    if !buttonpad { keys.append(EvdevCode.BTN_RIGHT) }
    keys.append(EvdevCode.BTN_TOUCH)
    for fingers in 1...max(1, min(5, maxFingers)) {
      if let key = EvdevCode.toolKey(fingers: fingers) { keys.append(key) }
    }
    let xInfo = AbsInfo(minimum: x.lowerBound, maximum: x.upperBound, resolution: xResolution)
    let yInfo = AbsInfo(minimum: y.lowerBound, maximum: y.upperBound, resolution: yResolution)
    let abs: [UInt16: AbsInfo] = [
      EvdevCode.ABS_X: xInfo,
      EvdevCode.ABS_Y: yInfo,
      EvdevCode.ABS_MT_SLOT: AbsInfo(minimum: 0, maximum: Int32(slots - 1)),
      EvdevCode.ABS_MT_POSITION_X: xInfo,
      EvdevCode.ABS_MT_POSITION_Y: yInfo,
      EvdevCode.ABS_MT_TRACKING_ID: AbsInfo(minimum: 0, maximum: 65535),
    ]
    var props = [EvdevCode.INPUT_PROP_POINTER]
    if buttonpad { props.append(EvdevCode.INPUT_PROP_BUTTONPAD) }
    if semiMT { props.append(EvdevCode.INPUT_PROP_SEMI_MT) }
    self.init(
      name: name, deviceName: deviceName, bus: bus, vendor: vendor, product: product, version: version,
      codes: [EvdevCode.EV_KEY: keys.sorted(), EvdevCode.EV_ABS: abs.keys.sorted()], absinfo: abs,
      properties: props, reportRateHz: reportRateHz, millimetresPerUnit: millimetresPerUnit,
      udevProperties: udevProperties)
  }
}
