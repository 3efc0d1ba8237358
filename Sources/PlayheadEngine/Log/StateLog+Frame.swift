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
      latency = FrameLatency(frame.newestLatencyMetric, from: origin, to: written)
      if latency == nil { latenciesRefused += 1 }
    }
    record(type: "frame", t: frame.time, seq: frame.seq) { line in
      line.field("seq", frame.seq)
      line.field("transition", frame.transition, memo: Memo.transition)
      line.field("phase", jsonText: frame.sample.phase.jsonText)
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

  /// Field `j` (0..<13) of a layer's object, in the contract's order.
  @inline(__always)
  static func appendField(_ j: Int, of v: LayerValues, to line: inout JSONLine) {
    switch j {
    case 0: line.field("opacity", v.opacity)
    case 1: line.field("positionX", v.positionX)
    case 2: line.field("positionY", v.positionY)
    case 3: line.field("width", v.width)
    case 4: line.field("height", v.height)
    case 5: line.field("rotationX", v.rotationX)
    case 6: line.field("rotationY", v.rotationY)
    case 7: line.field("rotationZ", v.rotationZ)
    case 8: line.field("scaleX", v.scaleX)
    case 9: line.field("scaleY", v.scaleY)
    case 10: line.field("translationX", v.translationX)
    case 11: line.field("translationY", v.translationY)
    case 12: line.field("translationZ", v.translationZ)
    default: preconditionFailure("a layer's object has 13 fields")
    }
  }
}
