import Glibc

/// The terminal's line discipline, saved and restored around the HUD (`tcgetattr`/`tcsetattr`).
struct TerminalMode {
  private var saved = termios()
  private(set) var isSaved = false
  let fd: Int32

  init(fd: Int32) { self.fd = fd }

  /// Saves the current mode and switches to key-at-a-time input without echo (`tcsetattr`).
  /// ISIG stays on so Ctrl-C still raises SIGINT, which the engine handles on its queue.
  mutating func enterKeyMode() -> Bool {
    guard tcgetattr(fd, &saved) == 0 else { return false }
    isSaved = true
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return tcsetattr(fd, TCSAFLUSH, &raw) == 0
  }

  /// Puts back the saved mode (`tcsetattr`); harmless when nothing was saved or the tty is gone.
  func restore() {
    guard isSaved else { return }
    var mode = saved
    _ = tcsetattr(fd, TCSAFLUSH, &mode)
  }
}

/// The terminal's size in cells (`ioctl(TIOCGWINSZ)`), nil when `fd` is not a terminal.
func terminalSize(fd: Int32) -> (columns: Int, rows: Int)? {
  var ws = winsize()
  guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
  return (Int(ws.ws_col), Int(ws.ws_row))
}

/// Reads whatever keys are waiting on `fd` (`read(2)`) into `buffer`; returns the count, 0 at end of
/// input, -1 with `errno` on error.
func readKeys(fd: Int32, into buffer: inout [UInt8]) -> Int {
  buffer.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress, raw.count) }
}
