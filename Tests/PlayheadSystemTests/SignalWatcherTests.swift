import Dispatch
import Glibc
import PlayheadSystem
import Testing

/// `SignalWatcher`, Playhead's one way to take signals: the engine's stop, the HUD's resize, `devices
/// --watch`, and the forwarding of the demo and the bench's stampers to their children. The signals
/// here are SIGUSR1 and SIGUSR2, which nothing else in this test process watches.
@Suite("SignalWatcher")
struct SignalWatcherTests {
  @Test("a signal sent to the process reaches the handler, on its queue", .timeLimit(.minutes(1)))
  func deliveredOnTheQueue() async {
    let queue = DispatchQueue(label: "playhead.test.signals")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let (delivered, continuation) = AsyncStream.makeStream(of: (signal: Int32, onQueue: Bool).self)
    let (watching, ready) = AsyncStream.makeStream(of: Void.self)
    let watcher = SignalWatcher(
      signals: [SIGUSR1], queue: queue, ignoresBrokenPipe: false, whenWatching: { ready.yield() }
    ) { number in
      continuation.yield((number, DispatchQueue.getSpecific(key: key) == true))
    }
    #expect(watcher.received == nil)
    // Sent only once libdispatch watches it: before, SIG_IGN would drop it.
    for await _ in watching { break }
    kill(getpid(), SIGUSR1)
    var first: (signal: Int32, onQueue: Bool)?
    for await delivery in delivered {
      first = delivery
      break
    }
    #expect(first?.signal == SIGUSR1)
    #expect(first?.onQueue == true)
    #expect(watcher.received == SIGUSR1)
    watcher.cancel()
  }

  @Test("forwarding: a signal sent to the process reaches the child it names", .timeLimit(.minutes(1)))
  func forwardedToTheChild() async throws {
    // `sleep` ends by the forwarded SIGUSR2 (its default action); the timeout bounds a failed forward.
    let options = ChildProcess.Options(output: .discard, error: .discard, timeout: 20)
    let (result, _) = try await ChildProcess.run(["sleep", "30"], options) { running in
      let (asked, continuation) = AsyncStream.makeStream(of: Void.self)
      let (watching, ready) = AsyncStream.makeStream(of: Void.self)
      let forwarder = SignalWatcher(forwarding: [SIGUSR2], whenWatching: { ready.yield() }) {
        continuation.yield()
        return [running.pid]
      }
      for await _ in watching { break }
      kill(getpid(), SIGUSR2)
      for await _ in asked { break }
      // The forward runs on past the moment it named its target; cancelling does not stop it.
      #expect(forwarder.received == SIGUSR2)
      forwarder.cancel()
    }
    #expect(result.signal == SIGUSR2)
    #expect(result.timedOut == false)
  }

  @Test("the exit status after a fatal signal is 128 + its number")
  func exitStatus() {
    #expect(SignalWatcher.exitStatus(for: SIGINT) == 130)
    #expect(SignalWatcher.exitStatus(for: SIGTERM) == 143)
  }
}
