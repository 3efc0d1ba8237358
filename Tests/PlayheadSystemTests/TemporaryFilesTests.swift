import Glibc
import PlayheadSystem
import SystemPackage
import Testing

/// `TemporaryFiles`, the one maker of scratch directories and files, and the one opener of files
/// for writing beside the one for reading (`FileDescriptor.openForWriting`, `openForReading`).
@Suite("TemporaryFiles and opening files")
struct TemporaryFilesTests {
  @Test("TMPDIR counts when it is an absolute path, /tmp otherwise")
  func directoryFromTMPDIR() {
    #expect(TemporaryFiles.directory(tmpdir: nil) == "/tmp")
    #expect(TemporaryFiles.directory(tmpdir: "") == "/tmp")
    #expect(TemporaryFiles.directory(tmpdir: "scratch/here") == "/tmp")
    #expect(TemporaryFiles.directory(tmpdir: "/var/tmp") == "/var/tmp")
    #expect(TemporaryFiles.directory(tmpdir: "/var/tmp//") == "/var/tmp")
    #expect(TemporaryFiles.directory(tmpdir: "/") == "/")
  }

  @Test("a directory made in a base: named by the prefix, private, new each time")
  func makeDirectory() throws {
    let base = try TemporaryFiles.makeDirectory(prefix: "playhead-test-base")
    defer { rmdir(base) }
    #expect(base.hasPrefix(TemporaryFiles.directory + "/playhead-test-base-"))
    let first = try TemporaryFiles.makeDirectory(prefix: "inner", in: base)
    let second = try TemporaryFiles.makeDirectory(prefix: "inner", in: base)
    defer {
      rmdir(first)
      rmdir(second)
    }
    #expect(first != second)
    // "inner-" and mkdtemp's six characters.
    #expect(first.hasPrefix(base + "/inner-") && first.count == base.count + 1 + 6 + 6)
    var info = stat()
    #expect(stat(first, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFDIR)
    #expect(info.st_mode & 0o777 == 0o700)
    #expect(throws: Errno.noSuchFileOrDirectory) {
      try TemporaryFiles.makeDirectory(prefix: "inner", in: base + "/missing")
    }
  }

  @Test("an unlinked scratch file: readable and writable, nothing left in the directory")
  func unlinkedFile() throws {
    let base = try TemporaryFiles.makeDirectory(prefix: "playhead-test-scratch")
    defer { rmdir(base) }
    let fd = try TemporaryFiles.makeUnlinkedFile(prefix: "scratch", in: base)
    defer { try? fd.close() }
    #expect(try fd.writeAll(Array("abc".utf8)) == 3)
    _ = try fd.seek(offset: 0, from: .start)
    var bytes = [UInt8](repeating: 0, count: 8)
    let n = try bytes.withUnsafeMutableBytes { try fd.read(into: $0) }
    #expect(Array(bytes[..<n]) == Array("abc".utf8))
    // The directory is empty: rmdir succeeds only then.
    #expect(rmdir(base) == 0)
  }

  @Test("openForWriting creates or truncates, mode 0644 under the umask; openForReading reads it back")
  func writeThenRead() throws {
    let base = try TemporaryFiles.makeDirectory(prefix: "playhead-test-files")
    let path = base + "/file"
    defer {
      unlink(path)
      rmdir(base)
    }
    try FileDescriptor.createFile(path, contents: Array("a longer first text".utf8))
    try FileDescriptor.createFile(path, contents: Array("short".utf8))
    let fd = try FileDescriptor.openForReading(path)
    defer { try? fd.close() }
    var bytes = [UInt8](repeating: 0, count: 64)
    let n = try bytes.withUnsafeMutableBytes { try fd.read(into: $0) }
    #expect(String(decoding: bytes[..<n], as: UTF8.self) == "short")
    var info = stat()
    #expect(stat(path, &info) == 0)
    let mask = umask(0)
    umask(mask)
    #expect(info.st_mode & 0o777 == 0o644 & ~mask)
    #expect(throws: Errno.isDirectory) { try FileDescriptor.openForWriting(base) }
    #expect(throws: Errno.isDirectory) { try FileDescriptor.openForReading(base) }
    #expect(throws: Errno.noSuchFileOrDirectory) { try FileDescriptor.openForWriting(base + "/no/such") }
  }
}
