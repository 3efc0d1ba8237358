extension PropertyAnimator {
  /// `addAnimations(_:)`: runs `changes` on `tree`'s model values and records every changed property as
  /// a track from the old to the new value. The model keeps the new values (as UIKit's views do);
  /// a property already tracked keeps its original start value and takes the new end value.
  /// Throws (leaving the tree unchanged) for a non-finite value, or once the animator is stopped.
  public mutating func addAnimations(to tree: inout LayerTree, _ changes: (inout LayerTree) -> Void)
    throws(TimingError)
  {
    switch state {
    case .stopped:
      throw .invalidState("addAnimations on a stopped animator")
    case .inactive, .active:
      break
    }
    let original = tree
    changes(&tree)
    var added: [AnimatorTrack] = []
    for i in original.layers.indices {
      for property in LayerProperty.allCases
      where tree.layers[i].model[property] != original.layers[i].model[property] {
        let target = tree.layers[i].model[property]
        guard target.isFinite else {
          tree = original
          throw .notFinite(parameter: property.name, value: target)
        }
        let id = LayerID(i)
        let from = tracks.first { $0.layer == id && $0.property == property }?.from
        added.append(
          AnimatorTrack(
            layer: id, property: property, from: from ?? original.layers[i].model[property], to: target))
      }
    }
    for track in added {
      tracks.removeAll { $0.layer == track.layer && $0.property == track.property }
      tracks.append(track)
    }
  }

  /// Writes the tracked properties' values at `time` over a presentation buffer (after
  /// `LayerTree.presentation(at:into:)`). Allocation-free.
  public func apply(at time: Double, to buffer: inout [LayerValues]) {
    let progress = self.progress(at: time)
    for track in tracks where track.layer.index < buffer.count {
      let value = track.value(at: progress)
      if value.isFinite { buffer[track.layer.index][track.property] = value }
    }
  }

  /// Sets the tracked model values for a completion at `position` (UIKit leaves the views at their
  /// end values, their start values, or where they were at `time` for `.current`).
  public func settle(_ tree: inout LayerTree, at position: AnimatingPosition, time: Double) {
    let progress: Double
    switch position {
    case .end: progress = 1
    case .start: progress = 0
    case .current: progress = self.progress(at: time)
    }
    for track in tracks where track.layer.index < tree.count {
      let value = track.value(at: progress)
      if value.isFinite { tree[track.layer, track.property] = value }
    }
  }
}
