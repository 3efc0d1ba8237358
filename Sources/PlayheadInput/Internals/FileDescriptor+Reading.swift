import SystemPackage

extension FileDescriptor {
  /// `open(2)` of `path` for reading (close-on-exec), refusing a directory as the open error it is
  /// (a directory opens, and would fail only at the first read). The transcripts' and logs' one opener.
  static func openForReading(_ path: String) throws(Errno) -> FileDescriptor {
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.open(path, .readOnly, options: .closeOnExec)
    } catch {
      throw error as? Errno ?? .ioError
    }
    if (try? fd.stat().type) == .directory {
      try? fd.close()
      throw .isDirectory
    }
    return fd
  }
}
