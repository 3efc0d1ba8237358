extension LayerTree {
  /// The local time of `layer` when the global time is `globalTime`: each ancestor's media timing
  /// applied from the top down (`MediaTiming.layerTime(fromParent:)`). A frozen ancestor (speed 0) pins
  /// the whole subtree; an ancestor outside its active range with no fill leaves it no time (NaN).
  @inlinable public func localTime(of layer: LayerID, atGlobal globalTime: Double) -> Double {
    // The fields read in place: a copy of the layer would retain and release its name per call.
    guard let parent = layers[layer.index].parent else {
      return layers[layer.index].timing.layerTime(fromParent: globalTime)
    }
    let parentTime = localTime(of: parent, atGlobal: globalTime)
    return parentTime.isNaN ? .nan : layers[layer.index].timing.layerTime(fromParent: parentTime)
  }

  /// The global time at which `layer`'s local time is `localTime` (speed 0 on the way: see
  /// `MediaTiming.parentTime(fromLocal:)`; a layer with a duration maps back into its first iteration).
  public func globalTime(of layer: LayerID, atLocal localTime: Double) -> Double {
    var time = localTime
    var current: LayerID? = layer
    while let id = current {
      time = layers[id.index].timing.parentTime(fromLocal: time)
      current = layers[id.index].parent
    }
    return time
  }

  /// `CALayer.convertTime(_:from:)`: a time in `source`'s local time (nil: global time) expressed in
  /// `destination`'s local time (nil: global time).
  public func convertTime(_ time: Double, from source: LayerID?, to destination: LayerID?) -> Double {
    let global = source.map { globalTime(of: $0, atLocal: time) } ?? time
    return destination.map { localTime(of: $0, atGlobal: global) } ?? global
  }

  /// Apple's QA1673 `pauseLayer:` at global time `now`: freezes `layer` (and its subtree) where it is.
  public mutating func pause(_ layer: LayerID, atGlobal now: Double) {
    let paused = localTime(of: layer, atGlobal: now)
    layers[layer.index].timing.speed = 0
    layers[layer.index].timing.timeOffset = paused
  }

  /// Apple's QA1673 `resumeLayer:` at global time `now`: local time goes on from the paused time.
  /// `speed` other than 1 resumes at that rate (see `MediaTiming.resume(atParentTime:speed:)`).
  public mutating func resume(_ layer: LayerID, atGlobal now: Double, speed: Double = 1) {
    let parentTime = layers[layer.index].parent.map { localTime(of: $0, atGlobal: now) } ?? now
    layers[layer.index].timing.resume(atParentTime: parentTime, speed: speed)
  }
}
