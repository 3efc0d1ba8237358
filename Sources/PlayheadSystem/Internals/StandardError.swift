#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Playhead's one way to say something on standard error: `playhead: …` on one line, its outside
/// text escaped (`TerminalText`), so a name from a file or a device cannot drive the terminal or
/// split the line. One `write(2)`, unbuffered, so the line is out before an `exit` or a crash.
public enum StandardError {
  /// `playhead: message` and a line break.
  public static func report(_ message: String) { writeLine("playhead: \(message)") }

  /// `line` and a line break, its outside text escaped (for `FILE:LINE:COLUMN: …` lines too).
  public static func writeLine(_ line: String) {
    var bytes = Array(TerminalText.escaped(line).utf8)
    bytes.append(UInt8(ascii: "\n"))
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return }
      offset += n
    }
  }
}
