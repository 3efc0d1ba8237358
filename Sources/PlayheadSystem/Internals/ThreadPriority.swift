// glibc's names (`__priority_which_t`): Playhead builds on glibc.
import Glibc

/// A thread's nice value on Linux, where it is per thread (`getpriority(2)`, `setpriority(2)` with
/// `PRIO_PROCESS` and a thread id).
enum ThreadPriority {
  /// The process's nice value as it started (`nice`, the parent's): its main thread's, whose thread id
  /// is the process id (`getpriority(PRIO_PROCESS, getpid())`); nil where it cannot be read. A later
  /// `renice` of the process id changes the main thread's alone.
  static func processNice() -> Int32? {
    errno = 0
    let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
    return nice == -1 && errno != 0 ? nil : nice
  }

  /// Sets the calling thread's nice value (`setpriority(PRIO_PROCESS, 0, nice)`), where the kernel
  /// lets it: a lower value than the thread's own needs CAP_SYS_NICE, and is left as it was without.
  static func setCurrentThreadNice(_ nice: Int32) {
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
  }
}
