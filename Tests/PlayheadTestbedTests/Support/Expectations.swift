import Foundation
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

  /// Where a run of libinput UPDATE lines falls among this gesture's frames, found without trusting
  /// BEGIN's or END's time: the updates' times relative to the first update (event times, exact)
  /// are slid along the frames; each anchor that puts every update on its own later frame is one
  /// candidate placement (frame indices, one per update). The callers pick the best fitting one.
  private func placements(of updates: [DebugEventsLine]) -> [(anchor: Int, indices: [Int])] {
    guard let first = updates.first else { return [] }
    let offsets = updates.map { Int64((($0.time - first.time) * 1000).rounded()) * 1000 }
    var result: [(anchor: Int, indices: [Int])] = []
    for anchor in 1..<max(1, frames.count) {
      var indices: [Int] = []
      for offset in offsets {
        let target = frames[anchor].time + offset
        guard let index = frames.firstIndex(where: { abs($0.time - target) <= 1000 }),
          index > (indices.last ?? anchor - 1)
        else { break }
        indices.append(index)
      }
      if indices.count == updates.count { result.append((anchor, indices)) }
    }
    return result
  }

  /// Travel (mm, along one axis) that a run of libinput's swipe UPDATEs covers, and the deltas' sum:
  /// the placement whose per-frame travel best fits the deltas (least squares, any scale) wins.
  func alignedTravel(_ updates: [DebugEventsLine], horizontal: Bool) -> (travel: Double, units: Double)? {
    let units = updates.map { horizontal ? $0.dxUnaccelerated : $0.dyUnaccelerated }
    func along(_ frame: FrameTrack.Frame) -> Double { horizontal ? frame.centroid!.x : frame.centroid!.y }
    var best: (score: Double, travel: Double)?
    for placement in placements(of: updates) {
      let ends = [placement.anchor - 1] + placement.indices
      let truths = zip(ends, ends.dropFirst()).map { along(frames[$1]) - along(frames[$0]) }
      let uu = units.reduce(0) { $0 + $1 * $1 }, tt = truths.reduce(0) { $0 + $1 * $1 }
      guard uu > 0, tt > 0 else { continue }
      let scale = zip(units, truths).reduce(0) { $0 + $1.0 * $1.1 } / uu
      let score = zip(units, truths).reduce(0) { $0 + pow($1.1 - scale * $1.0, 2) } / tt
      if best == nil || score < best!.score { best = (score, truths.reduce(0, +)) }
    }
    return best.map { ($0.travel, units.reduce(0, +)) }
  }

  /// The spread ratio libinput's last pinch UPDATE should report: each update's scale is its frame's
  /// spread over the spread of the frame before the first update; the best fitting placement wins.
  func alignedScale(_ updates: [DebugEventsLine]) -> Double? {
    let scales = updates.compactMap(\.scale)
    guard scales.count == updates.count else { return nil }
    var best: (score: Double, scale: Double)?
    for placement in placements(of: updates) {
      let base = frames[placement.anchor - 1].spread!
      let ratios = placement.indices.map { frames[$0].spread! / base }
      let score = zip(scales, ratios).reduce(0) { $0 + pow($1.0 - $1.1, 2) }
      if best == nil || score < best!.score { best = (score, ratios.last!) }
    }
    return best?.scale
  }
}

/// Relative difference |a − b| / |b|.
func relativeError(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }
