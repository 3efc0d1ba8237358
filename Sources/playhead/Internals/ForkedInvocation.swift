import Glibc
import PlayheadSystem

/// One run of a closure in a forked child of this process, with its standard output and error
/// captured and a time limit: what `playhead helper run-many` isolates each argument vector in, so a
/// crash or a hang ends only that child. Forking (no exec) costs about a millisecond where a new
/// `playhead` process costs tens; the caller must be single-threaded when it forks.
enum ForkedInvocation {
  struct Outcome {
    var status: Int32  // the exit status, or 128 + the signal
    var signal: Int32?
    var timedOut: Bool  // the time limit's SIGALRM ended it
    var stdout: [UInt8]
    var stderr: [UInt8]
  }

  static func run(timeLimit seconds: UInt32, _ body: () -> Never) -> Outcome {
    let out = scratchFile()
    let err = scratchFile()
    defer {
      close(out)
      close(err)
    }
    fflush(nil)  // nothing the parent buffered may be written again by the child
    let pid = fork()
    if pid == 0 {
      let null = open("/dev/null", O_RDONLY)
      dup2(null, STDIN_FILENO)
      dup2(out, STDOUT_FILENO)
      dup2(err, STDERR_FILENO)
      alarm(seconds)  // a hang ends with SIGALRM's default action
      body()
    }
    guard pid > 0 else {
      return Outcome(
        status: 71, signal: nil, timedOut: false, stdout: [], stderr: Array("fork failed\n".utf8))
    }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
    // <sys/wait.h>'s macros, which Swift does not import: low 7 bits the signal, next byte the status.
    let signal = raw & 0x7f
    let status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    return Outcome(
      status: status, signal: signal == 0 ? nil : signal, timedOut: signal == SIGALRM,
      stdout: contents(of: out), stderr: contents(of: err))
  }

  /// An unlinked temporary file (`memfd_create` is not in Swift's Glibc module), -1 if none.
  private static func scratchFile() -> Int32 {
    (try? TemporaryFiles.makeUnlinkedFile(prefix: "playhead-run-many"))?.rawValue ?? -1
  }

  /// Everything written to a scratch file.
  private static func contents(of fd: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    var offset: off_t = 0
    while true {
      let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
      if n <= 0 { break }
      bytes += chunk[0..<n]
      offset += off_t(n)
    }
    return bytes
  }
}
