import Glibc
import PlayheadSystem

/// Waits for a Unix socket to appear and accept connections, without sleeping: inotify
/// (`inotify_init1`, `inotify_add_watch` IN_CREATE) on its folder, `poll` with a bounded timeout,
/// then `connect` to check it listens (a socket exists between `bind` and `listen`).
enum SocketWatch {
  /// True once `folder/name` accepts a connection; false when `deadline` (MonotonicClock
  /// microseconds) passes or `gaveUp` says to stop (the server exited).
  static func waitForListening(folder: String, name: String, deadline: Int64, gaveUp: () -> Bool) -> Bool {
    let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard watch >= 0 else { return false }
    defer { close(watch) }
    _ = inotify_add_watch(watch, folder, UInt32(IN_CREATE | IN_MOVED_TO))
    var buffer = [UInt8](repeating: 0, count: 4096)
    while MonotonicClock.now() < deadline, !gaveUp() {
      if accepts(folder + "/" + name) { return true }
      // A new entry in the folder (or, for the listen after bind, a short bounded wait) wakes us.
      var fd = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
      _ = poll(&fd, 1, 20)
      _ = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
    }
    return accepts(folder + "/" + name)
  }

  /// `socket(AF_UNIX)` + `connect`: whether something listens at `path`.
  static func accepts(_ path: String) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in bytes.enumerated() { raw[i] = byte }
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
      }
    }
  }
}
