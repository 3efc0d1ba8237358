import PlayheadEvents
import PlayheadSystem

/// Lines of hand-written JSON in one reusable byte buffer (scalars by PlayheadSystem's one JSON writer, `JSONBytes`): no
/// `Encodable`, no Foundation, no allocation once the buffer has grown to its largest batch.
///
/// Hand-tuned because the state log is most of `replay --log`'s time (issue 26: 80 % when its bytes
/// were appended piece by piece into a Swift array, each append checking uniqueness and capacity).
/// Here each field reserves its room once and writes the key's bytes (the `StaticString`'s own,
/// one copy) and its number straight into memory this value alone owns; the buffer may hold many
/// records, which the state log writes in one call.
public struct JSONLine: ~Copyable, @unchecked Sendable {
  // @unchecked: the buffer and the memo slots are owned by this non-copyable value alone and freed
  // with it.
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Bytes in the buffer: finished records, then the one being written.
  public private(set) var count = 0
  /// Where the record being written (or the last one ended) starts.
  public private(set) var recordStart = 0
  private var needsComma = false

  public init(capacity: Int = 4096) {
    self.capacity = max(capacity, 256)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
    memos.deinitialize(count: memoCount)
    memos.deallocate()
  }

  /// Every byte in the buffer (after `end()`, the records including their newlines), as an array.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// The buffer's bytes (all records in it) for the duration of `body`.
  public func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The last record begun (from `recordStart`), for the duration of `body`.
  public func withRecord<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: base + recordStart, count: count - recordStart))
  }

  /// Empties the buffer (its memory is kept).
  public mutating func removeAll() {
    count = 0
    recordStart = 0
  }

  /// Starts a record `{"type":TYPE,"t":SECONDS` in the emptied buffer: `t` (µs) written as seconds.
  public mutating func begin(type: StaticString, t: Instant) {
    removeAll()
    beginAppending(type: type, t: t)
  }

  /// Starts a record after the records already in the buffer (the state log's batches).
  public mutating func beginAppending(type: StaticString, t: Instant) {
    recordStart = count
    // The fixed text around the type as two literals (measured, issue 26: field by field, each key
    // checked for a comma and stored its quotes apart).
    reserve(9 + type.utf8CodeUnitCount + 6 + JSONBytes.maximumNumberBytes)
    raw("{\"type\":\"")
    raw(type)
    raw("\",\"t\":")
    needsComma = true
    // From the µs count (measured, issue 26: each time went to Double seconds and back). The same text:
    // below 2⁵⁰ µs, `seconds` × 10⁶ is within ¼ of the count (two roundings), so rounds back to it.
    if t.microseconds.magnitude < 1 << 50 {
      count += JSONBytes.writeMillionths(t.microseconds, to: base + count)
    } else {
      number(t.seconds)
    }
  }

  /// Closes the record and adds the newline.
  public mutating func end() {
    reserve(2)
    put(UInt8(ascii: "}"))
    put(UInt8(ascii: "\n"))
  }

  // MARK: Fields

  // Always inlined (measured, issue 26): at each call the key is a constant, so its bytes are
  // stored directly instead of through a `memcpy` call per field.
  @inline(__always)
  public mutating func field(_ name: StaticString, _ value: Double) {
    key(name, then: JSONBytes.maximumNumberBytes)
    number(value)
  }

  public mutating func field(_ name: StaticString, _ value: Int) {
    field(name, Int64(value))
  }

  public mutating func field(_ name: StaticString, _ value: Int64) {
    key(name, then: JSONBytes.maximumIntegerBytes)
    count += JSONBytes.writeInteger(value, to: base + count)
  }

  public mutating func field(_ name: StaticString, _ value: Bool) {
    key(name, then: 5)
    raw(value ? "true" : "false")
  }

  public mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// A string field whose text is kept in memo slot `slot` (a small number the caller gives each of
  /// its fields): escaped when it differs from the slot's last, else copied (`JSONStringMemo`).
  @inline(__always)
  public mutating func field(_ name: StaticString, _ value: String, memo slot: Int) {
    withMemo(slot, value) { line, text in
      line.key(name, then: text.count)
      line.copy(text)
    }
  }

  /// A field whose value is JSON text fixed at compile time (an enum's quoted name), copied as it is.
  @inline(__always)
  public mutating func field(_ name: StaticString, jsonText: StaticString) {
    key(name, then: jsonText.utf8CodeUnitCount)
    raw(jsonText)
  }

  /// A string field from UTF-8 bytes (a decision's reason, written into a reused buffer), escaped.
  public mutating func field(_ name: StaticString, utf8: UnsafeBufferPointer<UInt8>) {
    key(name)
    reserve(JSONBytes.maximumStringBytes(utf8: utf8.count))
    count += JSONBytes.writeString(utf8, to: base + count)
  }

  @inline(__always)
  public mutating func field(_ name: StaticString, _ x: Double, _ y: Double) {
    key(name, then: 3 + 2 * JSONBytes.maximumNumberBytes)
    put(UInt8(ascii: "["))
    number(x)
    put(UInt8(ascii: ","))
    number(y)
    put(UInt8(ascii: "]"))
  }

  /// JSON text copied as it is, no comma added: after it, a field gets a comma first unless the text
  /// ends with `{` or `,` (the runs of a frame's last `layers` text, `LayerTextCache`). Empty text
  /// changes nothing.
  public mutating func appendText(_ text: UnsafeRawBufferPointer) {
    guard let last = text.last else { return }
    reserve(text.count)
    copy(text)
    needsComma = !(last == UInt8(ascii: "{") || last == UInt8(ascii: ","))
  }

  /// Opens a nested object under `name` (or with a dynamic name); close it with `closeObject()`.
  public mutating func openObject(_ name: StaticString) {
    key(name, then: 1)
    put(UInt8(ascii: "{"))
    needsComma = false
  }

  public mutating func openObject(named name: String) {
    comma()
    string(name)
    reserve(2)
    put(UInt8(ascii: ":"))
    put(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Opens a nested object under a name already written as JSON text (quoted and escaped).
  public mutating func openObject(namedText text: UnsafeRawBufferPointer) {
    reserve(3 + text.count)
    if needsComma { put(UInt8(ascii: ",")) }
    copy(text)
    put(UInt8(ascii: ":"))
    put(UInt8(ascii: "{"))
    needsComma = false
  }

  public mutating func closeObject() {
    reserve(1)
    put(UInt8(ascii: "}"))
    needsComma = true
  }

  // MARK: Pieces

  /// The memo slots of `field(_:_:memo:)`, `memoCount` of them, grown on first use. Owned like `base`
  /// (measured, issue 26): slots in a Swift array were taken out and put back around each use, a
  /// uniqueness check and a copy each way, which cost more than the escaping they save.
  private var memos = UnsafeMutablePointer<JSONStringMemo>.allocate(capacity: 0)
  private var memoCount = 0

  /// `body` with `value`'s JSON text from memo slot `slot`.
  @inline(__always)
  private mutating func withMemo(
    _ slot: Int, _ value: String, _ body: (inout JSONLine, UnsafeRawBufferPointer) -> Void
  ) {
    precondition(slot >= 0, "a memo slot is a non-negative number")
    if slot >= memoCount { growMemos(to: slot + 1) }
    let memo = memos + slot
    memo.pointee.withText(value) { body(&self, $0) }
  }

  @inline(never)
  private mutating func growMemos(to needed: Int) {
    let larger = UnsafeMutablePointer<JSONStringMemo>.allocate(capacity: needed)
    larger.moveInitialize(from: memos, count: memoCount)
    (larger + memoCount).initialize(repeating: JSONStringMemo(), count: needed - memoCount)
    memos.deallocate()
    memos = larger
    memoCount = needed
  }

  /// Bytes into reserved room.
  @inline(__always)
  private mutating func copy(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Room for `bytes` more; the hot paths reserve a field's whole size once, then `put` unchecked.
  @inline(__always)
  private mutating func reserve(_ bytes: Int) {
    if count + bytes > capacity { grow(to: count + bytes) }
  }

  @inline(never)
  private mutating func grow(to needed: Int) {
    let larger = max(capacity * 2, needed)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  /// One byte into reserved room.
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  private mutating func comma() {
    reserve(1)
    if needsComma { put(UInt8(ascii: ",")) }
    needsComma = true
  }

  /// `,"name":` (the comma when needed) with room for `value` more bytes after it.
  @inline(__always)
  private mutating func key(_ name: StaticString, then value: Int = 0) {
    reserve(4 + name.utf8CodeUnitCount + value)
    // Through one local pointer and one update of `count` (measured, issue 26): byte by byte, each
    // store through `base` made the compiler store `count` back and check it for overflow again.
    let length = name.utf8CodeUnitCount
    var p = base + count
    if needsComma {
      p.pointee = UInt8(ascii: ",")
      p += 1
    }
    needsComma = true
    p[0] = UInt8(ascii: "\"")
    UnsafeMutableRawPointer(p + 1).copyMemory(from: name.utf8Start, byteCount: length)
    p[length + 1] = UInt8(ascii: "\"")
    p[length + 2] = UInt8(ascii: ":")
    count = p + (length + 3) - base
  }

  /// A literal's bytes into reserved room.
  @inline(__always)
  private mutating func raw(_ text: StaticString) {
    UnsafeMutableRawPointer(base + count).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
    count += text.utf8CodeUnitCount
  }

  /// A JSON string (names, phases, reasons) escaped by `JSONBytes` straight into the buffer.
  private mutating func string(_ text: String) {
    // A native string's bytes read in place; `withUTF8` needs a mutable copy (measured, issue 26).
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
      reserve(JSONBytes.maximumStringBytes(utf8: utf8.count))
      count += JSONBytes.writeString(utf8, to: base + count)
    }
    guard done == nil else { return }
    var text = text
    text.withUTF8 { utf8 in
      reserve(JSONBytes.maximumStringBytes(utf8: utf8.count))
      count += JSONBytes.writeString(utf8, to: base + count)
    }
  }

  /// A number with at most six decimals into reserved room; NaN and infinities become `null` (JSON
  /// has neither) and magnitudes beyond 9×10¹² are clamped to that bound (by `writeNumber`).
  @inline(__always)
  private mutating func number(_ value: Double) {
    count += Self.writeNumber(value, to: base + count)
  }

  // One copy for every field, not one inlined at each (measured, issue 26: +0.2 % instructions, but
  // the logged replay's hot code fits the 32 KiB instruction cache better: −22 % simulated I1
  // misses, −3 % user time).
  @inline(never)
  private static func writeNumber(_ value: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
    JSONBytes.writeNumber(value, decimals: JSONBytes.eventDecimals, to: p)
  }
}
