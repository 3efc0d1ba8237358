import Glibc

/// `poll(2)` with a zero timeout: whether a `read(2)` on `fd` would return now, without waiting —
/// data to read, or the end of the input (`POLLHUP`: a pipe whose writers all closed) or an error
/// the read will report. A pipe at its end is *not* `POLLIN` on Linux, only `POLLHUP`.
enum Readiness {
  static func isReadable(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0
  }
}
