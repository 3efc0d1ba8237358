import Glibc
import PlayheadSystem
import PlayheadWindow

/// Drives a window as the engine's loop will: `poll` its descriptor (bounded), then `dispatch()`,
/// until `done` holds or `seconds` pass on the monotonic clock. Never sleeps.
func pump(_ window: WaylandWindow, seconds: Double = 10, until done: () -> Bool) throws -> Bool {
  let deadline = MonotonicClock.now() + Int64(seconds * 1_000_000)
  while !done() {
    let left = (deadline - MonotonicClock.now()) / 1000
    if left <= 0 { return false }
    var fd = pollfd(fd: window.fileDescriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&fd, 1, Int32(min(left, 1000)))
    try window.dispatch()
  }
  return true
}

/// What a window told its `onEvent`, in order.
final class EventLog {
  var events: [WindowEvent] = []
  var frames: Int { events.filter { if case .frame = $0 { true } else { false } }.count }
  var presented: [(commit: UInt64, nanoseconds: Int64, refresh: Int64, flags: PresentFlags)] {
    events.compactMap {
      if case .presented(let commit, let nanoseconds, let refresh, _, let flags) = $0 {
        (commit, nanoseconds, refresh, flags)
      } else {
        nil
      }
    }
  }
  var discarded: [UInt64] {
    events.compactMap { if case .discarded(let commit) = $0 { commit } else { nil } }
  }
}

/// Fills `buffer` with one premultiplied ARGB colour.
func fill(_ buffer: ShmBuffer, with colour: UInt32) {
  for row in 0..<buffer.height {
    let line = (buffer.pixels + row * buffer.stride).bindMemory(to: UInt32.self, capacity: buffer.width)
    line.update(repeating: colour, count: buffer.width)
  }
}
