import PlayheadTestbed
import Testing

@Suite("Gesture synthesiser")
struct GestureSynthesizerTests {
  func frames(_ spec: TouchpadSpec, _ text: String) throws -> (SynthesizedScript, FrameTrack) {
    let script = try GestureSynthesizer(spec: spec).synthesize(GestureScript(parsing: text))
    return (script, FrameTrack(events: script.events, spec: spec))
  }

  @Test(arguments: TouchpadSpec.builtIns)
  func everyFrameEndsWithSynReportAndTimesNeverGoBack(spec: TouchpadSpec) throws {
    let (script, _) = try frames(spec, "swipe 3 up 15mm 300ms; pinch 2 out 1.5 400ms; hold 2 200ms")
    #expect(script.events.last?.isSynReport == true)
    for (a, b) in zip(script.events, script.events.dropFirst()) { #expect(a.time <= b.time) }
    // Whole-millisecond frame times (umockdev paces in whole ms).
    for event in script.events { #expect(event.time % 1000 == 0) }
  }

  /// Protocol B: a slot's tracking id is set on touch-down and −1 on lift; ids are never reused while
  /// down; at most `slots` contacts; BTN_TOOL_* matches the scripted finger count.
  @Test(arguments: TouchpadSpec.builtIns)
  func multitouchProtocolB(spec: TouchpadSpec) throws {
    let (script, track) = try frames(spec, "swipe 3 up 15mm 300ms; swipe 4 left 30mm 300ms")
    var slot: Int32 = 0
    var ids: [Int32: Int32] = [:]
    for event in script.events where event.type == 3 {
      if event.code == 0x2f {
        slot = event.value
        #expect(slot >= 0 && Int(slot) < spec.slotCount)
      }
      if event.code == 0x39 {
        if event.value < 0 {
          #expect(ids[slot] != nil, "lift of an empty slot")
          ids[slot] = nil
        } else {
          #expect(ids[slot] == nil, "new tracking id in an occupied slot")
          #expect(!ids.values.contains(event.value))
          ids[slot] = event.value
        }
      }
    }
    #expect(ids.isEmpty)
    let down = track.frames.filter { $0.toolFingers > 0 }
    // 3 then 4 fingers; the visible touches are capped at the slot count (2 on synaptics-ps2).
    #expect(Set(down.map(\.toolFingers)) == [3, 4])
    for frame in down { #expect(frame.touches == min(frame.toolFingers, spec.slotCount)) }
  }

  @Test func synapticsThirdFingerIsOnlyATripletap() throws {
    let (script, _) = try frames(.synapticsPS2, "swipe 3 up 15mm 300ms")
    let keys = script.events.filter { $0.type == 1 && $0.value == 1 }.map(\.code)
    #expect(keys == [0x14a, 0x14e])  // BTN_TOUCH, BTN_TOOL_TRIPLETAP
    let slots = Set(script.events.filter { $0.type == 3 && $0.code == 0x2f }.map(\.value))
    #expect(slots.isSubset(of: [0, 1]))
  }

  /// The centroid travels exactly the scripted distance, half of it at half time (minimum jerk:
  /// s(½) = 10/8 − 15/16 + 6/32 = ½), and frames come at the report rate.
  @Test(arguments: TouchpadSpec.builtIns)
  func travelFollowsTheScript(spec: TouchpadSpec) throws {
    let (script, track) = try frames(spec, "swipe 3 down 15mm 400ms")
    let down = track.frames.filter { $0.centroid != nil }
    let first = down.first!.centroid!, last = down.last!.centroid!
    let resolution = 1 / Double(spec.yAxis.resolution)
    #expect(abs((last.y - first.y) - 15) <= resolution)
    #expect(abs(last.x - first.x) <= 1 / Double(spec.xAxis.resolution))
    // Every frame against the minimum-jerk formula worked by hand: d(t) = 15 mm · s(u), s(u) = 10u³ − 15u⁴ + 6u⁵,
    // u = (t − touch-down − 30 ms settle) / 400 ms; s(½) = 10/8 − 15/16 + 6/32 = ½.
    // Tolerance: noise ≤ 0.02 mm + one device unit (≤ 1/32 mm) + whole-ms rounding of the frame time
    // (≤ 0.5 ms at the peak speed 1.875 · 15 mm / 0.4 s ≈ 70 mm/s ≈ 0.035 mm): 0.1 mm.
    let gesture = script.gestures[0]
    func s(_ u: Double) -> Double { u * u * u * (10 - 15 * u + 6 * u * u) }
    for frame in down {
      let u = min(max(Double(frame.time - gesture.touchDown - 30_000) / 400_000, 0), 1)
      #expect(abs((frame.centroid!.y - first.y) - 15 * s(u)) < 0.1, "at \(frame.time) µs")
    }
    #expect(abs(s(0.5) - 0.5) < 1e-12)
    // Frame gaps: 1000/rate ms rounded to whole ms, e.g. 12.5 ms at 80 Hz → 12 or 13.
    let period = 1000 / spec.reportRateHz
    for (a, b) in zip(down.dropFirst(), down.dropFirst(2)) {
      let gap = Double(b.time - a.time) / 1000
      #expect(gap >= period.rounded(.down) - 1 && gap <= period.rounded(.up) + 1)
    }
  }

  @Test func pinchSpreadScalesByTheFactor() throws {
    let (_, track) = try frames(.precisionI2C, "pinch 2 out 1.5 400ms rotate 30")
    let down = track.frames.filter { $0.spread != nil }
    #expect(abs(down.last!.spread! / down.first!.spread! - 1.5) < 0.01)
    let (_, inward) = try frames(.precisionI2C, "pinch 3 in 2 400ms")
    let inDown = inward.frames.filter { $0.spread != nil }
    #expect(abs(inDown.last!.spread! / inDown.first!.spread! - 0.5) < 0.01)
  }

  @Test func midGesturePauseSendsNothingWhileFingersRest() throws {
    let (script, track) = try frames(.appleTrackpad, "swipe 3 right 30mm 300ms pause 400ms")
    let down = track.frames.filter { $0.centroid != nil }
    let gaps = zip(down, down.dropFirst()).map { $1.time - $0.time }
    // One gap of the pause (400 ms) plus at most one frame period; fingers stay down throughout.
    #expect(gaps.filter { $0 >= 400_000 }.count == 1)
    #expect(script.gestures.count == 1)
  }

  @Test func fingerCountChangesHalfWay() throws {
    let (_, track) = try frames(.precisionI2C, "swipe 3 up 20mm 400ms fingers 4")
    let counts = track.frames.map(\.toolFingers)
    #expect(counts.contains(3) && counts.contains(4))
    #expect(counts.firstIndex(of: 4)! > counts.firstIndex(of: 3)!)
  }

  @Test func gesturesThatDoNotFitAreRefused() {
    // synaptics-ps2 is 27 mm tall: a 40 mm vertical swipe cannot fit.
    #expect {
      try GestureSynthesizer(spec: .synapticsPS2).synthesize(GestureScript(parsing: "swipe 3 up 40mm 300ms"))
    } throws: { error in
      "\(error)".contains("does not fit on synaptics-ps2")
    }
    #expect {
      try GestureSynthesizer(spec: .synapticsPS2).synthesize(GestureScript(parsing: "swipe 5 up 10mm 300ms"))
    } throws: { error in
      "\(error)".contains("at most 4")
    }
  }
}
