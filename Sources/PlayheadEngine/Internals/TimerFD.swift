import CTimerFD
import Glibc

/// A CLOCK_MONOTONIC timerfd (`timerfd_create(2)`): one absolute deadline, readable once it passed.
/// Non-blocking, so a read after the deadline moved finds nothing instead of waiting.
struct TimerFD {
  let fd: Int32

  /// Wraps `timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC)`; nil when the kernel refuses.
  init?() {
    let fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK) | Int32(TFD_CLOEXEC))
    guard fd >= 0 else { return nil }
    self.fd = fd
  }

  /// Wraps `timerfd_settime(2)` with `TFD_TIMER_ABSTIME`: expire at `monotonic` µs (a deadline in the
  /// past expires at once); nil disarms. No allocation: the hot path of every armed timer.
  func set(monotonic: Int64?) {
    var value = itimerspec()
    if let monotonic {
      let nanoseconds = max(monotonic, 0) * 1000 + 1  // 0 would disarm
      value.it_value.tv_sec = Int(nanoseconds / 1_000_000_000)
      value.it_value.tv_nsec = Int(nanoseconds % 1_000_000_000)
    }
    _ = timerfd_settime(fd, Int32(TFD_TIMER_ABSTIME), &value, nil)
  }

  /// Wraps `read(2)` of the expiration count, clearing the readiness (0 when it had not expired).
  func acknowledge() {
    var expirations: UInt64 = 0
    _ = read(fd, &expirations, 8)
  }

  func close() { _ = Glibc.close(fd) }
}
