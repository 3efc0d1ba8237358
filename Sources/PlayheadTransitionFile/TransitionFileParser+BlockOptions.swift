import PlayheadTiming
import Yams

extension TransitionFileParser {
  static var calculationModeNames: [String] { CalculationMode.allCases.map(\.rawValue) }

  /// UIView's animation options on a block: `repeat`, `autoreverse`, `beginFromCurrentState`, and a
  /// keyframe block's `calculationMode` (one name, or `{default: mode, layer.property: mode, …}`).
  mutating func parseOptions(
    _ mapping: Node.Mapping, into block: inout AnimationBlock, after earlier: [AnimationBlock]
  ) {
    for (key, value) in mapping {
      switch key.scalar?.string {
      case "repeat"?:
        // `true` is UIKit's `.repeat` (forever); a number is a count, as `modifyAnimations(withRepeatCount:)`.
        if let text = value.scalar?.string, ["true", "yes", "false", "no"].contains(text) {
          block.repeatCount = reader.bool(value, "repeat") == true ? .infinity : 0
        } else if let n = reader.number(value, "repeat (true, false or a count)") {
          if n > 0 {
            block.repeatCount = n
          } else {
            reader.report(value, "repeat must be true, false or a count > 0, got \(n.short)")
          }
        }
      case "autoreverse"?:
        block.autoreverses = reader.bool(value, "autoreverse") ?? false
      case "beginFromCurrentState"?:
        block.beginsFromCurrentState = reader.bool(value, "beginFromCurrentState") ?? false
        // With no earlier block on any of its properties there is no state in flight to begin from.
        let before = Set(earlier.flatMap(\.allChanges).map { "\($0.layer).\($0.property.name)" })
        if block.beginsFromCurrentState
          && !block.allChanges.contains(where: { before.contains("\($0.layer).\($0.property.name)") })
        {
          reader.report(
            key, "beginFromCurrentState cannot act: no earlier block animates what this one changes")
        }
      case "calculationMode"?:
        guard case .keyframes(_, let frames) = block.kind else {
          reader.report(key, "calculationMode belongs to a keyframe block (keyframes:)")
          continue
        }
        parseCalculationMode(value, frames: frames, into: &block)
      default: continue
      }
    }
  }

  mutating func parseCalculationMode(
    _ node: Node, frames: [KeyframeDefinition], into block: inout AnimationBlock
  ) {
    if node.scalar != nil {
      if let name = reader.choice(node, "calculationMode", Self.calculationModeNames) {
        block.calculationMode = CalculationMode(rawValue: name) ?? .linear
      }
      return
    }
    guard let mapping = node.mapping else {
      reader.report(node, "calculationMode is a mode or {default: mode, layer.property: mode}")
      return
    }
    let changed = Set(frames.flatMap(\.changes).map { "\($0.layer).\($0.property.name)" })
    for (key, value) in mapping {
      guard let text = key.scalar?.string else { continue }
      guard let name = reader.choice(value, "calculationMode", Self.calculationModeNames),
        let mode = CalculationMode(rawValue: name)
      else { continue }
      if text == "default" {
        block.calculationMode = mode
        continue
      }
      let id = Self.canonical(text)
      guard changed.contains(id), let dot = id.firstIndex(of: "."),
        let property = LayerProperty(named: String(id[id.index(after: dot)...]))
      else {
        reader.report(
          key,
          "\(text) is not changed by this block's keyframes; a calculationMode key is default or a layer.property they change"
        )
        continue
      }
      block.calculationModes[String(id[..<dot]), default: [:]][property] = mode
    }
  }
}
