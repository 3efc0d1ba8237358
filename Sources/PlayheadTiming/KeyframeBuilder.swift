/// Collects `addKeyframe(relativeStartTime:relativeDuration:)` calls inside
/// `LayerTree.animateKeyframes`, as UIKit's `UIView.addKeyframe` does inside `animateKeyframes`.
public struct KeyframeBuilder {
  /// One model value set inside one keyframe.
  struct Change {
    let layer: LayerID
    let property: LayerProperty
    let value: Double
    let start: Double
    let end: Double
  }

  /// A working copy of the tree: each keyframe's closure sees the values set by the ones before.
  var tree: LayerTree
  var changes: [Change] = []
  var error: TimingError?

  /// Records the model values `changes` sets as a keyframe from `relativeStartTime` for
  /// `relativeDuration` (both fractions of the whole animation; start + duration ≤ 1).
  public mutating func addKeyframe(
    relativeStartTime start: Double, relativeDuration duration: Double, _ changes: (inout LayerTree) -> Void
  ) {
    do throws(TimingError) {
      try TimingError.requireFinite(start, "relativeStartTime")
      try TimingError.requireFinite(duration, "relativeDuration")
      guard (0...1).contains(start) else {
        throw .outOfRange(parameter: "relativeStartTime", value: start, range: "[0, 1]")
      }
      guard duration >= 0 && start + duration <= 1 + 1e-12 else {
        throw .outOfRange(parameter: "relativeDuration", value: duration, range: "[0, \(1 - start)]")
      }
    } catch {
      if self.error == nil { self.error = error }
      return
    }
    let before = tree.layers.map(\.model)
    changes(&tree)
    let end = min(start + duration, 1)
    for i in before.indices {
      for property in LayerProperty.allCases where tree.layers[i].model[property] != before[i][property] {
        let value = tree.layers[i].model[property]
        guard value.isFinite else {
          if error == nil { error = .notFinite(parameter: property.name, value: value) }
          continue
        }
        self.changes.append(
          Change(layer: LayerID(i), property: property, value: value, start: start, end: end))
      }
    }
  }

  /// Key times and values for one property: the initial value held until the first keyframe's
  /// window, each keyframe's value reached at the end of its window and held until the next window.
  static func track(initial: Double, frames: [Change]) -> (keyTimes: [Double], values: [Double]) {
    let sorted = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
    var keyTimes = [0.0]
    var values = [initial]
    for (_, frame) in sorted {
      let lastTime = keyTimes[keyTimes.count - 1]
      let lastValue = values[values.count - 1]
      // Overlapping windows are clipped so that key times never decrease.
      let start = max(frame.start, lastTime)
      let end = max(frame.end, start)
      if start > lastTime {
        keyTimes.append(start)
        values.append(lastValue)
      }
      keyTimes.append(end)
      values.append(frame.value)
    }
    if keyTimes[keyTimes.count - 1] < 1 {
      keyTimes.append(1)
      values.append(values[values.count - 1])
    }
    return (keyTimes, values)
  }
}
