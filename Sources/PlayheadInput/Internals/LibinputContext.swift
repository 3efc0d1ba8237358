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
  static func udev(seat: String, grab: Bool = false) throws(InputError) -> LibinputContext {
    guard let udev = Udev() else { throw .libinputUnavailable(reason: "udev_new failed") }
    let opener = DeviceOpener(udev: udev, grabs: grab)
    let userData = Unmanaged.passUnretained(opener).toOpaque()
    guard let li = libinput_udev_create_context(opener.interface, userData, udev.pointer) else {
      throw .libinputUnavailable(reason: "libinput_udev_create_context failed")
    }
    let context = LibinputContext(pointer: li, opener: opener, udev: udev)
    guard libinput_udev_assign_seat(li, seat) == 0 else {
      throw .libinputUnavailable(reason: "libinput_udev_assign_seat(\"\(seat)\") failed")
    }
    return context
  }

  /// A path-backed context with no devices yet. Wraps `libinput_path_create_context`.
  static func path(grab: Bool = false) throws(InputError) -> LibinputContext {
    guard let udev = Udev() else { throw .libinputUnavailable(reason: "udev_new failed") }
    let opener = DeviceOpener(udev: udev, grabs: grab)
    let userData = Unmanaged.passUnretained(opener).toOpaque()
    guard let li = libinput_path_create_context(opener.interface, userData) else {
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
