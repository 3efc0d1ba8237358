/// The evdev event types and codes the testbed writes (values from linux/input-event-codes.h).
public enum EvdevCode {
  public static let EV_SYN: UInt16 = 0x00
  public static let EV_KEY: UInt16 = 0x01
  public static let EV_REL: UInt16 = 0x02
  public static let EV_ABS: UInt16 = 0x03
  public static let EV_MSC: UInt16 = 0x04
  public static let EV_SW: UInt16 = 0x05
  public static let EV_LED: UInt16 = 0x11
  public static let EV_SND: UInt16 = 0x12
  public static let EV_FF: UInt16 = 0x15

  public static let SYN_REPORT: UInt16 = 0

  public static let BTN_LEFT: UInt16 = 0x110
  public static let BTN_RIGHT: UInt16 = 0x111
  public static let BTN_TOOL_FINGER: UInt16 = 0x145
  public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
  public static let BTN_TOUCH: UInt16 = 0x14a
  public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
  public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
  public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f

  public static let ABS_X: UInt16 = 0x00
  public static let ABS_Y: UInt16 = 0x01
  public static let ABS_MT_SLOT: UInt16 = 0x2f
  public static let ABS_MT_POSITION_X: UInt16 = 0x35
  public static let ABS_MT_POSITION_Y: UInt16 = 0x36
  public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
  /// First and last multitouch axis (`ABS_MT_TOUCH_MAJOR` … `ABS_MT_TOOL_Y`).
  public static let ABS_MT_FIRST: UInt16 = 0x30
  public static let ABS_MT_LAST: UInt16 = 0x3d

  public static let INPUT_PROP_POINTER: UInt16 = 0x00
  public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02
  public static let INPUT_PROP_SEMI_MT: UInt16 = 0x03

  /// `BTN_TOOL_*` key for a finger count: 1 FINGER, 2 DOUBLETAP, 3 TRIPLETAP, 4 QUADTAP, 5+ QUINTTAP.
  public static func toolKey(fingers: Int) -> UInt16? {
    switch fingers {
    case 1: return BTN_TOOL_FINGER
    case 2: return BTN_TOOL_DOUBLETAP
    case 3: return BTN_TOOL_TRIPLETAP
    case 4: return BTN_TOOL_QUADTAP
    case 5...: return BTN_TOOL_QUINTTAP
    default: return nil
    }
  }

  /// The number of codes of each type (`KEY_CNT`, `ABS_CNT`, …), which sizes the kernel's bitmasks.
  public static func codeCount(type: UInt16) -> Int {
    let counts = [
      EV_SYN: 0x10, EV_KEY: 0x300, EV_REL: 0x10, EV_ABS: 0x40, EV_MSC: 0x08, EV_SW: 0x11, EV_LED: 0x10,
      EV_SND: 0x08, EV_FF: 0x80,
    ]
    return counts[type] ?? 0
  }
}
