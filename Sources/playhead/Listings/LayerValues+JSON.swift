import PlayheadInput
import PlayheadTiming

extension LayerValues {
  /// The JSON object of `playhead sample`: exactly the geometric `LayerValues` fields in declaration
  /// order, angles in degrees, lengths in points (content is not in it: docs/transition-file.md).
  var sampleJSON: String {
    var text = "{"
    for (index, property) in LayerProperty.geometry.enumerated() {
      if index > 0 { text += "," }
      text += "\"\(property.name)\":\(jsonNumber(self[property]))"
    }
    return text + "}"
  }
}

/// A JSON number, also the form a person types (`320`, not `320.0`): Swift's shortest round-tripping
/// form; non-finite values (never produced) as null.
func jsonNumber(_ x: Double) -> String {
  guard x.isFinite else { return "null" }
  if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
  return String(x)
}

/// A JSON string literal, escaped as every JSON writer of Playhead escapes (`JSONBytes`).
func jsonString(_ s: String) -> String {
  var bytes: [UInt8] = []
  JSONBytes.appendString(s, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}
