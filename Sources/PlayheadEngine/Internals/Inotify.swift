import Glibc
import SystemPackage

/// An inotify instance watching one directory for files written or moved into it: editors save by
/// writing in place (IN_CLOSE_WRITE) or by renaming a temporary file over it (IN_MOVED_TO), so the
/// directory is watched rather than the file's inode, which a rename replaces.
final class Inotify {
  let fd: Int32

  /// `inotify_init1(IN_NONBLOCK | IN_CLOEXEC)` and `inotify_add_watch(directory, …)`; throws errno.
  init(directory: String) throws(WatchError) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw .cannotWatch(path: directory, errno: Errno(rawValue: errno)) }
    let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
    guard inotify_add_watch(fd, directory, mask) >= 0 else {
      let code = errno
      close(fd)
      throw .cannotWatch(path: directory, errno: Errno(rawValue: code))
    }
    self.fd = fd
  }

  deinit { close(fd) }

  /// Reads every queued event (`read(2)` until EAGAIN) and returns the names they carry.
  func drain() -> [String] {
    var names: [String] = []
    let capacity = 4096
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    while true {
      let count = read(fd, buffer, capacity)
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let length = Int(event.len)
        if length > 0 {
          let bytes = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
          names.append(String(cString: bytes))
        }
        offset += header + length
      }
    }
    return names
  }
}

/// Why a file cannot be watched.
public enum WatchError: Error, Sendable, Equatable, CustomStringConvertible {
  case cannotWatch(path: String, errno: Errno)

  public var description: String {
    switch self {
    case .cannotWatch(let path, let code): return "cannot watch \(path): \(code)"
    }
  }
}
