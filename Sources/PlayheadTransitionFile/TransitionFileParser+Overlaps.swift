import PlayheadTiming
import PlayheadTransitions
import Yams

extension TransitionFileParser {
  /// One basic block's change of one property: where it is, when it runs, how far it moves.
  struct Run {
    var block: Int
    var line: Int
    var begin: Double
    var end: Double
    var delta: Double
  }

  /// Basic blocks changing one property at overlapping times compose as UIKit's view animations do
  /// (`LayerTree.composeWithEarlier`); a warning names the two blocks where the result surprises:
  /// opacity cut short by a later block (not additive: the earlier never reaches its target), or
  /// additive blocks pulling opposite ways (the layer turns back). Values are worked in the file's
  /// container (320 × 568 unless it says), from the layers' values, `set` and every `from`, as
  /// `DefinedAnimator.run` sets them.
  mutating func warnOverlaps(_ placed: [(node: Node, block: AnimationBlock)], set: [PropertyChange]) {
    // Most files change each property in one block: nothing to work out (measured: a large file).
    var once: Set<String> = []
    var repeated = false
    for (_, block) in placed {
      guard case .basic(_, let changes) = block.kind else { continue }
      for change in changes where !once.insert("\(change.layer).\(change.property.rawValue)").inserted {
        repeated = true
      }
    }
    guard repeated else { return }
    let size = containerSize ?? .standard
    var values: [String: Double] = [:]
    func current(_ change: PropertyChange) -> Double {
      if let v = values["\(change.layer).\(change.property.name)"] { return v }
      let layer = layerDefinitions.first { $0.name == change.layer }
      return layer?.model(width: size.width, height: size.height)[change.property] ?? 0
    }
    func apply(_ change: PropertyChange) -> Double {
      change.target.value(from: current(change), width: size.width, height: size.height)
    }
    for change in set { values["\(change.layer).\(change.property.name)"] = apply(change) }
    for (_, block) in placed {
      for change in block.allChanges {
        if let from = change.from {
          values["\(change.layer).\(change.property.name)"] = from.value(
            width: size.width, height: size.height)
        }
      }
    }
    var runs: [String: [Run]] = [:]
    for (index, (node, block)) in placed.enumerated() {
      guard case .basic(_, let changes) = block.kind else { continue }
      let begin = block.delay
      // Repeats and autoreverse (the timing branch's block options) lengthen the run.
      let cycles = max(block.repeatCount, 1) * (block.autoreverses ? 2 : 1)
      let end = begin + (block.duration ?? fileDuration) * cycles
      for change in changes {
        let key = "\(change.layer).\(change.property.name)"
        let before = current(change)
        let after = apply(change)
        values[key] = after
        let run = Run(
          block: index, line: node.mark?.line ?? 1, begin: begin, end: end, delta: after - before)
        // A block that begins from the current state takes over on purpose: it neither composes
        // nor surprises (DefinedAnimator.beginFromCurrentState).
        for earlier in runs[key, default: []] where earlier.block != index && !block.beginsFromCurrentState {
          let overlaps = begin < earlier.end && earlier.begin < end
          if !change.property.isAdditive && begin < earlier.end {
            warn(
              node,
              "\(key) is animated by the blocks at lines \(earlier.line) and \(run.line); the one at line \(run.line) starts at \(begin.short) s, before the one at line \(earlier.line) ends at \(earlier.end.short) s: \(change.property.name) is not additive, so it takes over from the value showing then and the earlier block never reaches its target"
            )
          } else if change.property.isAdditive && overlaps && run.delta * earlier.delta < 0 {
            warn(
              node,
              "\(key) is animated by the blocks at lines \(earlier.line) and \(run.line) at overlapping times, pulling opposite ways (\(earlier.delta.short) then \(run.delta.short)); they add, as UIKit's do, so the layer turns back before it settles"
            )
          }
        }
        runs[key, default: []].append(run)
      }
    }
  }

  mutating func warn(_ node: Node, _ reason: String) {
    warnings.append(.init(at: node, reason: "warning: \(reason)"))
  }
}
