import Dispatch
import Foundation
import PlayheadEngine
import PlayheadGestures
import PlayheadTransitionFile
import PlayheadTransitions
import Synchronization
import Testing

/// The engine's rule, "every entry point on the loop, nothing locked", is checked in debug builds:
/// `isCurrent` tells the loop's own thread or queue from any other, and the entry points assert it.
@Suite("Loop confinement")
struct LoopConfinementTests {
  /// Runs `body` on a thread of its own (not the caller's, not a queue's) and returns its result.
  static func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    thread.start()
    done.wait()
    return result.withLock { $0! }
  }

  /// A loop handed to another thread that only asks `isCurrent` (or trips the check before touching
  /// anything). `@unchecked Sendable` is safe: `isCurrent` reads the loop's immutable identity alone.
  struct Handed<Loop: EngineLoop>: @unchecked Sendable {
    let loop: Loop
  }

  @Test("an EmbeddedLoop is current on the thread that made it and on no other")
  func embeddedLoop() {
    let loop = EmbeddedLoop()
    #expect(loop.isCurrent)
    let handed = Handed(loop: loop)
    #expect(Self.onAnotherThread { handed.loop.isCurrent } == false)
    #expect(Self.onAnotherThread { EmbeddedLoop().isCurrent })
  }

  @Test("a DispatchLoop is current on its queue only, not on the caller's thread or another queue")
  func dispatchLoop() {
    let loop = DispatchLoop()
    let other = DispatchLoop(label: "playhead.test.other")
    #expect(!loop.isCurrent)
    #expect(loop.queue.sync { loop.isCurrent })
    #expect(loop.queue.sync { !other.isCurrent })
    #expect(other.queue.sync { !loop.isCurrent })
    let onQueue = DispatchSemaphore(value: 0)
    let seen = Mutex(false)
    let handed = Handed(loop: loop)
    loop.queue.async {
      let current = handed.loop.isCurrent
      seen.withLock { $0 = current }
      onQueue.signal()
    }
    onQueue.wait()
    #expect(seen.withLock { $0 })
  }

  #if DEBUG
    /// An engine on `loop` showing the flip transition.
    static func engine(on loop: EngineLoop) throws -> Engine {
      let descriptor = try #require(BuiltInTransitions.named("flip"))
      let slot = EngineConfiguration.Slot(
        descriptor: descriptor,
        binding: try GestureBinding(parsing: descriptor.defaultGesture, distanceMM: nil),
        driver: TransitionConfiguration())
      return try Engine(configuration: EngineConfiguration(slots: [slot], fps: 60), loop: loop)
    }

    @Test("entry points called on the loop's queue pass the check")
    func onTheLoop() throws {
      let loop = DispatchLoop()
      let engine = try Self.engine(on: loop)
      loop.queue.sync {
        engine.redraw()
        engine.stop(.inputEnded)
      }
      #expect(loop.queue.sync { engine.stopReason } == .inputEnded)
    }

    @Test("an entry point called off the loop stops a debug build (the check fires)")
    func offTheLoop() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          let loop = DispatchLoop()
          let engine = try LoopConfinementTests.engine(on: loop)
          engine.stop(.inputEnded)
        })
      let said = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(said.contains("Engine.stop called off the engine's loop"), "\(said)")
    }

    @Test("advancing an EmbeddedLoop from another thread stops a debug build")
    func embeddedOffTheLoop() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          let handed = Handed(loop: EmbeddedLoop())
          LoopConfinementTests.onAnotherThread { handed.loop.advanceTime(by: 1) }
        })
      let said = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(said.contains("EmbeddedLoop.advanceTime called off the engine's loop"), "\(said)")
    }
  #endif
}
