import PlayheadSystem

/// One string field's JSON text (quoted and escaped by `JSONBytes`) as the last record wrote it, so that
/// an unchanged value is copied instead of escaped again (`JSONLine.field(_:_:memo:)`).
///
/// Measured hot path (issue 26): the state log's names and enum texts (a gesture's kind, state and
/// units; a frame's transition, phase and layer names) were about 6 % of a logged replay's
/// instructions, escaped byte by byte in every record, though they rarely change from one record to
/// the next. The text depends on nothing but the string, so the bytes are the ones escaping writes.
struct JSONStringMemo {
  private var value: String?
  private var text: [UInt8] = []

  init() {}

  /// The JSON text of `value` for the duration of `body`, escaped only when `value` changed.
  @inline(__always)
  mutating func withText<R>(_ value: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    // Small strings (the log's names) compare as two words; a long one, the same storage, by identity.
    if self.value != value {
      self.value = value
      text.removeAll(keepingCapacity: true)
      JSONBytes.appendString(value, to: &text)
    }
    return text.withUnsafeBytes(body)
  }
}
