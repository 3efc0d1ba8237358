import Glibc

/// A POSIX file descriptor owned by the transcript reader or the recording writer.
///
/// Wraps `open(2)`, `read(2)`, `write(2)` and `close(2)`, retrying on `EINTR`; nothing outside this
/// folder calls them. The descriptor is closed explicitly with `close()` (it is a plain value).
struct FileDescriptor {
  let rawValue: Int32

  static let standardInput = FileDescriptor(rawValue: 0)
  static let standardOutput = FileDescriptor(rawValue: 1)
  static let standardError = FileDescriptor(rawValue: 2)

  /// `open(path, O_RDONLY | O_CLOEXEC)`; refuses directories with `EISDIR` up front.
  static func openForReading(_ path: String) throws(SystemError) -> FileDescriptor {
    var fd: Int32
    repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
    guard fd >= 0 else { throw .current }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      _ = Glibc.close(fd)
      throw SystemError(code: EISDIR)
    }
    return FileDescriptor(rawValue: fd)
  }

  /// `open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)`.
  static func openForWriting(_ path: String) throws(SystemError) -> FileDescriptor {
    var fd: Int32
    repeat { fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) } while fd < 0 && errno == EINTR
    guard fd >= 0 else { throw .current }
    return FileDescriptor(rawValue: fd)
  }

  /// `read(2)` into `buffer`; 0 at end of file.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    while true {
      let n = Glibc.read(rawValue, buffer.baseAddress, buffer.count)
      if n >= 0 { return n }
      if errno != EINTR { throw .current }
    }
  }

  /// `write(2)` until every byte is written (a short write is continued, not lost).
  func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      offset += n
    }
  }

  /// `writeAll(_:)` for a byte array: the one place that unwraps its buffer for `write(2)`.
  func writeAll(_ bytes: [UInt8]) throws(SystemError) {
    let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
      do throws(SystemError) {
        try writeAll(buffer)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// `close(2)`; errors are ignored (the bytes were already written with `writeAll`).
  func close() { _ = Glibc.close(rawValue) }
}
