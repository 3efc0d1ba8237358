#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the launcher asks of a child beyond swift-subprocess: whether it has exited (without reaping
/// it, so that swift-subprocess still reaps it and reports its status) and signals to any process.
enum ProcessControl {
  /// Wraps `waitid(P_PID, pid, …, WEXITED | WNOHANG | WNOWAIT)`.
  static func hasExited(_ pid: Int32) -> Bool {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
    // With WNOHANG and no child ready, waitid leaves the pid field zero.
    return info._sifields._sigchld.si_pid == pid
  }

  /// Wraps `kill(2)`: a negative `pid` is a process group. Failures (already gone) are ignored.
  static func send(_ signal: Int32, to pid: Int32) { _ = kill(pid, signal) }
}
