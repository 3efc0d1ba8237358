import CLibinput

#if canImport(Glibc)
  import Glibc
#endif

/// libinput's log, kept off the terminal (the HUD owns it) unless `PLAYHEAD_LIBINPUT_LOG=1`.
enum LibinputLog {
  /// Whether libinput's messages go to stderr, read once.
  static let echo: Bool = getenv("PLAYHEAD_LIBINPUT_LOG").map { String(cString: $0) == "1" } ?? false

  /// A `libinput_log_handler`: formats with `vsnprintf` into a stack buffer, writes it to stderr
  /// with `write(2)` (one call per part, no `FILE *`: libc's `stderr` is a mutable global).
  static let handler: libinput_log_handler = { _, _, format, arguments in
    guard LibinputLog.echo, let format, let arguments else { return }
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
      let count = vsnprintf(buffer.baseAddress, 512, format, arguments)
      guard count > 0 else { return }
      let prefix: StaticString = "libinput: "
      _ = write(STDERR_FILENO, prefix.utf8Start, prefix.utf8CodeUnitCount)
      _ = write(STDERR_FILENO, buffer.baseAddress, min(Int(count), 511))
    }
  }
}
