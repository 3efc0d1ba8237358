import Foundation
import PlayheadEngine
import PlayheadEvents
import Testing

/// Every field of every `frame` record of one whole gesture (docs/engine.md, "frame"), each against a
/// value worked here from the scenario: flip (seed 000, 1.0 s, the keyframes along easeInEaseOut),
/// `--distance 50`, a 30 mm swipe down released at 0.6, the curve completion to 1.
@Suite("frame records")
struct FrameRecordTests {
  /// The 13 presentation values of a layer of flip at local time `local`, worked from seed 000: the
  /// container is 320 × 568 pt and every layer (container, from, to) fills it, position at its centre,
  /// nothing moved but the two turns about x (the m34 perspective is the container's sublayer
  /// transform, not a layer value); the whole keyframe
  /// timeline runs along easeInEaseOut, the from-layer turns 0 → 90° about x over the first half and
  /// the to-layer −90° → 0 over the second (linear within each keyframe).
  static func flipLayer(_ name: String, local: Double) -> [String: Double] {
    let e = easeInEaseOut(min(max(local / 1.0, 0), 1))
    var values: [String: Double] = [
      "opacity": 1, "positionX": 160, "positionY": 284, "width": 320, "height": 568, "rotationX": 0,
      "rotationY": 0, "rotationZ": 0, "scaleX": 1, "scaleY": 1, "translationX": 0, "translationY": 0,
      "translationZ": 0,
    ]
    switch name {
    case "from": values["rotationX"] = 90 * min(e / 0.5, 1)
    case "to": values["rotationX"] = -90 + 90 * max((e - 0.5) / 0.5, 0)
    default: break
    }
    return values
  }

  @Test(
    "a finished swipe: seq, t, transition, phase, percent, speed, timeOffset, layers and latency of each frame"
  )
  func everyFieldOfEveryFrame() throws {
    let h = try EngineHarness(distanceMM: 50)
    h.feed(EngineTests.added)
    // BEGIN at 1.000 s, 10 mm at 1.010, 1.020, 1.030 s, END at 1.040 s.
    let events = swipeDown(from: 1_000_000, steps: 3, mmPerStep: 10)
    for event in events { h.feed(event) }
    h.loop.advanceTime(by: 5_000_000)
    let records = try h.records()
    let frames = records.filter { $0["type"] as? String == "frame" }
    let decision = try #require(records.first { $0["type"] as? String == "decision" })
    let complete = try #require(records.first { $0["type"] as? String == "complete" })
    let tDecision = try #require(decision["t"] as? Double)
    let tComplete = try #require(complete["t"] as? Double)
    // Frames at 61 and 62 of the grid while interactive, 24 or so while finishing, one idle at the end.
    try #require(frames.count >= 24 && frames.count <= 30, "\(frames.count) frames")
    let updateTimes = events.filter { $0.phase == .update }.map { $0.time.seconds }
    let eventTimes = events.map { $0.time.seconds }  // BEGIN, the updates and END
    var lastShown = -1.0
    for (index, frame) in frames.enumerated() {
      let t = try #require(frame["t"] as? Double)
      let label = "frame \(index) at t = \(t)"
      #expect(frame["seq"] as? Int == index, "\(label)")
      #expect(frame["transition"] as? String == "flip", "\(label)")
      // The grid: round(k × 10⁶ / 60) µs.
      #expect(EngineTests.isOnGrid(Int64((t * 1e6).rounded())), "\(label)")
      let percent = try #require(frame["percent"] as? Double)
      let speed = try #require(frame["speed"] as? Double)
      let timeOffset = try #require(frame["timeOffset"] as? Double)
      let phase = try #require(frame["phase"] as? String)
      let expectedPercent: Double
      let expectedSpeed: Double
      let expectedPhase: String
      if t < tDecision {
        // Scrubbed: percent = travel shown / 50 mm, the container stopped (speed 0).
        let shown = updateTimes.filter { $0 <= t + 1e-9 }.count
        expectedPercent = Double(shown) * 10 / 50
        expectedSpeed = 0
        expectedPhase = "interactive"
      } else if t < tComplete - 1e-9 {
        // Finishing from 0.6 over (1 − 0.6) × 1.0 s along easeInEaseOut.
        let u = min(max((t - tDecision) / 0.4, 0), 1)
        expectedPercent = 0.6 + 0.4 * easeInEaseOut(u)
        // UIKit's display link moves the timeOffset; the container itself stays frozen (speed 0).
        expectedSpeed = 0
        expectedPhase = "finishing"
      } else {
        // At rest after the completion: idle, percent 0, the container back at speed 1.
        expectedPercent = 0
        expectedSpeed = 1
        expectedPhase = "idle"
      }
      #expect(phase == expectedPhase, "\(label)")
      #expect(
        abs(percent - expectedPercent) < 2e-6, "\(label): percent \(percent), expected \(expectedPercent)")
      #expect(abs(speed - expectedSpeed) < 1e-3, "\(label): speed \(speed), expected \(expectedSpeed)")
      // timeOffset is the local time, duration (1.0 s) × percent; 0 when idle.
      let expectedOffset = expectedPhase == "idle" ? 0 : 1.0 * expectedPercent
      #expect(abs(timeOffset - expectedOffset) < 2e-6, "\(label): timeOffset \(timeOffset)")
      let layers = try #require(frame["layers"] as? [String: [String: Double]], "\(label)")
      #expect(Set(layers.keys) == ["container", "from", "to"], "\(label): \(layers.keys.sorted())")
      // At rest after a finish the presented state stays: the layers as at the end of the timeline.
      let layerTime = expectedPhase == "idle" ? 1.0 : expectedOffset
      for name in ["container", "from", "to"] {
        let expected = Self.flipLayer(name, local: layerTime)
        let actual = layers[name] ?? [:]
        #expect(Set(actual.keys) == Set(expected.keys), "\(label) \(name)")
        for (key, value) in expected {
          let got = actual[key] ?? .nan
          #expect(
            abs(got - value) < 1e-4 * max(1, abs(value)), "\(label) \(name).\(key): \(got), expected \(value)"
          )
        }
      }
      // latency: frame time − the newest gesture event (BEGIN, update or END) shown for the first
      // time (virtual time: a frame is written at its own time); absent when it shows no new event.
      let newest = eventTimes.filter { $0 <= t + 1e-9 && $0 > lastShown }.max()
      if let newest {
        #expect(frame["latency"] as? Int == Int(((t - newest) * 1e6).rounded()), "\(label)")
        lastShown = newest
      } else {
        #expect(frame["latency"] == nil, "\(label): \(frame["latency"] ?? "")")
      }
    }
    // By hand: BEGIN drawn at once at 1.000 s (percent 0, latency 0); the update at 1.010 s at grid
    // point 1016667 (0.2); those at 1.020 and 1.030 s at 1033333 (0.6); END (1.040 s) shown first by
    // the finishing frame at 1050000.
    #expect(frames.prefix(4).compactMap { $0["percent"] as? Double }.prefix(3) == [0, 0.2, 0.6])
    #expect(frames.prefix(4).compactMap { $0["latency"] as? Int } == [0, 6_667, 3_333, 10_000])
  }
}
