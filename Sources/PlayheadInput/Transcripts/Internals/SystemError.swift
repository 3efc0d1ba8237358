import Glibc

/// An `errno` value from a failed system call, with the C library's text for it.
struct SystemError: Error, Equatable {
  var code: Int32

  /// `strerror(3)`'s description, e.g. "No such file or directory".
  var message: String { String(cString: strerror(code)) }

  static var current: SystemError { SystemError(code: errno) }
}
