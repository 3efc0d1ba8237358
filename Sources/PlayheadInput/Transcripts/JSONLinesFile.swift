import Glibc
import PlayheadSystem
import SystemPackage

/// One line of a JSON-lines file read by `JSONLinesFile`: a flat object whose scalar fields can be
/// looked up by key (nested objects and arrays are skipped). Valid only inside the visitor.
public struct JSONLineRecord {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Key and value of each scalar field, in order (storage reused from line to line).
  let fields: UnsafeBufferPointer<(key: Range<Int>, value: JSONValue)>

  /// The string at `key`, nil when absent or not a string.
  public func string(_ key: StaticString) -> String? {
    guard case .string(let range, let escaped)? = value(key) else { return nil }
    return JSONRecordScanner.decodeString(range, escaped: escaped, in: bytes)
  }

  /// Whether the string at `key` is exactly `text` (no string is built).
  public func string(_ key: StaticString, is text: StaticString) -> Bool {
    guard case .string(let range, false)? = value(key) else { return false }
    return ByteCursor(bytes).matches(range, text)
  }

  /// The number at `key`, nil when absent, null or not a number.
  public func number(_ key: StaticString) -> Double? {
    guard case .number(let range)? = value(key) else { return nil }
    return ByteCursor(bytes).jsonNumber(range)
  }

  /// The boolean at `key`.
  public func bool(_ key: StaticString) -> Bool? {
    guard case .bool(let flag)? = value(key) else { return nil }
    return flag
  }

  /// Whether `key` is present (with any value, nested ones included).
  public func has(_ key: StaticString) -> Bool { value(key) != nil }

  private func value(_ key: StaticString) -> JSONValue? {
    let cursor = ByteCursor(bytes)
    for field in fields where cursor.matches(field.key, key) { return field.value }
    return nil
  }
}

/// A problem reading a JSON-lines file: the file could not be read (`unreadable`), or line `line`
/// is not a JSON object (`reason` says why, e.g. cut off mid-way).
public struct JSONLinesError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable { case unreadable, invalid }
  public var kind: Kind
  public var file: String
  public var line: Int
  public var reason: String

  public init(kind: Kind, file: String, line: Int, reason: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// `FILE:LINE: reason`.
  public var description: String {
    kind == .unreadable && line == 0 ? "\(file): \(reason)" : "\(file):\(line): \(reason)"
  }
}

/// Streams a JSON-lines file one object at a time in constant memory (64 KiB chunks, lines cut at
/// `maxLineLength`), with the transcripts' strict scanner: the state log's reader (`playhead plot`).
public enum JSONLinesFile {
  /// Calls `visit` with each non-empty line's number (from 1) and fields; a line that is not one JSON
  /// object, or longer than `maxLineLength`, stops with `.invalid`; a line `visit` refuses (returns a
  /// reason) too. Returns the number of lines.
  @discardableResult
  public static func read(
    _ path: String, maxLineLength: Int = 1 << 20, _ visit: (Int, JSONLineRecord) -> String?
  ) throws(JSONLinesError) -> Int {
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.openForReading(path)
    } catch {
      throw JSONLinesError(kind: .unreadable, file: path, line: 0, reason: "cannot open: \(error)")
    }
    defer { try? fd.close() }
    var splitter = LineSplitter(maxLineLength: maxLineLength)
    var lineNumber = 0
    var fields: [(key: Range<Int>, value: JSONValue)] = []
    fields.reserveCapacity(64)
    func consume(_ line: UnsafeBufferPointer<UInt8>, _ overlong: Bool, terminated: Bool)
      throws(JSONLinesError)
    {
      lineNumber += 1
      if overlong {
        throw JSONLinesError(
          kind: .invalid, file: path, line: lineNumber, reason: "line longer than \(maxLineLength) bytes")
      }
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }  // a blank line
      fields.removeAll(keepingCapacity: true)
      if let problem = JSONRecordScanner.scan(
        line,
        { key, value in
          fields.append((key, value))
          return nil
        })
      {
        let cut = terminated ? "" : " (the last line has no newline: the file was cut off)"
        throw JSONLinesError(
          kind: .invalid, file: path, line: lineNumber, reason: "not a JSON object: \(problem)\(cut)")
      }
      let refusal = fields.withUnsafeBufferPointer {
        visit(lineNumber, JSONLineRecord(bytes: line, fields: $0))
      }
      if let refusal { throw JSONLinesError(kind: .invalid, file: path, line: lineNumber, reason: refusal) }
    }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
    defer { chunk.deallocate() }
    while true {
      let count: Int
      do {
        count = try fd.read(into: chunk)
      } catch {
        throw JSONLinesError(
          kind: .unreadable, file: path, line: lineNumber + 1,
          reason: "cannot read: \(error as? Errno ?? .ioError)")
      }
      if count == 0 { break }
      let bytes = UnsafeBufferPointer(
        start: chunk.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
      try splitter.feed(bytes) { (line, overlong) throws(JSONLinesError) in
        try consume(line, overlong, terminated: true)
      }
    }
    _ = try splitter.finish { (line, overlong) throws(JSONLinesError) in
      try consume(line, overlong, terminated: false)
    }
    return lineNumber
  }
}
