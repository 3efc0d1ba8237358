import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Playhead's one maker of temporary directories and scratch files, in `$TMPDIR` when it is an
/// absolute path and in /tmp otherwise (POSIX's rule, and what `mktemp` does). Wraps `mkdtemp(3)`
/// and `mkstemp(3)`.
public enum TemporaryFiles {
  /// Where temporary files go: `$TMPDIR` when it is an absolute path, /tmp otherwise.
  public static var directory: String {
    directory(tmpdir: getenv("TMPDIR").map { String(cString: $0) })
  }

  /// `directory` for a given value of `TMPDIR` (nil: unset), without a trailing slash.
  public static func directory(tmpdir: String?) -> String {
    guard var base = tmpdir, base.hasPrefix("/") else { return "/tmp" }
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    return base
  }

  /// A new directory `<in>/<prefix>-XXXXXX` (mode 0700), which the caller removes.
  public static func makeDirectory(prefix: String, in base: String = directory) throws(Errno) -> String {
    var template = Array(path(base, prefix).utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw Errno(rawValue: errno)
    }
    return String(cString: made)
  }

  /// A new file `<in>/<prefix>-XXXXXX` opened for reading and writing (close-on-exec) and unlinked
  /// at once: scratch room that leaves nothing behind, even when the process is killed.
  public static func makeUnlinkedFile(prefix: String, in base: String = directory) throws(Errno)
    -> FileDescriptor
  {
    var template = Array(path(base, prefix).utf8CString)
    let raw = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard raw >= 0 else { throw Errno(rawValue: errno) }
    _ = fcntl(raw, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return FileDescriptor(rawValue: raw)
  }

  private static func path(_ base: String, _ prefix: String) -> String {
    (base == "/" ? "" : base) + "/" + prefix + "-XXXXXX"
  }
}
