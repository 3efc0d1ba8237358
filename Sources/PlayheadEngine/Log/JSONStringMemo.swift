import PlayheadSystem

/// One string field's JSON text (quoted and escaped by `JSONBytes`) as the last record wrote it, so that
/// an unchanged value is copied instead of escaped again (`JSONLine.field(_:_:memo:)`).
///
/// Measured hot path (issue 26): the state log's names and enum texts were about 6 % of a logged
/// replay's instructions, escaped byte by byte in every record, though they rarely change from one
/// record to the next. The text depends on nothing but the string's bytes, so it is the one escaping
/// writes. Now a frame's transition and latency metric use it; the small enums are literals
/// (`EnumJSONText.swift`), the layer names `LayerTextCache`'s.
struct JSONStringMemo {
  private var value: String?
  private var utf8Count = 0
  private var isASCII = false
  private var text: [UInt8] = []

  init() {}

  /// The JSON text of `value` for the duration of `body`, escaped only when `value`'s bytes changed.
  @inline(__always)
  mutating func withText<R>(_ value: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    // `==` is canonical equivalence, not byte equality: é as one scalar or as e and an accent, or the
    // Kelvin sign and K, are equal Strings with other UTF-8. So only an ASCII text is reused, and only
    // for a string of as many bytes: a string canonically equivalent to ASCII but not ASCII has a
    // scalar of two or more bytes standing for one ASCII character (canonical mappings to ASCII are
    // singletons), so it is longer. Comparing the bytes themselves cost more than the memo saves.
    if !(isASCII && value.utf8.count == utf8Count && self.value == value) {
      self.value = value
      utf8Count = value.utf8.count
      isASCII = value.utf8.allSatisfy { $0 < 0x80 }
      text.removeAll(keepingCapacity: true)
      JSONBytes.appendString(value, to: &text)
    }
    return text.withUnsafeBytes(body)
  }
}
