import PlayheadEvents
import PlayheadTiming

extension StateLog {
  /// A `frame` record: the interaction and every layer's presentation values (the objects of
  /// `playhead sample --json`), plus `latency` (µs to `writtenAt` from the newest event shown, or from
  /// its read) and `latencyMetric` (which) when the frame shows a new event and `writtenAt` is known.
  // Always inlined into `Engine.emitFrame`, its one caller per frame (measured, issue 26: the logged
  // replay takes 1.3 % fewer instructions).
  @inline(__always)
  public func frame(_ frame: Frame, writtenAt: Instant? = nil) {
    guard writeFailure == nil else { return }
    var latency: FrameLatency?
    if let origin = frame.latencyOrigin, let written = writtenAt {
      latency = FrameLatency(frame.latencyMetric, from: origin, to: written)
      if latency == nil { latenciesRefused += 1 }
    }
    record(type: "frame", t: frame.time, seq: frame.seq) { line in
      line.field("seq", frame.seq)
      line.field("transition", frame.transition, memo: Memo.transition)
      line.field("phase", frame.sample.phase.rawValue, memo: Memo.phase)
      line.field("percent", frame.sample.percent)
      line.field("speed", frame.sample.speed)
      line.field("timeOffset", frame.sample.timeOffset)
      line.openObject("layers")
      layerTexts.appendLayers(of: frame, to: &line)
      line.closeObject()
      if let latency {
        line.field("latency", latency.microseconds)
        line.field("latencyMetric", latency.metric.rawValue, memo: Memo.latencyMetric)
      }
    }
  }

  /// The 13 fields of `LayerValues`, in the contract's order.
  static func append(_ v: LayerValues, to line: inout JSONLine) {
    line.field("opacity", v.opacity)
    line.field("positionX", v.positionX)
    line.field("positionY", v.positionY)
    line.field("width", v.width)
    line.field("height", v.height)
    line.field("rotationX", v.rotationX)
    line.field("rotationY", v.rotationY)
    line.field("rotationZ", v.rotationZ)
    line.field("scaleX", v.scaleX)
    line.field("scaleY", v.scaleY)
    line.field("translationX", v.translationX)
    line.field("translationY", v.translationY)
    line.field("translationZ", v.translationZ)
  }
}
