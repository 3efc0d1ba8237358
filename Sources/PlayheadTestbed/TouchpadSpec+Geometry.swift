extension TouchpadSpec {
  /// True when the device has the code.
  public func has(type: UInt16, code: UInt16) -> Bool {
    codes[type]?.contains(code) ?? false
  }

  /// The number of MT slots (`ABS_MT_SLOT` max + 1), 0 for a single-touch device.
  public var slotCount: Int {
    guard let slot = absinfo[EvdevCode.ABS_MT_SLOT], has(type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_SLOT)
    else { return 0 }
    return Int(slot.maximum) + 1
  }

  /// The largest finger count the device can report (`BTN_TOOL_*`), at least the slot count.
  public var maxFingers: Int {
    var fingers = max(1, slotCount)
    for n in 1...5 {
      if let key = EvdevCode.toolKey(fingers: n), has(type: EvdevCode.EV_KEY, code: key) {
        fingers = max(fingers, n)
      }
    }
    return fingers
  }

  /// The position axes: MT axes where present, else ABS_X/ABS_Y.
  public var xAxis: AbsInfo {
    absinfo[EvdevCode.ABS_MT_POSITION_X] ?? absinfo[EvdevCode.ABS_X] ?? AbsInfo(minimum: 0, maximum: 1000)
  }
  public var yAxis: AbsInfo {
    absinfo[EvdevCode.ABS_MT_POSITION_Y] ?? absinfo[EvdevCode.ABS_Y] ?? AbsInfo(minimum: 0, maximum: 1000)
  }

  /// Physical size in mm from the axis ranges and resolutions (libinput's `libinput_device_get_size`).
  public var widthMM: Double? { xAxis.lengthMM }
  public var heightMM: Double? { yAxis.lengthMM }

  public var isButtonpad: Bool { properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD) }

  /// µs between frames at the report rate.
  public var framePeriodMicroseconds: Int64 { Int64((1_000_000 / reportRateHz).rounded()) }
}

extension TouchpadSpec: CustomStringConvertible {
  /// The short name (`synaptics-ps2`).
  public var description: String { name }
}
