import Foundation
import PlayheadEngine
import PlayheadEvents
import PlayheadGestures
import PlayheadSession
import PlayheadTransitionFile
import PlayheadTransitions

/// An engine on virtual time with its log in a temporary file and every frame kept, for tests.
final class EngineHarness {
  let loop: EmbeddedLoop
  let engine: Engine
  let logPath: String
  var frames: [(time: Instant, phase: TransitionPhase, percent: Double, seq: Int)] = []

  init(
    transition: String = "flip", gesture: String? = nil, distanceMM: Double? = nil,
    completion: CompletionAnimation.Mode = .curve,
    policy: FrameClock.Policy = .grid, velocityWins: Bool = true, extra: [String] = [], start: Instant = 0
  ) throws {
    loop = EmbeddedLoop(now: start)
    logPath = NSTemporaryDirectory() + "playhead-engine-test-\(UUID().uuidString).jsonl"
    func slot(_ name: String, _ gesture: String?) throws -> EngineConfiguration.Slot {
      let descriptor = BuiltInTransitions.named(name)!
      let binding = try GestureBinding(parsing: gesture ?? descriptor.defaultGesture, distanceMM: distanceMM)
      return EngineConfiguration.Slot(
        descriptor: descriptor, binding: binding,
        driver: TransitionConfiguration(completion: completion, velocityWins: velocityWins))
    }
    var slots = [try slot(transition, gesture)]
    for name in extra { slots.append(try slot(name, nil)) }
    let log = try StateLog.open(logPath)
    // Made as every command makes its engine: through a session, here on the harness's own loop.
    let session = Session(configuration: EngineConfiguration(slots: slots, fps: 60, policy: policy), log: log)
    engine = try session.makeEngine(loop: loop)
    engine.add(
      FrameHandler { [unowned self] (frame: Frame) throws(OutputError) -> Int in
        self.frames.append((frame.time, frame.sample.phase, frame.sample.percent, frame.seq))
        return 0
      })
  }

  deinit { try? FileManager.default.removeItem(atPath: logPath) }

  /// Delivers `event` at its own time (running every timer due before it).
  func feed(_ event: GestureEvent) {
    loop.advanceTime(to: event.time)
    engine.receive(.gesture(event), readTime: event.time)
  }

  func feed(_ event: DeviceEvent) {
    loop.advanceTime(to: event.time)
    engine.receive(.device(event), readTime: event.time)
  }

  /// The log's records, parsed by Foundation's JSON parser (independent of the writer).
  func records() throws -> [[String: Any]] {
    let text = try String(contentsOfFile: logPath, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }
  }
}

/// CSS/Core Animation's cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1), solved by bisection on x
/// (independent of PlayheadTiming's Newton solver).
func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
  }
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<100 {
    let mid = (lo + hi) / 2
    if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
  }
  return coordinate(y1, y2, (lo + hi) / 2)
}

func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }

/// A 3-finger swipe straight down (flip's presenting gesture): `steps` updates of `mmPerStep` each,
/// `interval` µs apart.
func swipeDown(
  from t0: Instant, steps: Int, mmPerStep: Double, interval: Duration = 10_000, fingers: Int = 3
) -> [GestureEvent] {
  let units = mmPerStep / (25.4 / 1000)  // libinput's 1000-dpi units; down is positive y
  var events = [GestureEvent(kind: .swipe, phase: .begin, fingers: fingers, time: t0)]
  for i in 1...steps {
    events.append(
      GestureEvent(
        kind: .swipe, phase: .update, fingers: fingers, time: t0 + Int64(i) * interval, dx: 0, dy: units,
        dxUnaccelerated: 0, dyUnaccelerated: units))
  }
  events.append(
    GestureEvent(kind: .swipe, phase: .end, fingers: fingers, time: t0 + Int64(steps + 1) * interval))
  return events
}
