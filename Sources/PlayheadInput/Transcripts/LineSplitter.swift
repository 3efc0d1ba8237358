/// Cuts a byte stream into lines without ever holding more than `maxLineLength` bytes of one line.
///
/// A line that fits in the chunk being read is handed over in place; only a line that straddles two
/// chunks is copied into `carry` (reserved once). A longer line keeps its first `maxLineLength` bytes
/// and is flagged `overlong`; the rest is skipped as it streams past, so a 10 MB line costs no memory.
struct LineSplitter {
  let maxLineLength: Int
  private var carry: [UInt8]
  private var carryOverlong = false

  init(maxLineLength: Int) {
    self.maxLineLength = maxLineLength
    carry = []
    carry.reserveCapacity(maxLineLength)
  }

  /// Calls `line` for every newline-terminated line in `chunk` (bytes, overlong), keeping the tail.
  mutating func feed<E: Error>(
    _ chunk: UnsafeBufferPointer<UInt8>, _ line: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Void
  ) throws(E) {
    var start = 0
    let count = chunk.count
    guard let base = chunk.baseAddress else { return }
    while start < count {
      guard let hit = ByteSearch.first(0x0A, from: base + start, count: count - start) else {
        append(UnsafeBufferPointer(start: base + start, count: count - start))
        return
      }
      let end = hit - base
      if carry.isEmpty && !carryOverlong {
        let length = end - start
        let kept = min(length, maxLineLength)
        try line(UnsafeBufferPointer(start: base + start, count: kept), length > maxLineLength)
      } else {
        append(UnsafeBufferPointer(start: base + start, count: end - start))
        let overlong = carryOverlong
        try carry.withUnsafeBufferPointer { (buffer) throws(E) in try line(buffer, overlong) }
        carry.removeAll(keepingCapacity: true)
        carryOverlong = false
      }
      start = end + 1
    }
  }

  /// Hands over the last line if the input did not end with a newline; returns whether there was one.
  mutating func finish<E: Error>(_ line: (UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Void) throws(E)
    -> Bool
  {
    guard !carry.isEmpty || carryOverlong else { return false }
    let overlong = carryOverlong
    try carry.withUnsafeBufferPointer { (buffer) throws(E) in try line(buffer, overlong) }
    carry.removeAll(keepingCapacity: true)
    carryOverlong = false
    return true
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let room = maxLineLength - carry.count
    if bytes.count > room {
      carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<room]))
      carryOverlong = true
    } else {
      carry.append(contentsOf: bytes)
    }
  }
}
