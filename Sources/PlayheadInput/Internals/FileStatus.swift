#if canImport(Glibc)
  import Glibc
#endif

/// What `stat(2)` says about a path the user named, before anything opens it.
enum FileStatus: Equatable {
  case missing
  case permissionDenied
  case notCharacterDevice
  case characterDevice

  /// Wraps `stat(2)`.
  init(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else {
      self = (errno == EACCES || errno == EPERM) ? .permissionDenied : .missing
      return
    }
    self = (st.st_mode & S_IFMT) == S_IFCHR ? .characterDevice : .notCharacterDevice
  }

  /// Whether this user may read `path`. Wraps `access(2)` with `R_OK`.
  static func canRead(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
