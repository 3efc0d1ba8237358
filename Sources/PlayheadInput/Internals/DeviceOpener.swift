import CLibinput

#if canImport(Glibc)
  import Glibc
#endif

/// libinput's `open_restricted`/`close_restricted` for Playhead: opens touchpads and nothing else,
/// takes each one exclusively when asked (`EVIOCGRAB`), and remembers which paths failed and why so
/// the source can say so.
///
/// libinput calls these back on the thread that runs `libinput_dispatch` (or the context calls that
/// add devices), which is always the source's serial queue or its initialiser: no lock is needed.
final class DeviceOpener {
  let udev: Udev
  /// Take every opened touchpad exclusively (`playhead live --grab`): the desktop stops seeing it.
  let grabs: Bool
  /// Paths whose `open` failed with EACCES or EPERM.
  private(set) var permissionDenied: [String] = []
  /// Paths refused because udev does not call them touchpads, with udev's description.
  private(set) var refused: [(path: String, node: UdevInputNode?)] = []
  /// Touchpads opened but not taken: `EVIOCGRAB` failed with this errno (EBUSY: someone holds it).
  private(set) var grabRefused: [(path: String, errno: Int32)] = []
  /// The grabbed descriptors and their paths, released on close or by `releaseGrabs()`.
  private(set) var grabbed: [(fd: Int32, path: String)] = []
  /// The C interface handed to libinput with this opener as `user_data`. libinput keeps the pointer
  /// for the context's life: the opener owns it, and `LibinputContext` unrefs libinput before the opener goes.
  let interface: UnsafeMutablePointer<libinput_interface>

  init(udev: Udev, grabs: Bool = false) {
    self.udev = udev
    self.grabs = grabs
    interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    interface.initialize(to: Self.callbacks)
  }

  deinit { interface.deallocate() }

  /// `EVIOCGRAB`, `_IOW('E', 0x90, int)` in <linux/input.h>: a function-like macro Swift cannot import.
  static let grabRequest = UInt(0x4004_4590)

  /// Opens `path` for libinput if udev says it is a touchpad; returns the fd or a negative errno.
  /// Wraps `open(2)` with `O_RDWR | O_NONBLOCK | O_CLOEXEC`, and `ioctl(fd, EVIOCGRAB, 1)` when grabbing.
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
    if grabs {
      guard ioctl(fd, Self.grabRequest, CInt(1)) == 0 else {
        // Reading it beside its holder would be the collision --grab exists to avoid: refuse it.
        let error = errno
        grabRefused.append((path, error))
        _ = Glibc.close(fd)
        return -error
      }
      grabbed.append((fd, path))
    }
    return fd
  }

  /// Gives every grabbed touchpad back to the desktop (`ioctl(fd, EVIOCGRAB, 0)`); idempotent. The
  /// kernel also releases a grab when the descriptor is closed, so a process that dies gives it back.
  func releaseGrabs() {
    for entry in grabbed { _ = ioctl(entry.fd, Self.grabRequest, CInt(0)) }
    grabbed.removeAll()
  }

  /// Closes a node libinput is done with (its grab released first). Wraps `close(2)`.
  func close(fd: Int32) {
    if let index = grabbed.firstIndex(where: { $0.fd == fd }) {
      _ = ioctl(fd, Self.grabRequest, CInt(0))
      grabbed.remove(at: index)
    }
    _ = Glibc.close(fd)
  }

  /// libinput's callbacks; the opener itself travels as `user_data`.
  private static var callbacks: libinput_interface {
    libinput_interface(
      open_restricted: { path, flags, userData in
        guard let path, let userData else { return -EINVAL }
        let opener = Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue()
        return opener.open(path: String(cString: path), flags: flags)
      },
      close_restricted: { fd, userData in
        guard let userData else { _ = Glibc.close(fd); return }
        Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue().close(fd: fd)
      })
  }
}
