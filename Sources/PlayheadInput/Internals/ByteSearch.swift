import Glibc

/// Finds a byte in memory with libc's vectorised search: the transcript reader looks for every
/// line's newline and NUL with it (measured hot path, issue 13: a byte-at-a-time loop was slower).
enum ByteSearch {
  /// The first `byte` in `count` bytes from `start`, nil when there is none. Wraps `memchr(3)`.
  @inline(__always)
  static func first(_ byte: UInt8, from start: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
    guard count > 0, let hit = memchr(start, Int32(byte), count) else { return nil }
    return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether `buffer` holds `byte`.
  @inline(__always)
  static func contains(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    return first(byte, from: base, count: buffer.count) != nil
  }
}
