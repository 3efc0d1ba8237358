import Foundation
import Glibc
import PlayheadSystem

/// A child in its own process group, run to completion with a hard timeout; wraps `posix_spawn`,
/// `poll`, `waitpid` and `kill`.
///
/// Hand-written, not PlayheadSystem's launcher on swift-subprocess: tests call the testbed from
/// synchronous test functions on Swift's cooperative pool, and swift-subprocess 1.0.2 needs a free
/// thread of that pool for every run (an unstructured task in its clean-up), so two such tests at
/// once on two cores waited forever (seen here). It goes when the tests that drive it are async.
///
/// The hard timeout is a safety net that a correct run never reaches: it kills the whole group
/// (SIGKILL) and reports `timedOut`. A planned stop (`interrupt`) sends SIGINT to one process at a
/// given time, which is how a consumer such as `libinput debug-events` is ended after the script.
struct ChildProcess {
  struct Result {
    /// Exit status, or 128 + signal number when the child was killed by a signal.
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    var interrupted: Bool
    /// The launcher was ended because the command inside had already exited.
    var launcherEnded: Bool
  }

  struct Interrupt {
    /// CLOCK_MONOTONIC µs at which to send SIGINT at the latest.
    var at: Int64
    /// Polled each turn: true sends SIGINT before `at`.
    var ready: () -> Bool = { false }
    /// Reads the pid to signal (e.g. from a pid file); nil: the child itself.
    var target: () -> pid_t?
    /// The signal sent: SIGINT (Ctrl-C) unless a run asks for SIGTERM or SIGHUP.
    var signal: Int32 = SIGINT
  }

  /// Runs `argv` capturing stdout and stderr.
  static func run(
    _ argv: [String], environment: [String: String]? = nil, timeout: Double, interrupt: Interrupt? = nil,
    capture: Bool = true, commandGone: (() -> Bool)? = nil
  ) throws(TestbedError) -> Result {
    guard let program = Executables.find(argv[0]) else { throw .unavailable("\(argv[0]) is not on PATH") }
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    if capture {
      guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
        throw .setup("pipe: \(String(cString: strerror(errno)))")
      }
      for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if capture {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
      posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var flags = Int16(POSIX_SPAWN_SETPGROUP)
    if !capture {
      // Stay in the terminal's foreground group so the command can read keys.
      flags = 0
    }
    posix_spawnattr_setflags(&attributes, flags)
    posix_spawnattr_setpgroup(&attributes, 0)

    var env = environment ?? ProcessInfo.processInfo.environment
    if environment == nil { env = ProcessInfo.processInfo.environment }
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, &attributes, cArgs, cEnv)
    if capture {
      close(outPipe[1])
      close(errPipe[1])
    }
    guard spawned == 0 else {
      if capture {
        close(outPipe[0])
        close(errPipe[0])
      }
      throw .setup("cannot start \(program): \(String(cString: strerror(spawned)))")
    }

    let deadline = MonotonicClock.now() + Int64(timeout * 1_000_000)
    var out = Data()
    var err = Data()
    var open: [Int32] = capture ? [outPipe[0], errPipe[0]] : []
    var status: Int32?
    var reapedAt: Int64 = 0
    var timedOut = false
    var interrupted = false
    var goneAt: Int64?
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let now = MonotonicClock.now()
      if status == nil {
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid {
          status = Self.decode(raw)
          reapedAt = now
        }
      }
      if status != nil && open.isEmpty { break }
      if status != nil && now - reapedAt > 2_000_000 {
        // The child is gone but something it started still holds the pipes: end the group.
        kill(-pid, SIGKILL)
        break
      }
      // The command inside ended but its launcher did not (umockdev-run blocks writing to a node
      // nobody reads): end the launcher, politely first.
      if status == nil, let gone = commandGone {
        if goneAt == nil, gone() { goneAt = now }
        if let since = goneAt {
          if now - since > 2_500_000 {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
          } else if now - since > 500_000 {
            kill(-pid, SIGTERM)
            kill(pid, SIGTERM)
          }
        }
      }
      if let planned = interrupt, !interrupted, status == nil, now >= planned.at || planned.ready() {
        let target = planned.target() ?? pid
        kill(target, planned.signal)
        interrupted = true
      }
      if !timedOut && now >= deadline && status == nil {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        timedOut = true
      }
      var waitMS: Int64 = 20
      if let planned = interrupt, !interrupted { waitMS = max(0, min(waitMS, (planned.at - now) / 1000)) }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = fds.isEmpty ? poll(nil, 0, Int32(waitMS)) : poll(&fds, nfds_t(fds.count), Int32(waitMS))
      if ready > 0 {
        for entry in fds where entry.revents != 0 {
          let count = read(entry.fd, &buffer, buffer.count)
          if count > 0 {
            if entry.fd == outPipe[0] {
              out.append(buffer, count: count)
            } else {
              err.append(buffer, count: count)
            }
          } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close(entry.fd)
            open.removeAll { $0 == entry.fd }
          }
        }
      }
    }
    for fd in open { close(fd) }
    if status == nil {
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
      status = Self.decode(raw)
    }
    return Result(
      status: status ?? -1, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self),
      timedOut: timedOut, interrupted: interrupted, launcherEnded: goneAt != nil)
  }

  private static func decode(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
  }
}
