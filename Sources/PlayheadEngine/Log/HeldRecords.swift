import PlayheadEvents
import PlayheadSystem

/// Log records held back while frames await presentation: a fixed ring of reusable line buffers, in
/// the order the records were made. A frame's line is kept without its closing `}` and newline, so its
/// presentation can be appended when it is known.
struct HeldRecords {
  /// What is known of a held record.
  enum Ending: Equatable {
    /// Not a frame, or a frame whose fate is not known yet.
    case none
    /// Presented at, how, and (0 when unknown) when the frame was built and committed, µs.
    case presented(Instant, PresentationFlags, built: Instant = 0, committed: Instant = 0)
    case discarded
  }

  private(set) var lines: [[UInt8]]
  /// The frame number of each held frame record; -1 for the other records.
  private(set) var seqs: [Int]
  private(set) var endings: [Ending]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int) {
    let capacity = max(1, capacity)
    lines = [[UInt8]](repeating: [], count: capacity)
    seqs = [Int](repeating: -1, count: capacity)
    endings = [Ending](repeating: .none, count: capacity)
  }

  var capacity: Int { lines.count }
  var isFull: Bool { count == lines.count }

  /// Appends a record (the ring must not be full); `seq` nil for a record that is not a frame.
  mutating func append(_ bytes: UnsafeRawBufferPointer, seq: Int?) {
    let slot = (head + count) % lines.count
    lines[slot].removeAll(keepingCapacity: true)
    if seq == nil {
      lines[slot].append(contentsOf: bytes)
    } else {
      lines[slot].append(contentsOf: bytes[..<(bytes.count - 2)])  // without "}\n"
    }
    seqs[slot] = seq ?? -1
    endings[slot] = .none
    count += 1
  }

  /// Sets the ending of held frame `seq`; false when it is not held.
  mutating func resolve(seq: Int, _ ending: Ending) -> Bool {
    var i = 0
    while i < count {
      let slot = (head + i) % lines.count
      if seqs[slot] == seq {
        endings[slot] = ending
        return true
      }
      i += 1
    }
    return false
  }

  /// The oldest record can be written: it is not a frame, or its fate is known (or `force`).
  func headIsReady(force: Bool) -> Bool {
    guard count > 0 else { return false }
    return force || seqs[head] < 0 || endings[head] != .none
  }

  /// The oldest record, completed, into `out` (cleared first); then drops it.
  mutating func popHead(into out: inout [UInt8]) {
    out.removeAll(keepingCapacity: true)
    out.append(contentsOf: lines[head])
    if seqs[head] >= 0 {
      switch endings[head] {
      case .none: break
      case .presented(let time, let flags, let built, let committed):
        if built > 0 {
          JSONBytes.literal(",\"built\":", &out)
          JSONBytes.appendInteger(built.microseconds, to: &out)
        }
        if committed > 0 {
          JSONBytes.literal(",\"committed\":", &out)
          JSONBytes.appendInteger(committed.microseconds, to: &out)
        }
        JSONBytes.literal(",\"presented\":", &out)
        JSONBytes.appendInteger(time.microseconds, to: &out)
        JSONBytes.literal(",\"presentFlags\":[", &out)
        var first = true
        for (flag, name) in PresentationFlags.names where flags.contains(flag) {
          if !first { out.append(UInt8(ascii: ",")) }
          first = false
          out.append(UInt8(ascii: "\""))
          JSONBytes.literal(name, &out)
          out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: "]"))
      case .discarded:
        JSONBytes.literal(",\"discarded\":true", &out)
      }
      out.append(UInt8(ascii: "}"))
      out.append(UInt8(ascii: "\n"))
    }
    head = (head + 1) % lines.count
    count -= 1
  }
}
