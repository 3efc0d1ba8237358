import PlayheadSystem
import PlayheadTiming

extension LayerValues {
  /// The fields of `playhead sample`'s JSON object: the 13 contract fields (`LayerProperty.geometry`)
  /// in declaration order, then the layer keys when asked (the transition uses them), angles in
  /// degrees, lengths in points (content is not in it: docs/transition-file.md). Numbers are the
  /// model's values exactly (`JSONBytes.appendShortest`).
  func appendSampleFields(layerKeys: Bool, to out: inout [UInt8]) {
    let properties = layerKeys ? LayerProperty.geometry + LayerProperty.layerKeys : LayerProperty.geometry
    for (index, property) in properties.enumerated() {
      if index > 0 { JSONBytes.literal(",", &out) }
      JSONBytes.appendString(property.name, to: &out)
      JSONBytes.literal(":", &out)
      // A boolean layer key is written as JSON's true or false (it is 0 or 1 inside).
      if property.isBoolean {
        JSONBytes.appendBool(self[property] >= 0.5, to: &out)
      } else {
        JSONBytes.appendShortest(self[property], to: &out)
      }
    }
  }

  /// The 13 contract fields alone as one object (a transition that uses no layer key).
  var sampleJSON: String {
    JSONBytes.text { out in
      JSONBytes.literal("{", &out)
      appendSampleFields(layerKeys: false, to: &out)
      JSONBytes.literal("}", &out)
    }
  }
}
