import Foundation
import PlayheadSystem
import PlayheadTestSupport
import PlayheadWindow
import Testing

/// The Wayland client on a real compositor: weston, headless, pixman renderer, desktop-shell, each
/// test with its own weston on a private runtime folder.
@Suite(.requires(WestonCompositor.requirement))
struct WaylandWindowTests {
  /// An opaque colour nobody draws by accident: A=ff R=20 G=80 B=c0.
  static let colour: UInt32 = 0xFF20_80C0

  @Test func framesPacedByCallbacksArePresentedAndShowTheirPixels() async throws {
    try await WestonCompositor.run(width: 320, height: 240) { weston in
      let window = try WaylandWindow(
        title: "playhead test", width: 120, height: 80, display: weston.socketPath)
      defer { window.close() }
      let log = EventLog()
      window.onEvent = { log.events.append($0) }
      // desktop-shell configures a new toplevel 0×0: the window keeps the size it asked for.
      #expect(window.size.width == 120 && window.size.height == 80)
      #expect(window.scale == 1)
      let count = 60
      let start = MonotonicClock.now()
      var commits: [UInt64] = []
      for _ in 0..<count {
        var next: ShmBuffer?
        #expect(
          try pump(window) {
            next = window.nextBuffer(); return next != nil
          })
        let buffer = try #require(next)
        #expect(buffer.width == 120 && buffer.height == 80 && buffer.stride == 120 * 4)
        fill(buffer, with: Self.colour)
        let framesBefore = log.frames
        commits.append(window.commit(buffer))
        // The next frame is drawn only after this one's frame callback: the display paces us.
        #expect(try pump(window) { log.frames > framesBefore })
      }
      #expect(commits == Array(1...UInt64(count)))
      let settled = try pump(window) { log.presented.count + log.discarded.count >= count }
      #expect(settled)
      let end = MonotonicClock.now()
      let presented = log.presented
      // Presentation times are on CLOCK_MONOTONIC (headless weston's own clock is MONOTONIC_RAW):
      // between this test's reads of that clock around the frames.
      #expect(presented.allSatisfy { $0.nanoseconds >= start * 1000 && $0.nanoseconds <= end * 1000 })
      #expect(presented.count * 100 >= count * 99, "presented \(presented.count) of \(count)")
      #expect(presented.map(\.commit) == presented.map(\.commit).sorted())
      for (earlier, later) in zip(presented, presented.dropFirst()) {
        #expect(earlier.nanoseconds <= later.nanoseconds)
      }
      // Headless weston repaints on a timer at its mode's 60 Hz (60000 mHz): 1e12/60000 ns, truncated.
      #expect(presented.allSatisfy { $0.refresh > 0 })
      #expect(presented.allSatisfy { $0.refresh == 16_666_666 })
      let png = try await weston.screenshot()
      let image = try #require(PNGImage(path: png))
      #expect(image.width == 320 && image.height == 240)
      // The window is wholly on the output somewhere: exactly its 120×80 pixels have the colour,
      // and they make one 120×80 rectangle.
      let drawn = image.pixels.indices.filter { image.pixels[$0] == Self.colour }
      #expect(drawn.count == 120 * 80)
      let xs = drawn.map { $0 % image.width }
      let ys = drawn.map { $0 / image.width }
      #expect((xs.max() ?? 0) - (xs.min() ?? 0) + 1 == 120)
      #expect((ys.max() ?? 0) - (ys.min() ?? 0) + 1 == 80)
    }
  }

  @Test func onAScale2OutputBuffersHaveTwiceTheSurfacesPixels() async throws {
    try await WestonCompositor.run(width: 320, height: 240, scale: 2) { weston in
      let window = try WaylandWindow(title: "hidpi", width: 60, height: 40, display: weston.socketPath)
      defer { window.close() }
      let log = EventLog()
      window.onEvent = { log.events.append($0) }
      // The surface enters the output once mapped (a first buffer); then the scale is the output's.
      var last: UInt64 = 0
      var sizes: [Int] = []
      for _ in 0..<4 {
        var next: ShmBuffer?
        #expect(
          try pump(window) {
            next = window.nextBuffer(); return next != nil
          })
        let buffer = try #require(next)
        sizes.append(buffer.width * 1000 + buffer.height)
        fill(buffer, with: Self.colour)
        let frames = log.frames
        last = window.commit(buffer)
        #expect(try pump(window) { log.frames > frames })
      }
      #expect(try pump(window) { log.presented.contains { $0.commit == last } })
      #expect(window.scale == 2)
      #expect(log.events.contains(.scale(2)))
      #expect(window.size.width == 60 && window.size.height == 40)
      // After the scale came, buffers are (60×2)×(40×2) pixels; before it, 60×40.
      #expect(sizes.last == 120 * 1000 + 80)
      #expect(sizes.allSatisfy { $0 == 60 * 1000 + 40 || $0 == 120 * 1000 + 80 })
    }
  }

  @Test func aClosedWindowLeavesWestonRunningForTheNext() async throws {
    try await WestonCompositor.run { weston in
      for title in ["first", "second"] {
        let window = try WaylandWindow(title: title, width: 200, height: 100, display: weston.socketPath)
        let log = EventLog()
        window.onEvent = { log.events.append($0) }
        var next: ShmBuffer?
        #expect(
          try pump(window) {
            next = window.nextBuffer(); return next != nil
          })
        let buffer = try #require(next)
        fill(buffer, with: Self.colour)
        let commit = window.commit(buffer)
        #expect(try pump(window) { log.presented.contains { $0.commit == commit } })
        window.close()
        #expect(!window.isOpen)
        #expect(window.nextBuffer() == nil)
        #expect(weston.isRunning)
      }
    }
  }

  @Test func noDisplayIsAnErrorNamingWaylandDisplay() throws {
    let folder = FileManager.default.temporaryDirectory.path
    for display in ["playhead-no-such-display-\(getpid())", "\(folder)/playhead-no-such-socket-\(getpid())"] {
      do {
        _ = try WaylandWindow(title: "nothing", width: 10, height: 10, display: display)
        Issue.record("a window opened on \(display)")
      } catch {
        guard case .noDisplay(let tried, _) = error else {
          Issue.record("\(error) is not .noDisplay")
          continue
        }
        #expect(tried == display)
        #expect(error.description.contains("WAYLAND_DISPLAY"))
      }
    }
  }
}
