import ArgumentParser
// `@preconcurrency` for glibc's `stdout` alone, the one C global this file reads: Swift 6 refuses any
// read of a C `var`. Playhead never reassigns it (no `freopen`), and stdio locks the FILE it names
// itself (`flockfile`), so reading the pointer from any thread is safe.
@preconcurrency import Glibc
import PlayheadSystem

/// stdio's standard output, where `print` writes.
enum StandardOutput {
  /// Prints text made for a terminal (tables, listings, summaries) with its outside text escaped
  /// (`TerminalText.escapedLines`): the one way the commands print text that holds a file's or a
  /// device's names. JSON is printed as it is: `JSONBytes` escapes the same characters.
  static func print(_ text: String, terminator: String = "\n") {
    Swift.print(TerminalText.escapedLines(text), terminator: terminator)
  }

  /// Flushes it; returns the errno of a failed write (0 when stdio did not say), nil when all was written.
  static func flush() -> Int32? {
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return nil }
    return errno
  }
}

extension CLIError {
  /// Flushes standard output and turns a failed write (a full disk, `> /dev/full`) into one line and
  /// EX_IOERR: `print` alone loses the error when stdio flushes at exit, and the command exits 0.
  /// Used by `sample`, `transitions` and `devices`.
  static func flushStandardOutput() throws {
    guard let code = StandardOutput.flush() else { return }
    let reason = code == 0 ? "write error" : String(cString: strerror(code))
    throw failure("standard output: cannot write: \(reason)", SysExits.ioError)
  }
}
