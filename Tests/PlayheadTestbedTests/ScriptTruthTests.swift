import Testing

@testable import PlayheadTestbed

/// The calibration's alignment, checked on made-up debug-events lines whose answer is known: the
/// updates are the script's own per-frame travel divided by a chosen factor, on a clock that starts
/// anywhere (debug-events' times are relative to whatever it printed first).
@Suite("script truth alignment")
struct ScriptTruthTests {
  static let factor = 0.0875  // mm per unit, deliberately none of the stored ones

  func updates(_ frames: [FrameTrack.Frame], from first: Int, clockShift: Double) -> [DebugEventsLine] {
    (first..<frames.count).map { index in
      var line = DebugEventsLine(
        type: "GESTURE_SWIPE_UPDATE", time: Double(frames[index].time) / 1e6 + clockShift, fingers: 3)
      line.dyUnaccelerated = (frames[index].centroid!.y - frames[index - 1].centroid!.y) / Self.factor
      line.dxUnaccelerated = (frames[index].centroid!.x - frames[index - 1].centroid!.x) / Self.factor
      return line
    }
  }

  @Test("finds where the updates start, whatever their clock, and recovers the factor")
  func recoversTheFactor() throws {
    let spec = TouchpadSpec.synapticsPS2
    let script = try GestureSynthesizer(spec: spec).synthesize(
      GestureScript(parsing: "swipe 4 down 15mm 500ms"))
    let truth = ScriptTruth(script, spec: spec, gesture: 0)
    let frames = truth.track.frames.filter {
      $0.time >= truth.gesture.touchDown && $0.time <= truth.gesture.lastMotion && $0.centroid != nil
    }
    for (first, shift) in [(2, 0.0), (3, 7.25), (6, -0.031)] {
      let lines = updates(frames, from: first, clockShift: shift)
      let aligned = try #require(truth.alignedTravel(lines, horizontal: false))
      // The travel the updates cover, worked from the frames directly.
      let expected = frames.last!.centroid!.y - frames[first - 1].centroid!.y
      #expect(abs(aligned.travel - expected) < 1e-9, "first update at frame \(first)")
      #expect(abs(aligned.travel / aligned.units - Self.factor) < 1e-9)
    }
  }

  @Test("a pinch's scales align to the spread ratio over the frame before the first update")
  func alignsPinchScales() throws {
    let spec = TouchpadSpec.precisionI2C
    let script = try GestureSynthesizer(spec: spec).synthesize(
      GestureScript(parsing: "pinch 2 out 1.5 400ms"))
    let truth = ScriptTruth(script, spec: spec, gesture: 0)
    let frames = truth.track.frames.filter {
      $0.time >= truth.gesture.touchDown && $0.time <= truth.gesture.lastMotion && $0.centroid != nil
    }
    for first in [2, 5] {
      let lines = (first..<frames.count).map { index in
        var line = DebugEventsLine(
          type: "GESTURE_PINCH_UPDATE", time: Double(frames[index].time) / 1e6 + 3, fingers: 2)
        line.scale = frames[index].spread! / frames[first - 1].spread!
        return line
      }
      let scale = try #require(truth.alignedScale(lines))
      #expect(abs(scale - frames.last!.spread! / frames[first - 1].spread!) < 1e-12)
      // A pinch out by 1.5 from where libinput began: somewhat under 1.5, never over.
      #expect(scale > 1.2 && scale <= 1.5 + 1e-9)
    }
  }

  @Test("a debug-events time that wrapped below the first event's reads as negative")
  func wrappedTimesUnwrap() throws {
    // libinput 1.22 prints (time − start) as uint32 ms / 1000: 6 ms before the start is 2³² − 6 ms.
    let line = try #require(
      DebugEventsLine.parse(
        line: " event12  GESTURE_SWIPE_UPDATE    +4294967.290s\t3  0.00/ 1.00 ( 0.00/ 1.00 unaccelerated)"))
    #expect(abs(line.time - -0.006) < 1e-9)
    #expect(line.dyUnaccelerated == 1.0)
    let plain = try #require(
      DebugEventsLine.parse(
        line: " event12  GESTURE_SWIPE_UPDATE    +2.125s\t3  0.00/ 1.00 ( 0.00/ 1.00 unaccelerated)"))
    #expect(plain.time == 2.125)
  }

  @Test("updates that fit no run of frames are not aligned")
  func refusesWhatDoesNotFit() throws {
    let spec = TouchpadSpec.synapticsPS2
    let script = try GestureSynthesizer(spec: spec).synthesize(
      GestureScript(parsing: "swipe 4 down 15mm 500ms"))
    let truth = ScriptTruth(script, spec: spec, gesture: 0)
    // Updates 3 ms apart: no frames of an 80 Hz pad are.
    let lines = (0..<5).map {
      DebugEventsLine(type: "GESTURE_SWIPE_UPDATE", time: Double($0) * 0.003, fingers: 3)
    }
    #expect(truth.alignedTravel(lines, horizontal: false) == nil)
  }
}
