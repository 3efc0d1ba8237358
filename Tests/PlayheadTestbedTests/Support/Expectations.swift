import PlayheadTestbed

/// The script's ground truth over the frames libinput reported: what travel and spread the touches
/// had from the frame before libinput's BEGIN (libinput's first update is measured from there) to
/// the last frame with fingers down. Worked from the evdev events alone, not from libinput.
struct ScriptTruth {
  let track: FrameTrack
  let gesture: SynthesizedScript.Gesture

  init(_ script: SynthesizedScript, spec: TouchpadSpec, gesture index: Int) {
    track = FrameTrack(events: script.events, spec: spec)
    gesture = script.gestures[index]
  }

  private var frames: [FrameTrack.Frame] {
    track.frames.filter {
      $0.time >= gesture.touchDown && $0.time <= gesture.lastMotion && $0.centroid != nil
    }
  }

  /// Index (in this gesture's frames) of the frame at a script time (µs), nil if none.
  func frameIndex(at time: Int64) -> Int? {
    frames.firstIndex { abs($0.time - time) <= 1000 }
  }

  /// Centroid travel (mm) from the frame before the one at `beginTime` to the last frame.
  func travel(fromBeginAt beginTime: Int64) -> (x: Double, y: Double)? {
    guard let index = frameIndex(at: beginTime), index > 0 else { return nil }
    let from = frames[index - 1].centroid!, to = frames.last!.centroid!
    return (to.x - from.x, to.y - from.y)
  }

  /// Spread ratio from the frame before the one at `beginTime` to the last frame (libinput's scale).
  func scale(fromBeginAt beginTime: Int64) -> Double? {
    guard let index = frameIndex(at: beginTime), index > 0 else { return nil }
    return frames.last!.spread! / frames[index - 1].spread!
  }

  /// The script time of libinput's BEGIN from debug-events' relative times: END comes with the lift.
  func beginTime(begin: DebugEventsLine, end: DebugEventsLine) -> Int64 {
    gesture.lift - Int64(((end.time - begin.time) * 1000).rounded()) * 1000
  }
}

/// Relative difference |a − b| / |b|.
func relativeError(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }
