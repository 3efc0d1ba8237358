extension TouchpadSpec {
  /// A Synaptics PS/2 clickpad (the kernel's `SynPS/2 Synaptics TouchPad`): 2 MT slots, a third and
  /// fourth finger reported only through `BTN_TOOL_TRIPLETAP`/`QUADTAP`, ≈ 80 Hz, 66 × 27 mm
  /// (x 1472…5768 at 65 units/mm, y 1408…5062 at 136 units/mm, as umockdev's own recording).
  public static let synapticsPS2 = TouchpadSpec(
    name: "synaptics-ps2", deviceName: "SynPS/2 Synaptics TouchPad", bus: 0x11, vendor: 0x2, product: 0x7,
    version: 0x1b1, x: 1472...5768, xResolution: 65, y: 1408...5062, yResolution: 136, slots: 2,
    maxFingers: 4,
    buttonpad: true, reportRateHz: 80, millimetresPerUnit: Calibration.synapticsPS2,
    udevProperties: ["ID_INPUT_TOUCHPAD_INTEGRATION=internal"])

  /// An I²C HID "precision" touchpad: 5 MT slots, ≈ 137 Hz, 115 × 58 mm at 32 units/mm.
  /// The ids are Playhead's own (no libinput quirk matches them).
  public static let precisionI2C = TouchpadSpec(
    name: "precision-i2c", deviceName: "PLHD0001:00 1D6B:0F01 Touchpad", bus: 0x18, vendor: 0x1d6b,
    product: 0x0f01, version: 0x100, x: 0...3680, xResolution: 32, y: 0...1856, yResolution: 32, slots: 5,
    maxFingers: 5, buttonpad: true, reportRateHz: 137, millimetresPerUnit: Calibration.precisionI2C,
    udevProperties: ["ID_INPUT_TOUCHPAD_INTEGRATION=internal"])

  /// A large external trackpad with Apple Magic Trackpad 2 geometry: 16 MT slots, ≈ 90 Hz,
  /// 160 × 115 mm (x −3678…3934 at 47.5 → 47 units/mm, y −2478…2587 at 44 units/mm). Bluetooth ids
  /// are Playhead's own so that no Apple quirk (pressure, touch size) applies to a device without those axes.
  public static let appleTrackpad = TouchpadSpec(
    name: "apple-trackpad", deviceName: "Playhead Virtual Trackpad", bus: 0x5, vendor: 0x1d6b,
    product: 0x0f02, version: 0x1, x: -3678...3934, xResolution: 47, y: -2478...2587, yResolution: 44,
    slots: 16, maxFingers: 5, buttonpad: true, reportRateHz: 90,
    millimetresPerUnit: Calibration.appleTrackpad,
    udevProperties: ["ID_INPUT_TOUCHPAD_INTEGRATION=external"])

  /// The built-in touchpads, the default first.
  public static let builtIns: [TouchpadSpec] = [.synapticsPS2, .precisionI2C, .appleTrackpad]

  /// The default touchpad (`synaptics-ps2`).
  public static var `default`: TouchpadSpec { .synapticsPS2 }

  /// A built-in by its short name, nil if unknown.
  public static func named(_ name: String) -> TouchpadSpec? {
    builtIns.first { $0.name == name }
  }
}
