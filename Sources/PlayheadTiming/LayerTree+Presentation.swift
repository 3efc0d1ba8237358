extension LayerTree {
  /// A buffer of the right size for `presentation(at:into:)`, holding the model values.
  public func makePresentationBuffer() -> [LayerValues] {
    layers.map(\.model)
  }

  /// Samples every layer's presentation values at global time `time` into `buffer` (indexed by
  /// `LayerID.index`): the model values, overridden by each animation in the order added (an additive one adds).
  ///
  /// Allocation-free when `buffer.count == count` (it is resized otherwise). A NaN time samples the
  /// frozen-at-offset state (see `MediaTiming.localTime(fromParent:)`); no value is ever NaN.
  @inlinable public func presentation(at time: Double, into buffer: inout [LayerValues]) {
    _ = presentation(at: time, into: &buffer, localTimeOf: nil)
  }

  /// `presentation(at:into:)`, returning `layer`'s local time at `time` as `localTime(of:atGlobal:)`
  /// gives it (NaN for nil or a layer not in the tree): the sample computes it anyway, and a frame
  /// reads its container's (measured, issue 26: the walk up the tree once more per frame).
  @inlinable public func presentation(
    at time: Double, into buffer: inout [LayerValues], localTimeOf layer: LayerID?
  ) -> Double {
    if buffer.count != layers.count {
      buffer = makePresentationBuffer()
    }
    // Each layer's local time once, parents first (the tree's order), on the stack; the animations
    // are read in place through the plan (AnimationPlan.swift). Measured, issue 26: the buffer is
    // written through one pointer, as `buffer[i] =` checked uniqueness and copied each model twice.
    return layers.withUnsafeBufferPointer { layers in
      buffer.withUnsafeMutableBufferPointer { values in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: layers.count) { local in
          for i in layers.indices {
            values[i] = layers[i].model
            if let parent = layers[i].parent {
              let parentTime = local[parent.index]
              local[i] = parentTime.isNaN ? .nan : layers[i].timing.layerTime(fromParent: parentTime)
            } else {
              local[i] = layers[i].timing.layerTime(fromParent: time)
            }
          }
          plan.apply(at: local, into: values)
          guard let layer, layers.indices.contains(layer.index) else { return .nan }
          return local[layer.index]
        }
      }
    }
  }

  /// The presentation values of one layer at global time `time` (the whole tree sampled: for tests
  /// and one-off reads, not frames).
  public func presentation(of layer: LayerID, at time: Double) -> LayerValues {
    var buffer: [LayerValues] = []
    presentation(at: time, into: &buffer)
    return buffer[layer.index]
  }
}
