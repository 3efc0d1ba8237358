import Foundation
import PlayheadTiming
import PlayheadTransitions
import Yams

extension TransitionFileParser {
  static let contentKeys = [
    "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "label", "image", "contentsGravity",
  ]
  /// Longer labels are refused: a label names a card, it is not a page.
  static let maximumLabel = 200

  /// The layer's content keys: colours and lengths into its model values, the rest into its content.
  mutating func parseContent(_ f: Fields, into layer: inout LayerDefinition) {
    for (key, properties) in [
      ("backgroundColor", LayerProperty.backgroundColor), ("borderColor", LayerProperty.borderColor),
    ] {
      guard let n = f[key], let rgba = colour(n, key) else { continue }
      for (property, x) in zip(properties, rgba) { layer.values[property] = .number(x) }
      if key == "backgroundColor" { layer.content.hasBackgroundColor = true }
      if key == "borderColor" { layer.content.hasBorderColor = true }
    }
    for (key, property) in [("cornerRadius", LayerProperty.cornerRadius), ("borderWidth", .borderWidth)] {
      guard let n = f[key], let e = reader.expression(n, key) else { continue }
      if nonNegative(e, n, key) { layer.values[property] = e }
    }
    if let n = f["label"], let text = reader.string(n, "label") {
      if text.contains("\n") || text.count > Self.maximumLabel {
        reader.report(n, "label must be one line of at most \(Self.maximumLabel) characters")
      } else {
        layer.content.label = text
      }
    }
    if let n = f["contentsGravity"],
      let g = reader.choice(n, "contentsGravity", ContentsGravity.allCases.map(\.rawValue))
    {
      layer.content.contentsGravity = ContentsGravity(rawValue: g) ?? .resize
    }
    if let n = f["image"], let written = reader.string(n, "image") {
      let path = written.hasPrefix("/") ? written : baseDirectory + written
      switch PNGHeader.read(path: path, as: written) {
      case .success(let size):
        layer.content.image = LayerImage(path: path, pixelWidth: size.width, pixelHeight: size.height)
      case .failure(let problem): reader.report(n, problem.reason)
      }
    }
    // Content on a layer of zero size would never show (negative sizes are refused with bounds).
    let size = containerSize ?? .standard
    let shows =
      layer.content.hasBackgroundColor || layer.content.label != nil || layer.content.image != nil
      || (layer.values[.borderWidth]?.value(width: size.width, height: size.height) ?? 0) > 0
    if shows, let b = f["bounds"] {
      let w = layer.values[.width]?.value(width: size.width, height: size.height)
      let h = layer.values[.height]?.value(width: size.width, height: size.height)
      if w == 0 || h == 0 {
        reader.report(b, "layer '\(layer.name)' has content but zero size: its content would never show")
      }
    }
  }

  /// False (with a problem) for a negative constant: a radius or a width cannot be.
  mutating func nonNegative(_ e: ValueExpression, _ node: Node, _ what: String) -> Bool {
    let size = containerSize ?? .standard
    let x = e.value(width: size.width, height: size.height)
    guard x >= 0 else {
      reader.report(node, "\(what) must be ≥ 0 points, got \(x.short)")
      return false
    }
    return true
  }

  /// `"#rrggbb"`, `"#rrggbbaa"` or `[r, g, b]` / `[r, g, b, a]` in 0…1: RGBA in 0…1.
  mutating func colour(_ node: Node, _ what: String) -> [Double]? {
    let syntax =
      "a colour is \"#rrggbb\" or \"#rrggbbaa\" (quoted: # starts a YAML comment), or [r, g, b, a] in 0…1"
    if let items = node.sequence {
      guard items.count == 3 || items.count == 4 else {
        reader.report(node, "\(what): \(syntax)")
        return nil
      }
      var rgba: [Double] = []
      for item in items {
        guard let x = reader.number(item, what, in: 0...1, "0…1") else { return nil }
        rgba.append(x)
      }
      return rgba.count == 3 ? rgba + [1] : rgba
    }
    let text = node.scalar?.string.trimmingSpaces ?? ""
    let digits = Array(text.utf8.dropFirst())
    guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
      let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else {
      reader.report(node, "\(what): \(syntax), got '\(text)'")
      return nil
    }
    let packed = digits.count == 6 ? value << 8 | 0xFF : value
    return [24, 16, 8, 0].map { Double((packed >> UInt32($0)) & 0xFF) / 255 }
  }

  /// `layer.backgroundColor` / `layer.borderColor` in changes: four changes, one per component, so
  /// the colour interpolates in RGBA. A colour has no `by`.
  mutating func colourChanges(_ layer: String, _ key: String, _ value: Node, allowFrom: Bool)
    -> [PropertyChange]
  {
    let properties = key == "backgroundColor" ? LayerProperty.backgroundColor : LayerProperty.borderColor
    colouredLayers.insert("\(layer).\(key)")
    var from: [Double]?
    var to: [Double]?
    if let mapping = value.mapping {
      if let by = mapping.first(where: { $0.key.scalar?.string == "by" }) {
        reader.report(by.key, "\(layer).\(key) cannot change by an amount: a colour needs to")
        return []
      }
      let known = allowFrom ? ["from", "to"] : ["to"]
      guard let f = reader.fields(value, "\(layer).\(key)", known: known) else { return [] }
      guard let t = f["to"] else {
        reader.report(value, "\(layer).\(key) needs to")
        return []
      }
      from = f["from"].flatMap { colour($0, "\(layer).\(key) from") }
      to = colour(t, "\(layer).\(key) to")
      if f["from"] != nil && from == nil { return [] }
    } else {
      to = colour(value, "\(layer).\(key)")
    }
    guard let to else { return [] }
    return properties.indices.map { i in
      PropertyChange(
        layer: layer, property: properties[i], from: from.map { .number($0[i]) }, target: .to(.number(to[i])))
    }
  }

  /// Marks the layers whose colours an animation or `set` gives, so the pictures use them.
  func markColoured(_ layers: inout [LayerDefinition]) {
    for i in layers.indices {
      if colouredLayers.contains("\(layers[i].name).backgroundColor") {
        layers[i].content.hasBackgroundColor = true
      }
      if colouredLayers.contains("\(layers[i].name).borderColor") { layers[i].content.hasBorderColor = true }
    }
  }
}
