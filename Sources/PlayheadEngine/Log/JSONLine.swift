import PlayheadInput

/// One line of hand-written JSON in a reusable byte buffer (scalars by `JSONBytes`): no `Encodable`,
/// no Foundation, and no allocation once the buffer has grown to the longest line.
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

  public mutating func field(_ name: StaticString, _ value: Double) {
    key(name)
    number(value)
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
    number(x)
    bytes.append(UInt8(ascii: ","))
    number(y)
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

  private mutating func raw(_ text: StaticString) { JSONBytes.literal(text, &bytes) }

  private mutating func string(_ text: String) { JSONBytes.appendString(text, to: &bytes) }

  private mutating func integer(_ value: Int64) { JSONBytes.appendInteger(value, to: &bytes) }

  /// A number with at most six decimals; NaN and infinities become `null` (JSON has neither) and
  /// magnitudes beyond 9×10¹² are clamped to that bound.
  private mutating func number(_ value: Double) {
    let bound = 9e12
    JSONBytes.appendNumber(value.isFinite ? min(max(value, -bound), bound) : value, to: &bytes)
  }
}
