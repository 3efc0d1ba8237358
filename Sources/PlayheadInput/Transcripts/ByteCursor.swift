/// A read position in one line of bytes: the only way the transcript parsers look at text.
///
/// It reads the line's buffer in place (no `String`, no allocation), so a gesture line costs a few
/// hundred byte comparisons. Positions are byte offsets into `bytes`.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  var atEnd: Bool { index >= bytes.count }

  /// The byte at the cursor, or nil at the end of the line.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Space, tab, CR, vertical tab and form feed: what `printf` padding and pasted text put between fields.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  // Always inlined, as `nextToken` (measured, issue 26): called between every two fields of a line.
  @inline(__always)
  mutating func skipBlanks() {
    while index < bytes.count && ByteCursor.isBlank(bytes[index]) { index += 1 }
  }

  /// Skips blanks, then returns the run of non-blank bytes that follows (empty at the end).
  @inline(__always)
  mutating func nextToken() -> Range<Int> {
    skipBlanks()
    let start = index
    while index < bytes.count && !ByteCursor.isBlank(bytes[index]) { index += 1 }
    return start..<index
  }

  /// Consumes `byte` if it is next; returns whether it did.
  mutating func consume(_ byte: UInt8) -> Bool {
    if index < bytes.count && bytes[index] == byte {
      index += 1
      return true
    }
    return false
  }

  /// Whether the bytes in `range` spell `literal` exactly.
  @inline(__always)
  func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    let count = range.count
    guard count == literal.utf8CodeUnitCount else { return false }
    guard count > 0, let start = bytes.baseAddress else { return count == 0 }
    assert(range.lowerBound >= 0 && range.upperBound <= bytes.count, "ByteCursor.matches: past the line")
    // Eight bytes a comparison, the last one overlapping the one before, and four for shorter words:
    // a line's event type is 16–20 bytes (measured hot path, issue 26; see
    // `DebugEventsLine.gestureType`; the tail compared byte by byte was a third of `consumeWord`).
    let line = UnsafeRawPointer(start + range.lowerBound)
    let text = UnsafeRawPointer(literal.utf8Start)
    if count >= 8 {
      var i = 0
      while i + 8 < count {
        if line.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          != text.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        {
          return false
        }
        i += 8
      }
      return line.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
      return line.loadUnaligned(as: UInt32.self) == text.loadUnaligned(as: UInt32.self)
        && line.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == text.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    for i in 0..<count
    where line.load(fromByteOffset: i, as: UInt8.self) != text.load(fromByteOffset: i, as: UInt8.self) {
      return false
    }
    return true
  }

  /// Whether `literal` is the whole token starting at `start`: its bytes, then a blank or the end of
  /// the line. Compared in place, eight bytes at a time, where `nextToken` then `matches` would first
  /// find the token's end byte by byte (measured hot path, issue 26: a line's type, `unaccelerated)`).
  @inline(__always)
  func isWord(_ literal: StaticString, at start: Int) -> Bool {
    let end = start + literal.utf8CodeUnitCount
    guard end <= bytes.count, end == bytes.count || ByteCursor.isBlank(bytes[end]) else { return false }
    return matches(start..<end, literal)
  }

  /// Consumes `literal` when it is the whole token at the cursor (`isWord`); returns whether it did.
  mutating func consumeWord(_ literal: StaticString) -> Bool {
    guard isWord(literal, at: index) else { return false }
    index += literal.utf8CodeUnitCount
    return true
  }

  /// Whether the bytes in `range` begin with `literal`.
  @inline(__always)
  func hasPrefix(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    guard range.count >= literal.utf8CodeUnitCount else { return false }
    return matches(range.lowerBound..<(range.lowerBound + literal.utf8CodeUnitCount), literal)
  }

  /// The value `table` pairs with the literal the bytes in `range` spell, nil when none does.
  func lookup<Value>(_ range: Range<Int>, in table: [(StaticString, Value)]) -> Value? {
    for (literal, value) in table where matches(range, literal) { return value }
    return nil
  }

  /// Whether the bytes in `range` are `prefix` followed by one or more digits (`event6`, `group1`).
  func isNumbered(_ range: Range<Int>, _ prefix: StaticString) -> Bool {
    guard range.count > prefix.utf8CodeUnitCount, hasPrefix(range, prefix) else { return false }
    for i in (range.lowerBound + prefix.utf8CodeUnitCount)..<range.upperBound
    where !ByteCursor.isDigit(bytes[i]) {
      return false
    }
    return true
  }

  /// Whether the bytes in `range` are a strict prefix of `literal` (a word cut off mid-way).
  func isStrictPrefix(_ range: Range<Int>, of literal: StaticString) -> Bool {
    guard !range.isEmpty, range.count < literal.utf8CodeUnitCount else { return false }
    let base = literal.utf8Start
    for i in 0..<range.count where bytes[range.lowerBound + i] != base[i] { return false }
    return true
  }

  /// The bytes in `range` as text for a message: at most 24 bytes, control bytes shown as `\xNN`.
  func quoted(_ range: Range<Int>) -> String {
    var text = "\""
    var end = range.upperBound
    var ellipsis = false
    if range.count > 24 {
      end = range.lowerBound + 24
      ellipsis = true
    }
    for i in range.lowerBound..<end {
      let byte = bytes[i]
      if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text += (byte < 0x10 ? "\\x0" : "\\x") + String(byte, radix: 16)
      }
    }
    return text + (ellipsis ? "…\"" : "\"")
  }

  /// The next token, quoted for a message ("end of line" when there is none).
  mutating func describeNext() -> String {
    let token = nextToken()
    return token.isEmpty ? "end of line" : quoted(token)
  }
}
