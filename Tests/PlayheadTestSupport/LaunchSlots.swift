import Foundation

/// How many children the tests' launcher runs at once: as many as the machine has cores, or
/// `PLAYHEAD_TEST_LAUNCHES`. Async tests no longer hold a thread while their child runs, so without
/// a bound every launching test of a parallel run would start at once, and the testbed's and the
/// demo's real-time runs would starve on two cores (synchronous tests used to be bounded by the
/// cooperative pool's width). A run waits for a slot; a body never launches (a server whose body does, weston, takes no slot: `Launcher.serve`), so slots cannot
/// deadlock.
actor LaunchSlots {
  static let shared = LaunchSlots(
    count: ProcessInfo.processInfo.environment["PLAYHEAD_TEST_LAUNCHES"].flatMap { Int($0) }
      ?? max(2, ProcessInfo.processInfo.activeProcessorCount))

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { free = max(1, count) }

  /// Runs `body` in a slot.
  nonisolated func holding<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    await take()
    do {
      let value = try await body()
      await give()
      return value
    } catch {
      await give()
      throw error
    }
  }

  private func take() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
