import PlayheadEngine
import PlayheadTestSupport
import PlayheadWindow

/// Pumps `window` (its descriptor polled, then `dispatch()`) until `done` holds or `seconds` pass.
func pump(_ window: WaylandWindow, seconds: Double = 10, until done: () -> Bool) throws -> Bool {
  try PlayheadTestSupport.pump(
    fileDescriptor: window.fileDescriptor, seconds: seconds, dispatch: { try window.dispatch() }, until: done)
}

/// What a window told its `onEvent`, in order.
final class EventLog {
  var events: [WindowEvent] = []
  var frames: Int { events.filter { if case .frame = $0 { true } else { false } }.count }
  var presented: [(commit: UInt64, nanoseconds: Int64, refresh: Int64, flags: PresentationFlags)] {
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
