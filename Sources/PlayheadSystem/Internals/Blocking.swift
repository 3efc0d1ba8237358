import Dispatch
import Foundation
import Synchronization

/// Runs async work to completion from synchronous code (the CLI's commands), on a thread of its own
/// rather than on Swift's cooperative pool. Only from the CLI's main thread: swift-subprocess runs one
/// short unstructured task per run on the pool, so synchronous callers blocked here from the pool (a
/// synchronous test) could take every thread of it (two on two cores) and wait forever; code that
/// runs on the pool awaits `ChildProcess.run` instead. (A serial `DispatchQueue` is no way out: on
/// Linux it shares the pool's width-limited threads.)
func runBlocking<T: Sendable>(_ body: sending @escaping () async throws -> T) throws -> T {
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
