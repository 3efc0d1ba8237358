import Foundation

/// One record of the preload library's read stamps (`PLAYHEAD_READ_STAMPS`): a `read()` of an input
/// node, 40 bytes little-endian (see playhead_preload.c, `struct playhead_read_stamp`).
public struct ReadStamp: Sendable, Hashable {
  /// CLOCK_MONOTONIC µs when read() returned.
  public var readTime: Int64
  /// Event times (µs, the events' own timestamps) of the first and last event in the buffer.
  public var firstEventTime: Int64
  public var lastEventTime: Int64
  public var pid: Int32
  public var fd: Int32
  /// Bytes read; negative for a read that failed: −ENODEV, the device vanished; −EAGAIN, the node was
  /// empty (recorded only with `PreloadLibrary.drainedStampsVariable`, see `isDrained`).
  public var bytes: Int32
  /// SYN_REPORTs in the buffer: frames completed by this read.
  public var synReports: Int32

  public static let size = 40

  /// The read that found the node empty (EAGAIN): the reader drained it and its dispatch returns next
  /// (libinput reads until EAGAIN in `libinput_dispatch`). Stamped only when asked for.
  public var isDrained: Bool { bytes == -EAGAIN }

  /// Bytes of one `struct input_event` on 64-bit Linux.
  public static let inputEventSize = 24

  /// False for a read that returned part of an event: the kernel's evdev never does; umockdev does once
  /// it has dropped a byte of an event stamped in a garbled second (`Testbed+UmockdevSeconds.swift`).
  /// libevdev answers such a read with EINVAL and libinput stops reading the device.
  public var isWholeEvents: Bool { bytes <= 0 || Int(bytes) % Self.inputEventSize == 0 }

  public init(
    readTime: Int64, firstEventTime: Int64, lastEventTime: Int64, pid: Int32, fd: Int32, bytes: Int32,
    synReports: Int32
  ) {
    self.readTime = readTime
    self.firstEventTime = firstEventTime
    self.lastEventTime = lastEventTime
    self.pid = pid
    self.fd = fd
    self.bytes = bytes
    self.synReports = synReports
  }

  /// Decodes whole records; a torn last record is ignored.
  public static func decode(_ data: Data) -> [ReadStamp] {
    var stamps: [ReadStamp] = []
    stamps.reserveCapacity(data.count / size)
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset + size <= raw.count {
        func int64(_ at: Int) -> Int64 {
          Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + at, as: Int64.self))
        }
        func int32(_ at: Int) -> Int32 {
          Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + at, as: Int32.self))
        }
        stamps.append(
          ReadStamp(
            readTime: int64(0), firstEventTime: int64(8), lastEventTime: int64(16), pid: int32(24),
            fd: int32(28),
            bytes: int32(32), synReports: int32(36)))
        offset += size
      }
    }
    return stamps
  }

  /// Reads a stamps file.
  public static func read(contentsOf path: String) -> [ReadStamp] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return decode(data)
  }
}
