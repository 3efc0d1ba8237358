import Glibc

/// Why writing to an output stopped.
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reader went away (EPIPE): `playhead … | head -1`. A clean stop, not a failure.
  case closed(name: String)
  /// Any other write error (ENOSPC on /dev/full, EIO on a closed terminal, …), with `errno`.
  case failed(name: String, errno: Int32)
  /// The file could not be opened, with `errno`.
  case cannotOpen(name: String, errno: Int32)

  public var description: String {
    switch self {
    case .closed(let name): return "\(name): the reader closed the pipe"
    case .failed(let name, let code): return "cannot write to \(name): \(String(cString: strerror(code)))"
    case .cannotOpen(let name, let code): return "cannot open \(name) for writing: \(String(cString: strerror(code)))"
    }
  }
}

/// A file descriptor written with plain `write(2)` calls: each call is one line or one frame, so
/// nothing sits in a buffer when the process stops.
public final class FileOutput {
  /// The name errors use: the path, or "stdout".
  public let name: String
  public let fd: Int32
  private let ownsDescriptor: Bool
  /// Bytes written so far.
  public private(set) var bytesWritten = 0

  /// Wraps a descriptor the caller keeps open (stdout).
  public init(fd: Int32, name: String) {
    self.fd = fd
    self.name = name
    ownsDescriptor = false
  }

  /// Opens (creates or truncates) `path` for writing; `open(2)`.
  public init(path: String) throws(OutputError) {
    let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .cannotOpen(name: path, errno: errno) }
    self.fd = fd
    name = path
    ownsDescriptor = true
  }

  deinit { if ownsDescriptor { Glibc.close(fd) } }

  /// Writes all of `bytes` with `write(2)`, retrying on EINTR and short writes.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let n = Glibc.write(fd, base, remaining)
      if n < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN {
          // A non-blocking descriptor someone else set up: wait until it drains.
          var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&p, 1, -1)
          continue
        }
        if code == EPIPE { throw .closed(name: name) }
        throw .failed(name: name, errno: code)
      }
      base += n
      remaining -= n
      bytesWritten += n
    }
  }

  /// Writes a byte array (see `write(_:)`).
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    var failure: OutputError?
    bytes.withUnsafeBytes { raw in
      do throws(OutputError) { try write(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Whether the descriptor is a terminal (`isatty(3)`).
  public var isTerminal: Bool { isatty(fd) == 1 }
}
