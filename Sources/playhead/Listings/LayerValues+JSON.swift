import PlayheadSystem
import PlayheadTiming

extension LayerValues {
  /// The JSON object of `playhead sample`: the 13 contract fields (`LayerProperty.geometry`) in
  /// declaration order, then the layer keys when asked (the transition uses them), angles in degrees,
  /// lengths in points (content is not in it: docs/transition-file.md).
  func sampleJSON(layerKeys: Bool) -> String {
    var text = "{"
    let properties = layerKeys ? LayerProperty.geometry + LayerProperty.layerKeys : LayerProperty.geometry
    for (index, property) in properties.enumerated() {
      if index > 0 { text += "," }
      let value = self[property]
      // A boolean layer key is written as JSON's true or false (it is 0 or 1 inside).
      let written = property.isBoolean ? (value >= 0.5 ? "true" : "false") : jsonNumber(value)
      text += "\"\(property.name)\":\(written)"
    }
    return text + "}"
  }

  /// The 13 contract fields alone (a transition that uses no layer key).
  var sampleJSON: String { sampleJSON(layerKeys: false) }
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
