import SystemPackage

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

  /// Wraps `signal(2)` with `SIG_IGN`: the signal's default action off, so that a
  /// `DispatchSourceSignal` delivers it instead (`SignalWatcher`).
  static func ignore(_ number: Int32) { _ = signal(number, SIG_IGN) }
}

extension ProcessControl {
  /// A descriptor reading `bytes` then end of file: an unlinked temporary file (`TemporaryFiles`),
  /// written and rewound (a child's stdin from bytes needs no writer task, and nothing is left
  /// behind). (`memfd_create` is not in Swift's Glibc module.)
  static func memoryFile(_ bytes: [UInt8]) throws -> FileDescriptor {
    let fd = try TemporaryFiles.makeUnlinkedFile(prefix: "playhead-stdin")
    do {
      _ = try fd.writeAll(bytes)
      _ = try fd.seek(offset: 0, from: FileDescriptor.SeekOrigin.start)
    } catch {
      try? fd.close()
      throw error
    }
    return fd
  }
}
