import SystemPackage

extension FileDescriptor {
  /// `open(2)` of `path` for reading (close-on-exec), refusing a directory as the open error it is
  /// (a directory opens, and would fail only at the first read). The transcripts' and logs' one opener.
  public static func openForReading(_ path: String) throws(Errno) -> FileDescriptor {
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

  /// `open(2)` of `path` for writing: created (mode 0644 before the umask) or truncated, close-on-exec.
  /// Every file Playhead writes (logs, recordings, stamps, the testbed's device files) opens here.
  public static func openForWriting(_ path: String) throws(Errno) -> FileDescriptor {
    do {
      return try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate, .closeOnExec],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
    } catch {
      throw error as? Errno ?? .ioError
    }
  }

  /// `bytes` as the whole of the file at `path` (`openForWriting`, every byte written, closed): for
  /// files written in one go.
  public static func createFile(_ path: String, contents bytes: some Sequence<UInt8>) throws(Errno) {
    let fd = try openForWriting(path)
    do {
      _ = try fd.writeAll(bytes)
      try fd.close()
    } catch {
      try? fd.close()
      throw error as? Errno ?? .ioError
    }
  }
}
