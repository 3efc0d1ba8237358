import Foundation
import PlayheadSystem
import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// The receiving end of a consumer's output in the testbed mode of `playhead bench`: runs the consumer
/// as a child, reads what it writes the moment it arrives, and stamps each line (or each HUD frame)
/// on CLOCK_MONOTONIC, so "read of the device → output written" can be measured for any program.
///
/// It runs as the testbed's command (the process the testbed interrupts), forwards SIGINT to the
/// consumer, and writes its stamps file once the consumer's output ends: one line per output,
/// `NANOSECONDS<TAB>TEXT` (the line itself, or `FRAME<TAB>BYTES` for a terminal frame).
public enum LineStamper {
  /// A consumer writing lines into a pipe (`libinput debug-events`, `playhead live --log -`).
  /// Returns the consumer's exit status, or 70 when it could not run.
  public static func stampLines(command: [String], to path: String) -> Int32 {
    let pipe: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
    do { pipe = try FileDescriptor.pipe() } catch { return report("pipe: \(error)") }
    defer { try? pipe.readEnd.close() }
    var stamps = [UInt8]()
    var line = [UInt8]()
    let result = run(command, input: nil, output: pipe.writeEnd, reading: pipe.readEnd) { now, bytes in
      for byte in bytes {
        if byte == UInt8(ascii: "\n") {
          stamps.append(contentsOf: Array("\(now)\t".utf8))
          stamps.append(contentsOf: line)
          stamps.append(UInt8(ascii: "\n"))
          line.removeAll(keepingCapacity: true)
        } else {
          line.append(byte)
        }
      }
    }
    return finish(result, stamps, path)
  }

  /// A consumer drawing on a terminal (`playhead live` with its HUD): a pseudo-terminal of the bench's
  /// HUD size (`BenchRun.hudSize`); each end of a synchronized update (`ESC [ ? 2026 l`) is one frame.
  public static func stampTerminal(command: [String], to path: String) -> Int32 {
    guard let slave = PseudoTerminal.open() else {
      return report("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let (master, slavePath) = slave
    let (columns, rows) = BenchRun.hudSize
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
    let terminal = FileDescriptor(rawValue: master)
    defer { try? terminal.close() }
    let input: FileDescriptor
    let output: FileDescriptor
    do {
      input = try FileDescriptor.open(slavePath, .readWrite, options: .closeOnExec)
      output = try input.duplicate()
    } catch {
      return report("cannot open \(slavePath): \(error)")
    }
    setenv("TERM", "xterm-256color", 1)
    let end: [UInt8] = Array("\u{1B}[?2026l".utf8)
    var stamps = [UInt8]()
    var matched = 0
    var frameBytes = 0
    let result = run(command, input: input, output: output, reading: terminal) { now, bytes in
      for byte in bytes {
        frameBytes += 1
        // A small matcher for the end marker, carried across reads.
        if byte == end[matched] {
          matched += 1
          if matched == end.count {
            stamps.append(contentsOf: Array("\(now)\tFRAME\t\(frameBytes)\n".utf8))
            matched = 0
            frameBytes = 0
          }
        } else {
          matched = byte == end[0] ? 1 : 0
        }
      }
    }
    return finish(result, stamps, path)
  }

  /// Runs the consumer with SIGINT and SIGTERM forwarded to it and hands each chunk of its output,
  /// with its arrival time, to `body`. Nil (reported) when it could not run.
  static func run(
    _ command: [String], input: FileDescriptor?, output: FileDescriptor, reading: FileDescriptor,
    _ body: @escaping (Int64, UnsafeRawBufferPointer) -> Void
  ) -> ChildProcess.Result? {
    guard !command.isEmpty else {
      _ = report("no command")
      return nil
    }
    do {
      return try ChildProcess.run(command, input: input, output: output) { pid in
        let forwarder = SignalWatcher(forwarding: [SIGINT, SIGTERM]) { [pid] }
        withExtendedLifetime(forwarder) { read(reading.rawValue, body) }
      }
    } catch {
      _ = report(error.description)
      return nil
    }
  }

  /// Writes the stamps. Returns the consumer's exit status (0 when it was stopped by the SIGINT or
  /// SIGTERM it was sent, 128 + n for another signal), 70 when it could not run.
  static func finish(_ result: ChildProcess.Result?, _ stamps: [UInt8], _ path: String) -> Int32 {
    guard let result else { return 70 }
    do throws(Errno) {
      try FileDescriptor.createFile(path, contents: stamps)
    } catch {
      return report("cannot write \(path): \(error)")
    }
    if let signal = result.signal { return signal == SIGINT || signal == SIGTERM ? 0 : result.status }
    return result.status
  }

  /// Reads `fd` until EOF or EIO, calling `body` with the arrival time (ns) of each chunk.
  static func read(_ fd: Int32, _ body: (Int64, UnsafeRawBufferPointer) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      let now = MonotonicClock.nanoseconds()
      if n > 0 {
        buffer.withUnsafeBytes { body(now, UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  static func report(_ message: String) -> Int32 {
    StandardError.report("stamper: \(message)")
    return 70
  }
}

/// posix_openpt, grantpt, unlockpt and ptsname_r, which Swift's Glibc module leaves out (they need
/// _XOPEN_SOURCE); looked up with dlsym.
enum PseudoTerminal {
  /// posix_openpt(flags), grantpt(fd), unlockpt(fd): one C shape.
  typealias FDFunction = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  static func symbol<T>(_ name: String, as type: T.Type) -> T? {
    guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(pointer, to: type)
  }

  /// A new pseudo-terminal: the master fd and the slave's path.
  static func open() -> (Int32, String)? {
    guard let openpt = symbol("posix_openpt", as: FDFunction.self),
      let grant = symbol("grantpt", as: FDFunction.self),
      let unlock = symbol("unlockpt", as: FDFunction.self),
      let name = symbol("ptsname_r", as: NameFunction.self)
    else { return nil }
    let master = openpt(O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: 128)
    guard grant(master) == 0, unlock(master) == 0, name(master, &buffer, buffer.count) == 0 else {
      close(master)
      return nil
    }
    return (master, String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }
}
