import PlayheadTiming

extension LayerValues {
  /// The JSON object of `playhead sample`: exactly the `LayerValues` fields in declaration order,
  /// angles in degrees, lengths in points.
  var sampleJSON: String {
    var text = "{"
    for (index, property) in LayerProperty.allCases.enumerated() {
      if index > 0 { text += "," }
      text += "\"\(property.name)\":\(jsonNumber(self[property]))"
    }
    return text + "}"
  }
}

/// A JSON number: Swift's shortest round-tripping form; non-finite values (never produced) as null.
func jsonNumber(_ x: Double) -> String {
  guard x.isFinite else { return "null" }
  if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
  return String(x)
}

/// A JSON string literal.
func jsonString(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
