import PlayheadTiming
import Yams

extension TransitionFileParser {
  static let layerKeys =
    ["name", "parent", "bounds", "position", "opacity", "transform", "timing", "m34"] + contentKeys
  static let timingKeys = ["beginTime", "speed", "timeOffset", "repeatCount", "autoreverses", "fill"]

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
      if let b = f["bounds"], let v = reader.vector(b, "bounds", count: 2...2) {
        (layer.values[.width], layer.values[.height]) = (v[0], v[1])
      }
      if let p = f["position"], let v = reader.vector(p, "position", count: 2...2) {
        (layer.values[.positionX], layer.values[.positionY]) = (v[0], v[1])
      }
      if let o = f["opacity"] { layer.values[.opacity] = reader.expression(o, "opacity") }
      if let t = f["transform"] { parseTransform(t, into: &layer) }
      if let t = f["timing"] { layer.timing = parseTiming(t) }
      if let m = f["m34"] { layer.m34 = reader.expression(m, "m34") }
      parseContent(f, into: &layer)
      layers.append(layer)
    }
    return layers
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
    if let n = t["repeatCount"], let x = reader.number(n, "repeatCount", in: 0...1e9, "[0, 1e9]") {
      timing.repeatCount = x
    }
    if let n = t["autoreverses"], let x = reader.bool(n, "autoreverses") { timing.autoreverses = x }
    if let n = t["fill"], let x = reader.choice(n, "fill", FillMode.allCases.map(\.rawValue)) {
      timing.fillMode = FillMode(rawValue: x) ?? .removed
    }
    return timing
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
