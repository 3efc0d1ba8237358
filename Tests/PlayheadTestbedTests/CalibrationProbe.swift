import Foundation
import PlayheadTestbed
import Testing

@Suite("Calibration probe", .serialized)
struct CalibrationProbe {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["PLAYHEAD_PROBE"] != nil))
  func probe() throws {
    for spec in TouchpadSpec.builtIns {
      for script in ["swipe 3 up 15mm 300ms", "swipe 3 left 30mm 300ms", "swipe 3 down 15mm 600ms", "swipe 4 right 30mm 600ms"] {
        let (lines, _, frames) = try TestbedSupport.debugEvents(spec, script)
        let updates = lines.filter { $0.type == "GESTURE_SWIPE_UPDATE" }
        guard let begin = lines.first(where: { $0.type == "GESTURE_SWIPE_BEGIN" }),
          let end = lines.first(where: { $0.type == "GESTURE_SWIPE_END" }) else { print("PROBE no swipe"); continue }
        let sumX = updates.reduce(0) { $0 + $1.dxUnaccelerated }
        let sumY = updates.reduce(0) { $0 + $1.dyUnaccelerated }
        let track = FrameTrack(events: frames.events, spec: spec)
        let lift = frames.gestures[0].lift
        let beginFrameTime = lift - Int64(((end.time - begin.time) * 1000).rounded()) * 1000
        let moving = track.frames.filter { $0.centroid != nil }
        let beginIndex = moving.firstIndex { abs($0.time - beginFrameTime) <= 1000 } ?? -1
        let last = moving.last!.centroid!
        let first = moving.first!.centroid!
        let before = beginIndex > 0 ? moving[beginIndex - 1].centroid! : first
        print("PROBE \(spec.name) \(script): updates \(updates.count)/\(moving.count) beginIndex \(beginIndex) sum \(sumX) \(sumY)")
        print(String(format: "PROBE   mm/unit from-touchdown x %.5f y %.5f  from-frame-before-begin x %.5f y %.5f",
          (last.x - first.x) / sumX, (last.y - first.y) / sumY, (last.x - before.x) / sumX, (last.y - before.y) / sumY))
      }
    }
  }
}
