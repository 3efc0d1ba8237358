import Foundation
import PlayheadTestbed
import Testing

@Suite("Calibration probe", .serialized)
struct CalibrationProbe {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["PLAYHEAD_PROBE"] != nil))
  func probe() throws {
    for spec in TouchpadSpec.builtIns {
      for script in ["pinch 2 out 1.5 400ms", "pinch 2 in 2 400ms", "pinch 3 out 1.5 400ms rotate 20"] {
        let (lines, _, frames) = try TestbedSupport.debugEvents(spec, script)
        let updates = lines.filter { $0.type == "GESTURE_PINCH_UPDATE" }
        guard let begin = lines.first(where: { $0.type == "GESTURE_PINCH_BEGIN" }),
          let end = lines.first(where: { $0.type == "GESTURE_PINCH_END" }) else { print("PROBE no pinch \(lines.gestures.types())"); continue }
        let track = FrameTrack(events: frames.events, spec: spec)
        let lift = frames.gestures[0].lift
        let beginFrameTime = lift - Int64(((end.time - begin.time) * 1000).rounded()) * 1000
        let moving = track.frames.filter { $0.centroid != nil }
        let beginIndex = moving.firstIndex { abs($0.time - beginFrameTime) <= 1000 } ?? -1
        let spreads = moving.map { $0.spread! }
        print("PROBE \(spec.name) \(script): updates \(updates.count)/\(moving.count) beginIndex \(beginIndex) scale \(updates.last?.scale ?? 0) angle \(updates.compactMap(\.angleDelta).reduce(0, +))")
        print("PROBE   spread first \(spreads.first!) last \(spreads.last!) ratio-from-touchdown \(spreads.last! / spreads.first!) from-begin \(beginIndex > 0 ? spreads.last! / spreads[beginIndex - 1] : 0) from-begin-frame \(beginIndex >= 0 ? spreads.last! / spreads[beginIndex] : 0)")
        print("PROBE   scales \(updates.compactMap(\.scale))")
      }
    }
  }
}
