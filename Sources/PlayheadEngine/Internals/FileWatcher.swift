import Foundation
import Glibc
import SystemPackage

/// Calls `handler` on the engine's loop each time the file at `path` is saved, through inotify on a
/// read source of the loop (a Dispatch read source live; on an `EmbeddedLoop`, checked whenever
/// virtual time moves): no polling timer, no wake-ups while nothing is written.
///
/// Editors save by writing in place (IN_CLOSE_WRITE) or by renaming a temporary file over it
/// (IN_MOVED_TO), so the directory is watched rather than the file's inode, which a rename replaces.
/// It watches until it is released.
public final class FileWatcher {
  /// The inotify instance watching the file's directory.
  private let fd: Int32
  private var source: LoopSource?

  /// Watches `path`'s directory for writes and renames onto `path`: `inotify_init1(IN_NONBLOCK |
  /// IN_CLOEXEC)` and `inotify_add_watch(directory, …)`; throws errno.
  public init(path: String, loop: EngineLoop, handler: @escaping () -> Void) throws(WatchError) {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let directory = url.deletingLastPathComponent().path
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw .cannotWatch(path: directory, errno: Errno(rawValue: errno)) }
    let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
    guard inotify_add_watch(fd, directory, mask) >= 0 else {
      let code = errno
      close(fd)
      throw .cannotWatch(path: directory, errno: Errno(rawValue: code))
    }
    self.fd = fd
    source = loop.makeReadSource(fd: fd, kind: .kernelObject) { [unowned self] in
      // One save is often several events (create, write, close): one reload for them all.
      if self.drain().contains(name) { handler() }
    }
  }

  deinit {
    source?.cancel()
    close(fd)
  }

  /// Reads every queued event (`read(2)` until EAGAIN) and returns the names they carry.
  private func drain() -> [String] {
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
