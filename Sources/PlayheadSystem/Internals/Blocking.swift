import Dispatch
import Synchronization

/// Runs async work to completion from synchronous code (the CLI's commands, the testbed, synchronous
/// tests), on a serial queue of its own rather than on Swift's cooperative pool: a synchronous caller
/// may itself be on that pool (Swift Testing runs synchronous tests there), and two cores give it
/// only two threads, which blocked callers would otherwise take from the work they wait for.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
  let executor = QueueExecutor()
  let done = DispatchSemaphore(value: 0)
  let outcome = Mutex<Result<T, any Error>?>(nil)
  Task(executorPreference: executor) {
    let result: Result<T, any Error>
    do { result = .success(try await body()) } catch { result = .failure(error) }
    outcome.withLock { $0 = result }
    done.signal()
  }
  done.wait()
  return try outcome.withLock { $0! }.get()
}

/// A task executor on one serial `DispatchQueue` (libdispatch's own threads, not the cooperative pool).
private final class QueueExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "playhead.launch")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
