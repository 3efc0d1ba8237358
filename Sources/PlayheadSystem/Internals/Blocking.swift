import Dispatch
import Foundation
import Synchronization

/// Runs async work to completion from synchronous code (the CLI's commands, the testbed, synchronous
/// tests), on a thread of its own rather than on Swift's cooperative pool: a synchronous caller may
/// itself be on that pool (Swift Testing runs synchronous tests there), and two cores give it only two
/// threads, which blocked callers would otherwise take from the work they wait for. (A serial
/// `DispatchQueue` is no way out: on Linux it shares the pool's width-limited threads.)
///
/// Limit: swift-subprocess still runs one short unstructured task per run on the pool, so as many
/// synchronous callers blocked here at once as the pool has threads (two cores: two) wait forever
/// (seen with two testbed tests at once). Call it from the CLI's main thread only; code that tests
/// call synchronously (the testbed) and the tests' launchers keep theirs until they are async.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
  let done = DispatchSemaphore(value: 0)
  let outcome = Mutex<Result<T, any Error>?>(nil)
  Task(executorPreference: ThreadExecutor()) {
    let result: Result<T, any Error>
    do { result = .success(try await body()) } catch { result = .failure(error) }
    outcome.withLock { $0 = result }
    done.signal()
  }
  done.wait()
  return try outcome.withLock { $0! }.get()
}

/// A task executor on one thread of its own, which ends when the executor is released (every task
/// that prefers it retains it, so no job is left behind).
private final class ThreadExecutor: TaskExecutor {
  /// The queue of jobs the thread runs, shared with the thread (which must not retain the executor).
  private final class Jobs: Sendable {
    let pending = Mutex<(jobs: [UnownedJob], stopped: Bool)>(([], false))
    let signal = DispatchSemaphore(value: 0)
  }

  private let jobs = Jobs()

  init() {
    let jobs = self.jobs
    let executor = UnownedTaskExecutor(ordinary: self)
    let thread = Thread {
      while true {
        jobs.signal.wait()
        let next = jobs.pending.withLock { state -> UnownedJob?? in
          state.jobs.isEmpty ? (state.stopped ? .some(nil) : nil) : state.jobs.removeFirst()
        }
        switch next {
        case .some(.some(let job)): job.runSynchronously(on: executor)
        case .some(.none): return
        case .none: continue
        }
      }
    }
    thread.name = "playhead.launch"
    thread.start()
  }

  deinit {
    jobs.pending.withLock { $0.stopped = true }
    jobs.signal.signal()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.pending.withLock { $0.jobs.append(job) }
    jobs.signal.signal()
  }
}
