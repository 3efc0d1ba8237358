import Glibc
import PlayheadSystem
import SystemPackage

/// Why writing to an output stopped.
public enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reader went away (EPIPE): `playhead … | head -1`. A clean stop, not a failure.
  case closed(name: String)
  /// Any other write error (ENOSPC on /dev/full, EIO on a closed terminal, …).
  case failed(name: String, errno: Errno)
  /// The file could not be opened.
  case cannotOpen(name: String, errno: Errno)

  public var description: String {
    switch self {
    case .closed(let name): return "\(name): the reader closed the pipe"
    case .failed(let name, let code): return "cannot write to \(name): \(code)"
    case .cannotOpen(let name, let code): return "cannot open \(name) for writing: \(code)"
    }
  }
}

/// A file descriptor written with plain `write(2)` calls: each call is one line or one frame (or, in
/// a `--speed max` replay's state log, a batch of whole lines), so nothing sits in a buffer here.
public final class FileOutput {
  /// The name errors use: the path, or "stdout".
  public let name: String
  public let fd: FileDescriptor
  private let ownsDescriptor: Bool
  /// Bytes written so far.
  public private(set) var bytesWritten = 0

  /// Wraps a descriptor the caller keeps open (stdout).
  public init(fd: FileDescriptor, name: String) {
    self.fd = fd
    self.name = name
    ownsDescriptor = false
  }

  /// Opens (creates or truncates) `path` for writing, mode 0644.
  public init(path: String) throws(OutputError) {
    do throws(Errno) {
      fd = try FileDescriptor.openForWriting(path)
    } catch {
      throw .cannotOpen(name: path, errno: error)
    }
    name = path
    ownsDescriptor = true
  }

  deinit { if ownsDescriptor { try? fd.close() } }

  /// Writes all of `bytes`, continuing short writes (swift-system retries EINTR).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    var offset = 0
    while offset < bytes.count {
      do {
        let n = try fd.write(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        offset += n
        bytesWritten += n
      } catch Errno.wouldBlock {
        // A non-blocking descriptor someone else set up: wait until it drains (`poll(2)`).
        var p = pollfd(fd: fd.rawValue, events: Int16(POLLOUT), revents: 0)
        _ = poll(&p, 1, -1)
      } catch Errno.brokenPipe {
        throw .closed(name: name)
      } catch {
        throw .failed(name: name, errno: error as? Errno ?? .ioError)
      }
    }
  }

  /// Writes a byte array (see `write(_:)`).
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    // The buffer's closure throws untyped: its outcome comes back as a typed Result.
    try bytes.withUnsafeBytes { raw in Result { () throws(OutputError) in try write(raw) } }.get()
  }
}
