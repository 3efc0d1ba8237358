import CLibinput

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
