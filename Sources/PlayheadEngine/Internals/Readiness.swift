import Glibc

/// `poll(2)` with a zero timeout: whether `fd` has something to read now, without waiting.
enum Readiness {
  static func isReadable(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
  }
}
