/// One line of hand-written JSON in a reusable byte buffer: no `Encodable`, no Foundation, and no
/// allocation once the buffer has grown to the longest line.
public struct JSONLine: Sendable {
  /// The bytes of the line so far (valid after `end()`, including the newline).
  public private(set) var bytes: [UInt8] = []
  private var needsComma = false

  public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  /// Starts a record `{"type":TYPE,"t":SECONDS`.
  public mutating func begin(type: StaticString, t: Double) {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    key("type")
    raw("\"")
    raw(type)
    raw("\"")
    field("t", t)
  }

  /// Closes the record and adds the newline.
  public mutating func end() {
    bytes.append(UInt8(ascii: "}"))
    bytes.append(UInt8(ascii: "\n"))
  }

  // MARK: Fields

  public mutating func field(_ name: StaticString, _ value: Double, digits: Int = 6) {
    key(name)
    number(value, digits: digits)
  }

  public mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    integer(Int64(value))
  }

  public mutating func field(_ name: StaticString, _ value: Int64) {
    key(name)
    integer(value)
  }

  public mutating func field(_ name: StaticString, _ value: Bool) {
    key(name)
    raw(value ? "true" : "false")
  }

  public mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  public mutating func field(_ name: StaticString, _ x: Double, _ y: Double) {
    key(name)
    bytes.append(UInt8(ascii: "["))
    number(x, digits: 6)
    bytes.append(UInt8(ascii: ","))
    number(y, digits: 6)
    bytes.append(UInt8(ascii: "]"))
  }

  /// Opens a nested object under `name` (or with a dynamic name); close it with `closeObject()`.
  public mutating func openObject(_ name: StaticString) {
    key(name)
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  public mutating func openObject(named name: String) {
    comma()
    string(name)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  public mutating func closeObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  // MARK: Pieces

  private mutating func comma() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }

  private mutating func key(_ name: StaticString) {
    comma()
    bytes.append(UInt8(ascii: "\""))
    raw(name)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  private mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A JSON string with the escapes RFC 8259 requires; non-ASCII UTF-8 passes through.
  private mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
      case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
      case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
      case 0..<0x20:
        let hex: StaticString = "0123456789abcdef"
        raw("\\u00")
        hex.withUTF8Buffer { h in
          bytes.append(h[Int(byte >> 4)])
          bytes.append(h[Int(byte & 0xF)])
        }
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func integer(_ value: Int64) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      appendDigits(value.magnitude)
    } else {
      appendDigits(UInt64(value))
    }
  }

  private mutating func appendDigits(_ value: UInt64) {
    let start = bytes.count
    var v = value
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(v % 10))
      v /= 10
    } while v > 0
    reverseTail(from: start)
  }

  /// Reverses `bytes[start...]` in place (a slice's `reverse()` would copy the buffer).
  private mutating func reverseTail(from start: Int) {
    var i = start
    var j = bytes.count - 1
    while i < j {
      let t = bytes[i]
      bytes[i] = bytes[j]
      bytes[j] = t
      i += 1
      j -= 1
    }
  }

  /// A number rounded to `digits` decimals, trailing zeros dropped; NaN and infinities become `null`
  /// (JSON has neither) and magnitudes beyond 9×10¹² are clamped to that bound.
  private mutating func number(_ value: Double, digits: Int) {
    guard value.isFinite else {
      raw("null")
      return
    }
    let bound = 9e12
    let clamped = min(max(value, -bound), bound)
    var scale: Double = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = (clamped.magnitude * scale).rounded()
    guard scaled < 9.2e18 else {  // fewer decimals would still be exact enough; keep it simple
      integer(Int64(clamped.rounded()))
      return
    }
    var units = UInt64(scaled)
    let divisor = UInt64(scale)
    if clamped < 0 && units != 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(units / divisor)
    units %= divisor
    guard units != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var width = digits
    while units % 10 == 0 {
      units /= 10
      width -= 1
    }
    let start = bytes.count
    for _ in 0..<width {
      bytes.append(UInt8(ascii: "0") + UInt8(units % 10))
      units /= 10
    }
    reverseTail(from: start)
  }
}
