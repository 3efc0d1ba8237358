import PlayheadTiming
import Yams

extension TransitionFileParser {
  static let blockKeys = [
    "changes", "keyframes", "spring", "curve", "duration", "delay", "calculationMode", "repeat",
    "autoreverse",
    "beginFromCurrentState",
  ]
  static var propertyNames: [String] {
    LayerProperty.allCases.map(\.name) + ["backgroundColor", "borderColor"]
  }

  mutating func parseAnimations(_ node: Node, defaultCurve: TimingFunction?, set: [PropertyChange] = [])
    -> [AnimationBlock]
  {
    guard let items = node.sequence else {
      reader.report(node, "animations must be a list of animation blocks")
      return []
    }
    var placed: [(node: Node, block: AnimationBlock)] = []
    for item in items {
      guard var block = parseBlock(item, defaultCurve: defaultCurve ?? .easeInEaseOut) else { continue }
      if let b = item.mapping { parseOptions(b, into: &block, after: placed.map(\.block)) }
      placed.append((item, block))
    }
    warnOverlaps(placed, set: set)
    return placed.map(\.block)
  }

  mutating func parseBlock(_ node: Node, defaultCurve: TimingFunction) -> AnimationBlock? {
    guard let b = reader.fields(node, "an animation block", known: Self.blockKeys) else { return nil }
    let duration = b["duration"].flatMap { reader.positive($0, "duration", " seconds") }
    var delay = 0.0
    if let n = b["delay"], let d = reader.number(n, "delay", in: 0...Double.greatestFiniteMagnitude, "[0, ∞)")
    {
      delay = d
    }
    let curve = b["curve"].map { reader.curve($0) } ?? defaultCurve
    if let k = b["keyframes"] {
      if let c = b["changes"] { reader.report(c, "a keyframe block puts its changes in its keyframes") }
      if let s = b["spring"] { reader.report(s, "a keyframe block cannot be a spring") }
      let frames = parseKeyframes(k)
      guard let curve else { return nil }
      return AnimationBlock(kind: .keyframes(curve: curve, frames: frames), duration: duration, delay: delay)
    }
    guard let c = b["changes"] else {
      reader.report(node, "an animation block needs changes (or keyframes)")
      return nil
    }
    let changes = parseChanges(c, allowFrom: true)
    if let s = b["spring"] {
      if let cn = b["curve"] { reader.report(cn, "a spring block has no curve: the spring is its timing") }
      guard let spring = parseSpring(s) else { return nil }
      return AnimationBlock(kind: .spring(spring, changes: changes), duration: duration, delay: delay)
    }
    guard let curve else { return nil }
    return AnimationBlock(kind: .basic(curve: curve, changes: changes), duration: duration, delay: delay)
  }

  mutating func parseKeyframes(_ node: Node) -> [KeyframeDefinition] {
    guard let items = node.sequence, !items.isEmpty else {
      reader.report(node, "keyframes must be a list of {start, duration, changes}")
      return []
    }
    var frames: [KeyframeDefinition] = []
    // (layer, property) → windows seen so far, to find two keyframes changing it at once.
    var windows: [String: [(Double, Double)]] = [:]
    for item in items {
      guard let f = reader.fields(item, "a keyframe", known: ["start", "duration", "changes"]) else {
        continue
      }
      guard let sn = f["start"], let dn = f["duration"], let cn = f["changes"] else {
        reader.report(item, "a keyframe needs start, duration and changes")
        continue
      }
      guard let start = reader.number(sn, "keyframe start"),
        let length = reader.number(dn, "keyframe duration")
      else {
        continue
      }
      guard (0...1).contains(start) else {
        reader.report(sn, "keyframe start must be in 0…1 (a fraction of the block), got \(start.short)")
        continue
      }
      guard length >= 0, start + length <= 1 + 1e-12 else {
        reader.report(
          dn, "keyframe ends at \((start + length).short), outside 0…1 (start + duration must be ≤ 1)")
        continue
      }
      let changes = parseChanges(cn, allowFrom: false, inKeyframe: true)
      if let mapping = cn.mapping {
        for (key, _) in mapping {
          guard let text = key.scalar?.string,
            let change = changes.first(where: { "\($0.layer).\($0.property.name)" == Self.canonical(text) })
          else { continue }
          let id = "\(change.layer).\(change.property.name)"
          if let clash = windows[id, default: []].first(where: { start < $0.1 && $0.0 < start + length }) {
            reader.report(
              key,
              "\(id) changes in two keyframes at once (\(start.short)…\((start + length).short) overlaps \(clash.0.short)…\(clash.1.short))"
            )
          }
          windows[id, default: []].append((start, start + length))
        }
      }
      frames.append(KeyframeDefinition(start: start, duration: length, changes: changes))
    }
    return frames
  }

  /// A change's from or to value: an opacity in [0, 1], a width or height ≥ 0 (a `by` may be anything);
  /// for a boolean layer key true or false (1 or 0 inside).
  mutating func changeValue(_ node: Node, _ what: String, _ property: LayerProperty) -> ValueExpression? {
    if property.isBoolean { return reader.bool(node, what).map { .number($0 ? 1 : 0) } }
    switch property {
    case .opacity: return reader.expression(node, what, in: 0...1, "in [0, 1]")
    case _
    where LayerProperty.backgroundColor.contains(property) || LayerProperty.borderColor.contains(property):
      // One colour component, as a colour's are: in 0…1.
      return reader.expression(node, what, in: 0...1, "in [0, 1]")
    case .width, .height: return reader.expression(node, what, in: 0...Double.greatestFiniteMagnitude, "≥ 0")
    case .cornerRadius, .borderWidth:
      // Lengths of content: ≥ 0 in the file's container (the standard one if it names none).
      guard let e = reader.expression(node, what), nonNegative(e, node, what) else { return nil }
      return e
    default: return reader.expression(node, what)
    }
  }

  /// `layer.property` with the property's key path written as its field name.
  static func canonical(_ key: String) -> String {
    guard let dot = key.firstIndex(of: ".") else { return key }
    let property = LayerProperty(named: String(key[key.index(after: dot)...]))
    return property.map { "\(key[..<dot]).\($0.name)" } ?? key
  }

  /// `layer.property: value`, `{from: a, to: b}` or `{by: d}`.
  mutating func parseChanges(_ node: Node, allowFrom: Bool, inKeyframe: Bool = false) -> [PropertyChange] {
    guard let mapping = node.mapping else {
      reader.report(node, "changes must map layer.property to a value")
      return []
    }
    var out: [PropertyChange] = []
    for (key, value) in mapping {
      guard let text = key.scalar?.string, let dot = text.firstIndex(of: ".") else {
        reader.report(key, "a change is written layer.property (like from.opacity)")
        continue
      }
      let layer = String(text[..<dot])
      let propertyText = String(text[text.index(after: dot)...])
      guard declared[layer] != nil else {
        let hint =
          NearestName.suggestion(for: layer, among: Array(declared.keys)).map { "; did you mean '\($0)'?" }
          ?? ""
        reader.report(key, "layer '\(layer)' is used but not declared in layers\(hint)")
        continue
      }
      if propertyText == "backgroundColor" || propertyText == "borderColor" {
        out += colourChanges(layer, propertyText, value, allowFrom: allowFrom)
        continue
      }
      guard let property = LayerProperty(named: propertyText) else {
        reader.report(key, NearestName.unknown("property", propertyText, among: Self.propertyNames))
        continue
      }
      if LayerProperty.backgroundColor.contains(property) {
        colouredLayers.insert("\(layer).backgroundColor")
      }
      if LayerProperty.borderColor.contains(property) { colouredLayers.insert("\(layer).borderColor") }
      if value.scalar != nil {
        if let e = changeValue(value, text, property) {
          out.append(PropertyChange(layer: layer, property: property, from: nil, target: .to(e)))
        }
        continue
      }
      if inKeyframe, let from = value.mapping?.first(where: { $0.key.scalar?.string == "from" }) {
        // UIKit's keyframes have no fromValue: a window runs from whatever the property shows before it.
        reader.report(
          from.key,
          "\(text): a keyframe has no from; it starts from the value before its window (set a start in layers or an earlier keyframe)"
        )
      }
      let known = allowFrom || inKeyframe ? ["from", "to", "by"] : ["to", "by"]
      guard let f = reader.fields(value, text, known: known) else { continue }
      if f["to"] != nil && f["by"] != nil { reader.report(value, "\(text) has both to and by; give one") }
      let from = allowFrom ? f["from"].flatMap { changeValue($0, "\(text) from", property) } : nil
      if let n = f["to"], let e = changeValue(n, "\(text) to", property) {
        out.append(PropertyChange(layer: layer, property: property, from: from, target: .to(e)))
      } else if let n = f["by"], property.isBoolean {
        reader.report(n, "\(text) is true or false: give to, not by")
      } else if let n = f["by"], let e = reader.expression(n, "\(text) by") {
        out.append(PropertyChange(layer: layer, property: property, from: from, target: .by(e)))
      } else if f["to"] == nil && f["by"] == nil {
        reader.report(value, "\(text) needs to or by")
      }
    }
    return out
  }
}
