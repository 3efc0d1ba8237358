import CLibinput
import PlayheadEvents
#if canImport(Glibc)
import Glibc
#endif

/// An owned libinput context (`struct libinput`) with its udev context and device opener.
///
/// Not thread-safe: use it from one serial queue. `deinit` calls `libinput_unref`, which closes
/// libinput's fd, so cancel any Dispatch source on that fd first.
final class LibinputContext {
  let pointer: OpaquePointer
  let opener: DeviceOpener
  let udev: Udev

  private init(pointer: OpaquePointer, opener: DeviceOpener, udev: Udev) {
    self.pointer = pointer
    self.opener = opener
    self.udev = udev
    libinput_log_set_priority(pointer, LIBINPUT_LOG_PRIORITY_ERROR)
    libinput_log_set_handler(pointer, LibinputLog.handler)
  }

  deinit { libinput_unref(pointer) }

  /// A udev-backed context on `seat`. Wraps `libinput_udev_create_context` and `libinput_udev_assign_seat`.
  static func udev(seat: String) throws(InputError) -> LibinputContext {
    guard let udev = Udev() else { throw .libinputUnavailable(reason: "udev_new failed") }
    let opener = DeviceOpener(udev: udev)
    let userData = Unmanaged.passUnretained(opener).toOpaque()
    guard let li = libinput_udev_create_context(DeviceOpener.interface, userData, udev.pointer) else {
      throw .libinputUnavailable(reason: "libinput_udev_create_context failed")
    }
    let context = LibinputContext(pointer: li, opener: opener, udev: udev)
    guard libinput_udev_assign_seat(li, seat) == 0 else {
      throw .libinputUnavailable(reason: "libinput_udev_assign_seat(\"\(seat)\") failed")
    }
    return context
  }

  /// A path-backed context with no devices yet. Wraps `libinput_path_create_context`.
  static func path() throws(InputError) -> LibinputContext {
    guard let udev = Udev() else { throw .libinputUnavailable(reason: "udev_new failed") }
    let opener = DeviceOpener(udev: udev)
    let userData = Unmanaged.passUnretained(opener).toOpaque()
    guard let li = libinput_path_create_context(DeviceOpener.interface, userData) else {
      throw .libinputUnavailable(reason: "libinput_path_create_context failed")
    }
    return LibinputContext(pointer: li, opener: opener, udev: udev)
  }

  /// Adds one device node to a path context. Wraps `libinput_path_add_device`.
  func addDevice(path: String) -> LibinputDeviceHandle? {
    libinput_path_add_device(pointer, path).map(LibinputDeviceHandle.init)
  }

  /// The epoll fd to watch for readability. Wraps `libinput_get_fd`.
  var fd: Int32 { libinput_get_fd(pointer) }

  /// Reads the fd and queues events; returns 0 or a negative errno. Wraps `libinput_dispatch`.
  @discardableResult
  func dispatch() -> Int32 { libinput_dispatch(pointer) }

  /// Takes the next queued event, translated; nil when the queue is empty.
  /// Wraps `libinput_get_event` (and `libinput_event_destroy` once translated).
  func nextEvent() -> LibinputEventValue? {
    guard let event = libinput_get_event(pointer) else { return nil }
    defer { libinput_event_destroy(event) }
    return LibinputEventValue(event)
  }
}

/// A `struct libinput_device *` kept inside PlayheadInput; its address is the device's identity.
struct LibinputDeviceHandle {
  let pointer: OpaquePointer

  var identity: UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer))) }

  /// Wraps `libinput_device_has_capability(LIBINPUT_DEVICE_CAP_GESTURE)`.
  var hasGestures: Bool { libinput_device_has_capability(pointer, LIBINPUT_DEVICE_CAP_GESTURE) != 0 }

  /// Wraps `libinput_device_get_name`.
  var name: String { libinput_device_get_name(pointer).map { String(cString: $0) } ?? "" }

  /// Wraps `libinput_device_get_sysname`.
  var sysname: String { libinput_device_get_sysname(pointer).map { String(cString: $0) } ?? "" }

  /// Width and height in mm. Wraps `libinput_device_get_size`; nil when libinput does not know them.
  var size: (width: Double, height: Double)? {
    var width = 0.0
    var height = 0.0
    return libinput_device_get_size(pointer, &width, &height) == 0 ? (width, height) : nil
  }

  /// udev's `ID_INPUT_TOUCHPAD` of the device. Wraps `libinput_device_get_udev_device`.
  var isTouchpad: Bool {
    guard let device = libinput_device_get_udev_device(pointer) else { return false }
    defer { udev_device_unref(device) }
    guard let value = udev_device_get_property_value(device, "ID_INPUT_TOUCHPAD") else { return false }
    return String(cString: value) == "1"
  }

  /// Removes the device from a path context. Wraps `libinput_path_remove_device`.
  func removeFromPathContext() { libinput_path_remove_device(pointer) }
}

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
      time: Microseconds(libinput_event_gesture_get_time_usec(gesture)))
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
