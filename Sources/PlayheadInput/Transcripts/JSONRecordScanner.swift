/// Reads one JSON object per line, strictly (RFC 8259 grammar), without Foundation and without
/// allocating: the visitor gets each key's byte range and its value. Nested values are skipped with a
/// depth limit, so a hostile line cannot overflow the stack.
struct JSONRecordScanner {
  static let maxDepth = 64

  /// Scans the object in `bytes`; returns nil on success or the reason it is not valid JSON.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ visit: (_ key: Range<Int>, _ value: JSONValue) -> String?
  ) -> String? {
    var c = ByteCursor(bytes)
    skipSpace(&c)
    guard c.consume(UInt8(ascii: "{")) else { return "expected a JSON object" }
    skipSpace(&c)
    if c.consume(UInt8(ascii: "}")) { return trailing(&c) }
    while true {
      skipSpace(&c)
      guard c.current == UInt8(ascii: "\"") else { return "expected a key in quotes at byte \(c.index + 1)" }
      guard let key = scanString(&c) else { return "unterminated or invalid string at byte \(c.index + 1)" }
      skipSpace(&c)
      guard c.consume(UInt8(ascii: ":")) else { return "expected \":\" at byte \(c.index + 1)" }
      skipSpace(&c)
      let value: JSONValue
      switch scanValue(&c, depth: 0) {
      case .success(let v): value = v
      case .failure(let problem): return problem.reason
      }
      if let problem = visit(key.range, value) { return problem }
      skipSpace(&c)
      if c.consume(UInt8(ascii: ",")) { continue }
      if c.consume(UInt8(ascii: "}")) { return trailing(&c) }
      return "expected \",\" or \"}\" at byte \(c.index + 1)"
    }
  }

  struct Problem: Error { var reason: String }

  private static func trailing(_ c: inout ByteCursor) -> String? {
    skipSpace(&c)
    return c.atEnd ? nil : "unexpected text after the JSON object at byte \(c.index + 1)"
  }

  static func skipSpace(_ c: inout ByteCursor) {
    while let byte = c.current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { c.index += 1 }
  }

  private static func scanValue(_ c: inout ByteCursor, depth: Int) -> Result<JSONValue, Problem> {
    guard let byte = c.current else {
      return .failure(Problem(reason: "expected a value at the end of the line"))
    }
    switch byte {
    case UInt8(ascii: "\""):
      guard let s = scanString(&c) else {
        return .failure(Problem(reason: "unterminated or invalid string at byte \(c.index + 1)"))
      }
      return .success(.string(s.range, escaped: s.escaped))
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let start = c.index
      while let b = c.current, b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") { c.index += 1 }
      let word = start..<c.index
      if c.matches(word, "true") { return .success(.bool(true)) }
      if c.matches(word, "false") { return .success(.bool(false)) }
      if c.matches(word, "null") { return .success(.null) }
      return .failure(Problem(reason: "unexpected \(c.quoted(word)) at byte \(start + 1)"))
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < maxDepth else {
        return .failure(Problem(reason: "values nested deeper than \(maxDepth)"))
      }
      return skipNested(&c, depth: depth)
    default:
      let start = c.index
      guard scanNumber(&c) else { return .failure(Problem(reason: "invalid value at byte \(start + 1)")) }
      return .success(.number(start..<c.index))
    }
  }

  private static func skipNested(_ c: inout ByteCursor, depth: Int) -> Result<JSONValue, Problem> {
    let object = c.current == UInt8(ascii: "{")
    let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    c.index += 1
    skipSpace(&c)
    if c.consume(close) { return .success(.nested) }
    while true {
      skipSpace(&c)
      if object {
        guard c.current == UInt8(ascii: "\""), scanString(&c) != nil else {
          return .failure(Problem(reason: "expected a key in quotes at byte \(c.index + 1)"))
        }
        skipSpace(&c)
        guard c.consume(UInt8(ascii: ":")) else {
          return .failure(Problem(reason: "expected \":\" at byte \(c.index + 1)"))
        }
        skipSpace(&c)
      }
      if case .failure(let problem) = scanValue(&c, depth: depth + 1) { return .failure(problem) }
      skipSpace(&c)
      if c.consume(UInt8(ascii: ",")) { continue }
      if c.consume(close) { return .success(.nested) }
      return .failure(Problem(reason: "expected \",\" or a closing bracket at byte \(c.index + 1)"))
    }
  }

  /// A string starting at the opening quote; the range excludes the quotes. Nil when it is invalid.
  private static func scanString(_ c: inout ByteCursor) -> (range: Range<Int>, escaped: Bool)? {
    c.index += 1
    let start = c.index
    var escaped = false
    while let byte = c.current {
      switch byte {
      case UInt8(ascii: "\""):
        c.index += 1
        return (start..<(c.index - 1), escaped)
      case UInt8(ascii: "\\"):
        escaped = true
        c.index += 1
        guard let next = c.current else { return nil }
        if next == UInt8(ascii: "u") {
          for offset in 1...4 {
            guard c.index + offset < c.bytes.count, isHex(c.bytes[c.index + offset]) else {
              return nil
            }
          }
          c.index += 5
        } else if "\"\\/bfnrt".utf8.contains(next) {
          c.index += 1
        } else {
          return nil
        }
      case 0..<0x20:
        return nil
      default:
        c.index += 1
      }
    }
    return nil
  }

  static func isHex(_ byte: UInt8) -> Bool {
    ByteCursor.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  private static func scanNumber(_ c: inout ByteCursor) -> Bool {
    _ = c.consume(UInt8(ascii: "-"))
    guard let first = c.current, ByteCursor.isDigit(first) else { return false }
    c.index += 1
    if first != UInt8(ascii: "0") { while let b = c.current, ByteCursor.isDigit(b) { c.index += 1 } }
    if c.consume(UInt8(ascii: ".")) {
      guard let b = c.current, ByteCursor.isDigit(b) else { return false }
      while let b = c.current, ByteCursor.isDigit(b) { c.index += 1 }
    }
    if c.consume(UInt8(ascii: "e")) || c.consume(UInt8(ascii: "E")) {
      if !c.consume(UInt8(ascii: "+")) { _ = c.consume(UInt8(ascii: "-")) }
      guard let b = c.current, ByteCursor.isDigit(b) else { return false }
      while let b = c.current, ByteCursor.isDigit(b) { c.index += 1 }
    }
    return true
  }

  /// The text of a JSON string, escapes resolved (lone surrogates become U+FFFD).
  static func decodeString(_ range: Range<Int>, escaped: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> String
  {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    guard escaped else { return String(decoding: raw, as: UTF8.self) }
    // Escapes are re-encoded as UTF-8 in line: none starts with a continuation byte, so the
    // bytes around them decode (invalid ones as U+FFFD) as they would on their own.
    var utf8: [UInt8] = []
    utf8.reserveCapacity(raw.count)
    var i = 0
    func hex4(_ at: Int) -> UInt32 {
      var value: UInt32 = 0
      for k in 0..<4 {
        let b = raw[at + k]
        value = value * 16 + UInt32(ByteCursor.isDigit(b) ? b - 0x30 : (b | 0x20) - UInt8(ascii: "a") + 10)
      }
      return value
    }
    while i < raw.count {
      let byte = raw[i]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        i += 1
        continue
      }
      let next = raw[i + 1]
      i += 2
      var scalar = Unicode.Scalar(next)
      switch next {
      case UInt8(ascii: "b"): scalar = "\u{08}"
      case UInt8(ascii: "f"): scalar = "\u{0C}"
      case UInt8(ascii: "n"): scalar = "\n"
      case UInt8(ascii: "r"): scalar = "\r"
      case UInt8(ascii: "t"): scalar = "\t"
      case UInt8(ascii: "u"):
        var code = hex4(i)
        i += 4
        if (0xD800..<0xDC00).contains(code), i + 6 <= raw.count, raw[i] == UInt8(ascii: "\\"),
          raw[i + 1] == UInt8(ascii: "u")
        {
          let low = hex4(i + 2)
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            i += 6
          }
        }
        scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
      default: break
      }
      utf8.append(contentsOf: scalar.utf8)
    }
    return String(decoding: utf8, as: UTF8.self)
  }
}
