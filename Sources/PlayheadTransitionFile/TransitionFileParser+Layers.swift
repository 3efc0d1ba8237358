import PlayheadTiming
import Yams

extension TransitionFileParser {
  static let layerKeys =
    [
      "name", "parent", "bounds", "position", "opacity", "transform", "timing", "m34", "anchorPoint",
      "anchorPointZ", "zPosition", "doubleSided", "masksToBounds", "hidden", "sublayerTransform",
    ] + contentKeys
  static let timingKeys = [
    "beginTime", "speed", "timeOffset", "duration", "repeatCount", "repeatDuration", "autoreverses", "fill",
  ]

  mutating func parseLayers(_ node: Node) -> [LayerDefinition] {
    guard let items = node.sequence, !items.isEmpty else {
      reader.report(node, "layers must be a list of layers, back to front")
      return []
    }
    var layers: [LayerDefinition] = []
    for item in items {
      guard let f = reader.fields(item, "a layer", known: Self.layerKeys) else { continue }
      guard let nameNode = f["name"] else {
        reader.report(item, "a layer needs a name")
        continue
      }
      guard let name = reader.string(nameNode, "layer name") else { continue }
      if name == "container" || name.contains(".") || name.isEmpty {
        reader.report(nameNode, "layer name '\(name)' is reserved or has a '.'; the container is implicit")
        continue
      }
      if declared[name] != nil {
        reader.report(nameNode, "layer '\(name)' is declared twice")
        continue
      }
      declared[name] = nameNode
      var layer = LayerDefinition(name: name, parent: nil, values: [:], timing: nil, m34: nil, content: .none)
      if let p = f["parent"], let parent = reader.string(p, "parent") {
        parentNodes[name] = p
        layer.parent = parent == "container" ? nil : parent
      }
      if let b = f["bounds"], let v = reader.vector(b, "bounds", count: 2...2, atLeast: 0) {
        (layer.values[.width], layer.values[.height]) = (v[0], v[1])
      }
      if let p = f["position"], let v = reader.vector(p, "position", count: 2...2) {
        (layer.values[.positionX], layer.values[.positionY]) = (v[0], v[1])
      }
      if let o = f["opacity"] {
        layer.values[.opacity] = reader.expression(o, "opacity", in: 0...1, "in [0, 1]")
      }
      if let t = f["transform"] { parseTransform(t, into: &layer) }
      if let t = f["timing"] { layer.timing = parseTiming(t) }
      if let m = f["m34"] { layer.m34 = reader.expression(m, "m34") }
      parseLayerKeys(f, into: &layer)
      parseContent(f, into: &layer)
      layers.append(layer)
    }
    return layers
  }

  /// Core Animation's other layer keys: the anchor, the depth, the booleans, the sublayerTransform.
  mutating func parseLayerKeys(_ f: Fields, into layer: inout LayerDefinition) {
    if let a = f["anchorPoint"], let v = reader.vector(a, "anchorPoint", count: 2...2) {
      (layer.values[.anchorPointX], layer.values[.anchorPointY]) = (v[0], v[1])
    }
    if let n = f["anchorPointZ"] { layer.values[.anchorPointZ] = reader.expression(n, "anchorPointZ") }
    if let n = f["zPosition"] { layer.values[.zPosition] = reader.expression(n, "zPosition") }
    for property in [LayerProperty.doubleSided, .masksToBounds, .hidden] {
      if let n = f[property.name], let b = reader.bool(n, property.name) {
        layer.values[property] = .number(b ? 1 : 0)
      }
    }
    if let t = f["sublayerTransform"] {
      if let m = f["m34"] {
        reader.report(m, "give sublayerTransform or its m34 shorthand, not both")
      }
      layer.sublayerTransform = parseMatrix(t, "sublayerTransform")
    }
  }

  /// A 4 × 4 matrix written as four rows of four numbers, `CATransform3D`'s m11 … m44.
  mutating func parseMatrix(_ node: Node, _ what: String) -> [ValueExpression]? {
    let shape =
      "\(what) must be four rows of four numbers, like [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 0, 0, 1]]"
    guard let rows = node.sequence, rows.count == 4, rows.allSatisfy({ $0.sequence?.count == 4 }) else {
      reader.report(node, shape)
      return nil
    }
    var entries: [ValueExpression] = []
    for (r, row) in rows.enumerated() {
      for (c, item) in (row.sequence ?? []).enumerated() {
        guard let e = reader.expression(item, "\(what) m\(r + 1)\(c + 1)") else { return nil }
        entries.append(e)
      }
    }
    return entries
  }

  mutating func parseTransform(_ node: Node, into layer: inout LayerDefinition) {
    guard let t = reader.fields(node, "transform", known: ["rotation", "scale", "translation"]) else {
      return
    }
    if let r = t["rotation"], let angles = reader.fields(r, "rotation (degrees)", known: ["x", "y", "z"]) {
      for (axis, property) in [("x", LayerProperty.rotationX), ("y", .rotationY), ("z", .rotationZ)] {
        if let a = angles[axis] { layer.values[property] = reader.expression(a, "rotation \(axis)") }
      }
    }
    if let s = t["scale"], let v = reader.vector(s, "scale", count: 2...2, scalarRepeats: true) {
      (layer.values[.scaleX], layer.values[.scaleY]) = (v[0], v[1])
    }
    if let s = t["translation"], let v = reader.vector(s, "translation", count: 2...3) {
      (layer.values[.translationX], layer.values[.translationY]) = (v[0], v[1])
      if v.count == 3 { layer.values[.translationZ] = v[2] }
    }
  }

  mutating func parseTiming(_ node: Node) -> MediaTiming? {
    guard let t = reader.fields(node, "timing", known: Self.timingKeys) else { return nil }
    var timing = MediaTiming()
    if let n = t["beginTime"], let x = reader.number(n, "beginTime") { timing.beginTime = x }
    if let n = t["speed"], let x = reader.number(n, "speed") { timing.speed = x }
    if let n = t["timeOffset"], let x = reader.number(n, "timeOffset") { timing.timeOffset = x }
    if let n = t["duration"], let x = reader.positive(n, "duration", " seconds") { timing.duration = x }
    if let n = t["repeatCount"], let x = reader.number(n, "repeatCount", in: 0...1e9, "[0, 1e9]") {
      timing.repeatCount = x
    }
    if let n = t["repeatDuration"], let x = reader.number(n, "repeatDuration", in: 0...1e9, "[0, 1e9]") {
      timing.repeatDuration = x
    }
    if let n = t["autoreverses"], let x = reader.bool(n, "autoreverses") { timing.autoreverses = x }
    if let n = t["fill"], let x = reader.choice(n, "fill", FillMode.allCases.map(\.rawValue)) {
      timing.fillMode = FillMode(rawValue: x) ?? .removed
    }
    checkActiveTime(t)
    return timing
  }

  /// A layer without a duration is never outside its active time (CAMediaTiming), so these keys
  /// could not act: refused where they are written rather than silently ignored.
  mutating func checkActiveTime(_ t: Fields) {
    if t["duration"] == nil {
      for key in ["repeatCount", "repeatDuration", "autoreverses", "fill"] {
        guard let n = t[key] else { continue }
        reader.report(
          n,
          "\(key) cannot act without duration: a layer repeats, autoreverses and fills only with a duration")
      }
    }
    if t["repeatCount"] != nil, let n = t["repeatDuration"] {
      reader.report(n, "give repeatCount or repeatDuration, not both (Core Animation leaves both undefined)")
    }
  }

  /// Undeclared parents and parent cycles, each reported where the `parent:` is written.
  mutating func checkLayerTree(_ layers: [LayerDefinition]) {
    let parents = Dictionary(layers.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
    for layer in layers {
      guard let parent = layer.parent else { continue }
      guard parents[parent] != nil else {
        reader.report(
          parentNode(of: layer.name), "parent '\(parent)' of layer '\(layer.name)' is not declared in layers")
        continue
      }
      var seen: [String] = [layer.name]
      var current: String? = parent
      while let name = current {
        if name == layer.name {
          reader.report(
            parentNode(of: layer.name),
            "layer '\(layer.name)' is its own ancestor: \((seen + [name]).joined(separator: " → "))")
          break
        }
        if seen.contains(name) { break }  // a cycle above this layer, reported at its own layers
        seen.append(name)
        current = parents[name] ?? nil
      }
    }
  }

  /// The `parent:` value node of a declared layer, for its marks.
  func parentNode(of name: String) -> Node? { parentNodes[name] ?? declared[name] }
}
