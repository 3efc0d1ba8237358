import CLibinput
#if canImport(Glibc)
import Glibc
#endif

/// libinput's `open_restricted`/`close_restricted` for Playhead: opens touchpads and nothing else,
/// and remembers which paths failed and why so the source can say so.
///
/// libinput calls these back on the thread that runs `libinput_dispatch` (or the context calls that
/// add devices), which is always the source's serial queue or its initialiser: no lock is needed.
final class DeviceOpener {
  let udev: Udev
  /// Paths whose `open` failed with EACCES or EPERM.
  private(set) var permissionDenied: [String] = []
  /// Paths refused because udev does not call them touchpads, with udev's description.
  private(set) var refused: [(path: String, node: UdevInputNode?)] = []

  init(udev: Udev) { self.udev = udev }

  /// Opens `path` for libinput if udev says it is a touchpad; returns the fd or a negative errno.
  /// Wraps `open(2)` with `O_RDWR | O_NONBLOCK | O_CLOEXEC`.
  func open(path: String, flags: Int32) -> Int32 {
    let node = udev.inputNode(path: path)
    guard let node, node.isTouchpad else {
      refused.append((path, node))
      return -ENODEV
    }
    let fd = Glibc.open(path, flags | O_RDWR | O_NONBLOCK | O_CLOEXEC)
    if fd < 0 {
      let error = errno
      if error == EACCES || error == EPERM { permissionDenied.append(path) }
      return -error
    }
    return fd
  }

  /// Closes a node libinput is done with. Wraps `close(2)`.
  func close(fd: Int32) { _ = Glibc.close(fd) }

  /// The C interface handed to libinput; the opener itself travels as `user_data`.
  static let interface: UnsafeMutablePointer<libinput_interface> = {
    let pointer = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    pointer.initialize(
      to: libinput_interface(
        open_restricted: { path, flags, userData in
          guard let path, let userData else { return -EINVAL }
          let opener = Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue()
          return opener.open(path: String(cString: path), flags: flags)
        },
        close_restricted: { fd, userData in
          guard let userData else { _ = Glibc.close(fd); return }
          Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue().close(fd: fd)
        }))
    return pointer
  }()
}
