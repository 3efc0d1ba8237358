import Glibc
import PlayheadSystem

/// Drives a descriptor-based client as an event loop would: `poll` its descriptor (bounded), then
/// `dispatch`, until `done` holds or `seconds` pass on the monotonic clock. Never sleeps. The window
/// tests pump a `WaylandWindow` with it (its `fileDescriptor` and `dispatch()`).
public func pump(
  fileDescriptor: Int32, seconds: Double = 10, dispatch: () throws -> Void, until done: () -> Bool
) rethrows -> Bool {
  let deadline = MonotonicClock.now() + Int64(seconds * 1_000_000)
  while !done() {
    let left = (deadline - MonotonicClock.now()) / 1000
    if left <= 0 { return false }
    var fd = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&fd, 1, Int32(min(left, 1000)))
    try dispatch()
  }
  return true
}
