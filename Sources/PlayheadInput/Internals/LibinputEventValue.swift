import CLibinput
import PlayheadEvents

/// One libinput event, read out of the C struct before it is destroyed.
enum LibinputEventValue {
  case gesture(GestureEvent, device: UInt)
  case deviceAdded(LibinputDeviceHandle)
  /// Read out before the event is destroyed: libinput may free a removed device with its last event.
  case deviceRemoved(identity: UInt, name: String, sysname: String)
  /// Keyboard, pointer, touch, … events: not Playhead's business.
  case other

  /// Wraps `libinput_event_get_type` and the `libinput_event_gesture_get_*` accessors.
  init(_ event: OpaquePointer) {
    let type = libinput_event_get_type(event)
    switch type {
    case LIBINPUT_EVENT_DEVICE_ADDED:
      self = .deviceAdded(LibinputDeviceHandle(pointer: libinput_event_get_device(event)))
    case LIBINPUT_EVENT_DEVICE_REMOVED:
      let device = LibinputDeviceHandle(pointer: libinput_event_get_device(event))
      self = .deviceRemoved(identity: device.identity, name: device.name, sysname: device.sysname)
    case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: self = Self.gesture(event, .swipe, .begin)
    case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE: self = Self.gesture(event, .swipe, .update)
    case LIBINPUT_EVENT_GESTURE_SWIPE_END: self = Self.gesture(event, .swipe, .end)
    case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: self = Self.gesture(event, .pinch, .begin)
    case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE: self = Self.gesture(event, .pinch, .update)
    case LIBINPUT_EVENT_GESTURE_PINCH_END: self = Self.gesture(event, .pinch, .end)
    case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: self = Self.gesture(event, .hold, .begin)
    case LIBINPUT_EVENT_GESTURE_HOLD_END: self = Self.gesture(event, .hold, .end)
    default: self = .other
    }
  }

  /// Only the accessors libinput allows for each kind are called (it logs a client bug otherwise):
  /// deltas for swipe and pinch, scale and angle for pinch, cancelled on END.
  private static func gesture(_ event: OpaquePointer, _ kind: GestureKind, _ phase: GesturePhase) -> Self {
    let gesture = libinput_event_get_gesture_event(event)!
    var value = GestureEvent(
      kind: kind, phase: phase, fingers: Int(libinput_event_gesture_get_finger_count(gesture)),
      time: Instant(microseconds: Int64(libinput_event_gesture_get_time_usec(gesture))))
    if phase == .end { value.cancelled = libinput_event_gesture_get_cancelled(gesture) != 0 }
    if kind != .hold {
      value.dx = libinput_event_gesture_get_dx(gesture)
      value.dy = libinput_event_gesture_get_dy(gesture)
      value.dxUnaccelerated = libinput_event_gesture_get_dx_unaccelerated(gesture)
      value.dyUnaccelerated = libinput_event_gesture_get_dy_unaccelerated(gesture)
    }
    if kind == .pinch {
      value.scale = libinput_event_gesture_get_scale(gesture)
      value.angleDelta = libinput_event_gesture_get_angle_delta(gesture)
    }
    let device = LibinputDeviceHandle(pointer: libinput_event_get_device(event))
    return .gesture(value, device: device.identity)
  }
}
